import type { TechpackRevisionSummary, TechpackSection } from '@atelier/domain';
import { Group, List, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useTechpackComparison } from '../api/compare-techpacks';
import { useTechPackT, type TechPackMessageKey } from '../i18n';

/** Each section's heading, as the pack's own headings read. */
const SECTION_KEYS: Record<TechpackSection, TechPackMessageKey> = {
  Product: 'tp.section.product',
  Sketches: 'tp.section.sketches',
  Spec: 'tp.section.spec',
  'Fit history': 'tp.section.fits',
  BOM: 'tp.section.bom',
  Costing: 'tp.section.costing',
  Construction: 'tp.section.construction',
};

interface TechpackCompareProps {
  productId: string;
  /** Newest first, at least two. */
  revisions: readonly TechpackRevisionSummary[];
}

/**
 * What changed between two released revisions, grouped by section, each change as the server
 * words it in the page's language; the newest against the one before unless the person picks
 * others.
 */
export function TechpackCompare({ productId, revisions }: TechpackCompareProps) {
  const t = useTechPackT();
  const tApp = useT();
  const { formatDate } = useFormat();
  const [picked, setPicked] = useState<{ from: string | null; to: string | null }>({
    from: null,
    to: null,
  });
  const from = picked.from ?? revisions[1]?._id ?? null;
  const to = picked.to ?? revisions[0]?._id ?? null;
  const comparison = useTechpackComparison(productId, from, to);
  const options = revisions.map((revision) => ({
    value: revision._id,
    label: t('tp.revOption', {
      revision: revision.revision,
      date: formatDate(revision.releasedAt),
    }),
  }));
  const letter = (id: string | null) =>
    revisions.find((revision) => revision._id === id)?.revision ?? '';

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {tApp('spec.rev.compare')}
      </Title>
      <Group gap="md" wrap="wrap" align="flex-end">
        <Select
          label={tApp('spec.rev.from')}
          data={options}
          value={from}
          allowDeselect={false}
          onChange={(value) => setPicked((current) => ({ ...current, from: value }))}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={tApp('spec.rev.to')}
          data={options}
          value={to}
          allowDeselect={false}
          onChange={(value) => setPicked((current) => ({ ...current, to: value }))}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      {from === to ? (
        <Text size="sm" c="dimmed">
          {tApp('spec.rev.chooseTwo')}
        </Text>
      ) : comparison.isError ? (
        <QueryError title={tApp('spec.rev.compareError')} query={comparison} />
      ) : !comparison.data ? (
        <Skeleton height={80} role="status" aria-label={tApp('spec.rev.comparing')} />
      ) : comparison.data.sections.length === 0 ? (
        <Text size="sm">{t('tp.noDiff')}</Text>
      ) : (
        <Stack
          gap="sm"
          aria-label={tApp('spec.rev.changesLabel', { from: letter(from), to: letter(to) })}
        >
          {comparison.data.sections.map((section) => (
            <Stack key={section.section} gap={4}>
              <Title order={4} fz="sm">
                {t(SECTION_KEYS[section.section])}
              </Title>
              <List
                size="sm"
                spacing={2}
                aria-label={t('tp.sectionChanges', { section: t(SECTION_KEYS[section.section]) })}
              >
                {section.changes.map((change, index) => (
                  <List.Item key={`${index} ${change}`} style={{ overflowWrap: 'anywhere' }}>
                    {change}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
