import {
  BOM_LINE_KINDS,
  MATERIAL_KINDS,
  type BomLineKind,
  type MaterialKind,
  type Team,
} from '@atelier/domain';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MaterialLibrary } from './material-library';

/** The tabs of "Manage Material", short enough for a phone. */
const TAB_LABELS: Record<BomLineKind, string> = {
  fabric: 'Fabrics',
  trim: 'Trims',
  label: 'Labels',
  packaging: 'Packaging',
  thread: 'Thread',
  other: 'Other',
};

const isMaterialKind = (value: string | null): value is MaterialKind =>
  (MATERIAL_KINDS as readonly (string | null)[]).includes(value);

interface MaterialTabsProps {
  team: Team;
  /** The fabrics tab, as the fabric catalogue draws it (the page hands it in). */
  fabrics: ReactNode;
}

/**
 * "Manage Material": fabrics, then each kind of the materials library, one tab each. The tab is in
 * the address (`/fabrics?kind=trim`), so a link opens it; fabrics have none.
 */
export function MaterialTabs({ team, fabrics }: MaterialTabsProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const current: BomLineKind = isMaterialKind(requested) ? requested : 'fabric';

  const choose = (value: string | null) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (isMaterialKind(value)) next.set('kind', value);
        else next.delete('kind');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Tabs value={current} onChange={choose} keepMounted={false}>
      <Tabs.List aria-label="Kinds of material" mb="md">
        {BOM_LINE_KINDS.map((kind) => (
          <Tabs.Tab key={kind} value={kind}>
            {TAB_LABELS[kind]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="fabric">{fabrics}</Tabs.Panel>
      {MATERIAL_KINDS.map((kind) => (
        <Tabs.Panel key={kind} value={kind}>
          <MaterialLibrary key={`${team._id}-${kind}`} team={team} kind={kind} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
