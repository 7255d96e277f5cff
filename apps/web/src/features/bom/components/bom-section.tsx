import type { Bom, BomColour } from '@atelier/domain';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTeamColours } from '../../../api/get-team-colours';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useT } from '../../../lib/i18n';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { useQueryClient } from '@tanstack/react-query';
import { useBom } from '../api/get-bom';
import { bomKeys } from '../api/keys';
import { BomEditor } from './bom-editor';
import { BomLineRow } from './bom-line-row';
import { useBomT } from '../i18n';

interface BomSectionProps {
  productId: string;
  teamId: string;
}

function Loading() {
  const t = useT();
  return (
    <Stack gap="xs" role="status" aria-label={t('product.loadingBom')}>
      <Skeleton height={30} width={280} />
      <Skeleton height={140} />
    </Stack>
  );
}

const LOADING = <Loading />;

const NOOP = () => undefined;

/** The bill as those who may not edit it read it (prices only for whoever may see costs). */
function BomView({ bom }: { bom: Bom }) {
  const t = useBomT();
  const tApp = useT();
  const colours = useMemo(() => new Map(bom.colours.map((colour) => [colour._id, colour])), [bom]);
  if (bom.lines.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('bom.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" aria-label={tApp('bom.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tApp('bom.kind')}</Table.Th>
            <Table.Th>{tApp('bom.material')}</Table.Th>
            <Table.Th>{tApp('bom.placement')}</Table.Th>
            <Table.Th>{tApp('bom.supplier')}</Table.Th>
            <Table.Th ta="right">{t('bom.qty')}</Table.Th>
            <Table.Th>{t('bom.unit')}</Table.Th>
            {bom.policies.viewCosts && (
              <>
                <Table.Th ta="right">{t('bom.unitPrice')}</Table.Th>
                <Table.Th>{tApp('bom.currency')}</Table.Th>
              </>
            )}
            <Table.Th ta="right">{t('bom.waste')}</Table.Th>
            {bom.colourways.map((colourway) => (
              <Table.Th key={colourway._id}>{colourway.name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bom.lines.map((line, index) => (
            <BomLineRow
              key={line._id}
              line={line}
              index={index}
              count={bom.lines.length}
              colourways={bom.colourways}
              colours={colours}
              library={[]}
              viewCosts={bom.policies.viewCosts}
              readOnly
              onChange={NOOP}
              onMove={NOOP}
              onRemove={NOOP}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The product's bill of materials (issue 46 §2): lines of fabric, trims, labels, packaging and
 * thread × its colourways, edited in place by those who may edit the product and read by the
 * others. A teammate's save comes in live.
 */
export function BomSection({ productId, teamId }: BomSectionProps) {
  const t = useBomT();
  const tApp = useT();
  const bom = useBom(productId);
  const canEdit = bom.data?.policies.edit ?? false;
  const library = useTeamColours(teamId, { enabled: canEdit });
  const queryClient = useQueryClient();
  // A reader (not editing) takes a teammate's save in by reading again; the editor merges itself.
  useRealtimeEvent('bomChanged', (change) => {
    if (change.productId !== productId || canEdit) return;
    void queryClient.invalidateQueries({ queryKey: bomKeys.product(productId) });
  });
  const libraryColours: BomColour[] = useMemo(
    () =>
      (library.data ?? []).map((colour) => ({
        _id: colour._id,
        name: colour.name,
        code: colour.code,
        hexCode: colour.hexCode,
      })),
    [library.data],
  );

  return (
    <SectionCard title={tApp('bom.title')}>
      <QueryState query={bom} loading={LOADING} errorTitle={t('bom.loadError')}>
        {(data) =>
          data.policies.edit ? (
            library.data ? (
              <BomEditor productId={productId} bom={data} library={libraryColours} />
            ) : (
              <QueryState query={library} loading={LOADING} errorTitle={t('bom.coloursError')}>
                {() => null}
              </QueryState>
            )
          ) : (
            <BomView bom={data} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
