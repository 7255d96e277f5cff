import type { MeasureUnit, SpecCellChange } from '@atelier/domain';
import { micrometres } from '@atelier/domain';
import { Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { useSpecComparison, useSpecRevisions } from '../api/get-revisions';
import { showLength } from '../lib/draft';

const UNIT_NAMES = { cm: 'cm', in: 'in' } as const;

function length(cm: number | null, unit: MeasureUnit) {
  return cm === null ? '—' : `${showLength(micrometres(cm), unit)} ${UNIT_NAMES[unit]}`;
}

function difference(change: SpecCellChange, unit: MeasureUnit) {
  if (change.delta === null) return change.kind === 'added' ? 'added' : 'removed';
  const sign = change.delta > 0 ? '+' : change.delta < 0 ? '−' : '';
  return `${sign}${showLength(Math.abs(micrometres(change.delta)), unit)} ${UNIT_NAMES[unit]}`;
}

/**
 * The sheet's saved revisions, newest first, and what changed between two of them: every cell
 * with before → after, by how much, and who changed it when. Read only.
 */
export function SpecRevisions({ productId, unit }: { productId: string; unit: MeasureUnit }) {
  const revisions = useSpecRevisions(productId);
  const { formatDateTime } = useFormat();
  const list = revisions.data ?? [];
  const newest = list[0]?.revision ?? null;
  const [picked, setPicked] = useState<{ from: number | null; to: number | null }>({
    from: null,
    to: null,
  });
  const to = picked.to ?? newest;
  const from = picked.from ?? (newest !== null && newest > 1 ? newest - 1 : null);
  const comparison = useSpecComparison(productId, from, to);

  if (revisions.isError) {
    return <QueryError title="The revisions could not be loaded" query={revisions} />;
  }
  if (!revisions.data) return <Skeleton height={80} role="status" aria-label="Loading revisions" />;
  if (list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No revision yet: each save of the sheet makes one.
      </Text>
    );
  }
  const options = list.map((revision) => ({
    value: String(revision.revision),
    label: `Revision ${revision.revision} · ${revision.createdBy?.name ?? 'someone'} · ${formatDateTime(revision.createdAt)}`,
  }));
  const changes = comparison.data?.changes ?? [];

  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        Revisions
      </Title>
      <Table.ScrollContainer minWidth={480} type="native">
        <Table striped aria-label="Spec sheet revisions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Revision</Table.Th>
              <Table.Th scope="col">Saved by</Table.Th>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Sizes</Table.Th>
              <Table.Th scope="col">Rows</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((revision) => (
              <Table.Tr key={revision.revision}>
                <Table.Td>{revision.revision}</Table.Td>
                <Table.Td>{revision.createdBy?.name ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(revision.createdAt)}</Table.Td>
                <Table.Td>
                  {revision.sizes.join(', ')} (base {revision.baseSize})
                </Table.Td>
                <Table.Td>{revision.rowCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {list.length > 1 && (
        <Stack gap="sm">
          <Title order={3} fz="md">
            Compare revisions
          </Title>
          <Group gap="md" wrap="wrap">
            <Select
              label="From"
              data={options}
              value={from === null ? null : String(from)}
              allowDeselect={false}
              onChange={(value) => setPicked((current) => ({ ...current, from: Number(value) }))}
              w={{ base: '100%', sm: 380 }}
            />
            <Select
              label="To"
              data={options}
              value={to === null ? null : String(to)}
              allowDeselect={false}
              onChange={(value) => setPicked((current) => ({ ...current, to: Number(value) }))}
              w={{ base: '100%', sm: 380 }}
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
          ) : changes.length === 0 ? (
            <Text size="sm">
              No value differs between revisions {from} and {to}.
            </Text>
          ) : (
            <>
              <Text size="sm">
                {changes.length} {changes.length === 1 ? 'value differs' : 'values differ'} between
                revisions {from} and {to}.
              </Text>
              <Table.ScrollContainer minWidth={720} type="native">
                <Table aria-label={`Changes from revision ${from} to ${to}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Point of measure</Table.Th>
                      <Table.Th scope="col">Size or tolerance</Table.Th>
                      <Table.Th scope="col">Before → after</Table.Th>
                      <Table.Th scope="col">Difference</Table.Th>
                      <Table.Th scope="col">Changed in</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {changes.map((change) => (
                      <Table.Tr key={`${change.pomId} ${change.on} ${change.size}`}>
                        <Table.Td>
                          <Text span fw={600} ff="monospace" size="sm">
                            {change.code}
                          </Text>{' '}
                          {change.name}
                        </Table.Td>
                        <Table.Td>
                          {change.on === 'tolerance'
                            ? `Tolerance ${change.size === 'minus' ? '−' : '+'}`
                            : change.size}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {length(change.before, unit)} → {length(change.after, unit)}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {difference(change, unit)}
                        </Table.Td>
                        <Table.Td>
                          Revision {change.revision} · {change.changedBy?.name ?? 'someone'} ·{' '}
                          {formatDateTime(change.changedAt)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
