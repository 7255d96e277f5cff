import type { MeasureUnit, SpecCellChange } from '@atelier/domain';
import { micrometres } from '@atelier/domain';
import { Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useSpecComparison, useSpecRevisions } from '../api/get-revisions';
import { showLength } from '../lib/draft';
import { useSpecT, type SpecTranslate } from '../i18n';

const UNIT_NAMES = { cm: 'cm', in: 'in' } as const;

function length(cm: number | null, unit: MeasureUnit) {
  return cm === null ? '—' : `${showLength(micrometres(cm), unit)} ${UNIT_NAMES[unit]}`;
}

function difference(t: SpecTranslate, change: SpecCellChange, unit: MeasureUnit) {
  if (change.delta === null)
    return change.kind === 'added' ? t('spec.rev.added') : t('spec.rev.removed');
  const sign = change.delta > 0 ? '+' : change.delta < 0 ? '−' : '';
  return `${sign}${showLength(Math.abs(micrometres(change.delta)), unit)} ${UNIT_NAMES[unit]}`;
}

/**
 * The sheet's saved revisions, newest first, and what changed between two of them: every cell
 * with before → after, by how much, and who changed it when. Read only.
 */
export function SpecRevisions({ productId, unit }: { productId: string; unit: MeasureUnit }) {
  const t = useSpecT();
  const tApp = useT();
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
    return <QueryError title={t('spec.rev.loadError')} query={revisions} />;
  }
  if (!revisions.data)
    return <Skeleton height={80} role="status" aria-label={t('spec.rev.loading')} />;
  if (list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('spec.rev.none')}
      </Text>
    );
  }
  const options = list.map((revision) => ({
    value: String(revision.revision),
    label: t('spec.rev.option', {
      revision: revision.revision,
      name: revision.createdBy?.name ?? tApp('spec.rev.someone'),
      date: formatDateTime(revision.createdAt),
    }),
  }));
  const changes = comparison.data?.changes ?? [];

  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {t('spec.rev.title')}
      </Title>
      <Table.ScrollContainer minWidth={480} type="native">
        <Table striped aria-label={t('spec.rev.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('spec.rev.revision')}</Table.Th>
              <Table.Th scope="col">{t('spec.rev.savedBy')}</Table.Th>
              <Table.Th scope="col">{t('spec.rev.when')}</Table.Th>
              <Table.Th scope="col">{t('spec.rev.sizes')}</Table.Th>
              <Table.Th scope="col">{t('spec.rev.rows')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((revision) => (
              <Table.Tr key={revision.revision}>
                <Table.Td>{revision.revision}</Table.Td>
                <Table.Td>{revision.createdBy?.name ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(revision.createdAt)}</Table.Td>
                <Table.Td>
                  {t('spec.rev.sizesBase', {
                    sizes: revision.sizes.join(', '),
                    base: revision.baseSize,
                  })}
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
            {tApp('spec.rev.compare')}
          </Title>
          <Group gap="md" wrap="wrap">
            <Select
              label={tApp('spec.rev.from')}
              data={options}
              value={from === null ? null : String(from)}
              allowDeselect={false}
              onChange={(value) => setPicked((current) => ({ ...current, from: Number(value) }))}
              w={{ base: '100%', sm: 380 }}
            />
            <Select
              label={tApp('spec.rev.to')}
              data={options}
              value={to === null ? null : String(to)}
              allowDeselect={false}
              onChange={(value) => setPicked((current) => ({ ...current, to: Number(value) }))}
              w={{ base: '100%', sm: 380 }}
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
          ) : changes.length === 0 ? (
            <Text size="sm">{t('spec.rev.noDiff', { from, to })}</Text>
          ) : (
            <>
              <Text size="sm">{t('spec.rev.diffCount', { count: changes.length, from, to })}</Text>
              <Table.ScrollContainer minWidth={720} type="native">
                <Table aria-label={tApp('spec.rev.changesLabel', { from, to })}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{tApp('spec.pom')}</Table.Th>
                      <Table.Th scope="col">{t('spec.rev.sizeOrTol')}</Table.Th>
                      <Table.Th scope="col">{t('spec.rev.beforeAfter')}</Table.Th>
                      <Table.Th scope="col">{t('spec.rev.difference')}</Table.Th>
                      <Table.Th scope="col">{t('spec.rev.changedIn')}</Table.Th>
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
                            ? t('spec.rev.tolerance', { sign: change.size === 'minus' ? '−' : '+' })
                            : change.size}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {length(change.before, unit)} → {length(change.after, unit)}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {difference(t, change, unit)}
                        </Table.Td>
                        <Table.Td>
                          {t('spec.rev.option', {
                            revision: change.revision,
                            name: change.changedBy?.name ?? tApp('spec.rev.someone'),
                            date: formatDateTime(change.changedAt),
                          })}
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
