import type { TechpackRevisionSummary } from '@atelier/domain';
import { Group, List, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { useTechpackComparison } from '../api/compare-techpacks';

interface TechpackCompareProps {
  productId: string;
  /** Newest first, at least two. */
  revisions: readonly TechpackRevisionSummary[];
}

/**
 * What changed between two released revisions, grouped by section as the server words it; the
 * newest against the one before unless the person picks others.
 */
export function TechpackCompare({ productId, revisions }: TechpackCompareProps) {
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
    label: `Revision ${revision.revision} · ${formatDate(revision.releasedAt)}`,
  }));
  const letter = (id: string | null) =>
    revisions.find((revision) => revision._id === id)?.revision ?? '';

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        Compare revisions
      </Title>
      <Group gap="md" wrap="wrap" align="flex-end">
        <Select
          label="From"
          data={options}
          value={from}
          allowDeselect={false}
          onChange={(value) => setPicked((current) => ({ ...current, from: value }))}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="To"
          data={options}
          value={to}
          allowDeselect={false}
          onChange={(value) => setPicked((current) => ({ ...current, to: value }))}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      {from === to ? (
        <Text size="sm" c="dimmed">
          Choose two different revisions.
        </Text>
      ) : comparison.isError ? (
        <QueryError title="The revisions could not be compared" query={comparison} />
      ) : !comparison.data ? (
        <Skeleton height={80} role="status" aria-label="Comparing revisions" />
      ) : comparison.data.sections.length === 0 ? (
        <Text size="sm">No differences</Text>
      ) : (
        <Stack gap="sm" aria-label={`Changes from revision ${letter(from)} to ${letter(to)}`}>
          {comparison.data.sections.map((section) => (
            <Stack key={section.section} gap={4}>
              <Title order={4} fz="sm">
                {section.section}
              </Title>
              <List size="sm" spacing={2} aria-label={`${section.section} changes`}>
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
