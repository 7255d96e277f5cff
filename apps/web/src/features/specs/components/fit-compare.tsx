import type { FitSession, MeasureUnit, SpecSheet } from '@atelier/domain';
import { Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../lib/i18n';
import { useFit } from '../api/get-fits';
import { showCentimetres, showDeviation } from '../lib/fit';
import { compareFits, type ComparedPoint, type FitSide } from '../lib/fit-compare';
import { useSpecT, type SpecTranslate } from '../i18n';

interface FitCompareProps {
  productId: string;
  sheet: SpecSheet;
  /** The product's sessions, newest first (at least two). */
  sessions: FitSession[];
}

const labelOf = (session: FitSession) => `${session.round} · ${session.sampleSize}`;

function Change({ point }: { point: ComparedPoint }) {
  const t = useSpecT();
  if (point.change === 'into')
    return (
      <Group gap={4} wrap="nowrap">
        <IconCircleCheck size={16} aria-hidden />
        <Text size="sm">{t('fit.into')}</Text>
      </Group>
    );
  if (point.change === 'outOf')
    return (
      <Group gap={4} wrap="nowrap">
        <IconAlertTriangle size={16} aria-hidden />
        <Text size="sm" fw={700} c="red.9">
          {t('fit.outOf')}
        </Text>
      </Group>
    );
  return null;
}

const deviationOf = (t: SpecTranslate, side: FitSide | null, unit: MeasureUnit) => {
  if (!side || side.deviation === null) return '—';
  const text = showDeviation(side.deviation, unit);
  return side.outOfTolerance ? t('fit.out', { value: text }) : text;
};

/** The two sessions' rows, point by point, once both are read. */
function CompareTable({
  productId,
  sheet,
  from,
  to,
}: {
  productId: string;
  sheet: SpecSheet;
  from: FitSession;
  to: FitSession;
}) {
  const t = useSpecT();
  const tApp = useT();
  const first = useFit(productId, from._id);
  const second = useFit(productId, to._id);
  const unit = sheet.unit;
  return (
    <QueryState
      query={first}
      loading={<Skeleton height={120} role="status" aria-label={t('fit.loadingSessions')} />}
      errorTitle={t('fit.loadError')}
    >
      {(a) => (
        <QueryState
          query={second}
          loading={<Skeleton height={120} role="status" aria-label={t('fit.loadingSessions')} />}
          errorTitle={t('fit.loadError')}
        >
          {(b) => {
            const points = compareFits(
              a,
              b,
              sheet.rows.map((row) => row.pomId),
            );
            if (points.length === 0)
              return (
                <Text size="sm" c="dimmed">
                  {t('fit.neither')}
                </Text>
              );
            return (
              <Table.ScrollContainer minWidth={900}>
                <Table fz="sm" aria-label={`${labelOf(a)} → ${labelOf(b)}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{tApp('spec.pom')}</Table.Th>
                      <Table.Th>{t('fit.specOf', { session: labelOf(a) })}</Table.Th>
                      <Table.Th>{t('fit.specOf', { session: labelOf(b) })}</Table.Th>
                      <Table.Th>{t('fit.measuredOf', { session: labelOf(a) })}</Table.Th>
                      <Table.Th>{t('fit.measuredOf', { session: labelOf(b) })}</Table.Th>
                      <Table.Th>{t('fit.deviationOf', { session: labelOf(a) })}</Table.Th>
                      <Table.Th>{t('fit.deviationOf', { session: labelOf(b) })}</Table.Th>
                      <Table.Th>{t('fit.moved')}</Table.Th>
                      <Table.Th>{tApp('fit.tolerance')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {points.map((point) => (
                      <Table.Tr
                        key={point.key}
                        bg={
                          point.change === 'outOf'
                            ? 'red.0'
                            : point.change === 'into'
                              ? 'green.0'
                              : undefined
                        }
                      >
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {point.code}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {point.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>{showCentimetres(point.from?.spec, unit) || '—'}</Table.Td>
                        <Table.Td>{showCentimetres(point.to?.spec, unit) || '—'}</Table.Td>
                        <Table.Td>{showCentimetres(point.from?.measured, unit) || '—'}</Table.Td>
                        <Table.Td>{showCentimetres(point.to?.measured, unit) || '—'}</Table.Td>
                        <Table.Td>{deviationOf(t, point.from, unit)}</Table.Td>
                        <Table.Td>{deviationOf(t, point.to, unit)}</Table.Td>
                        <Table.Td>
                          {point.moved === null ? '—' : showDeviation(point.moved, unit)}
                        </Table.Td>
                        <Table.Td>
                          <Change point={point} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}

/**
 * Two sessions side by side (Fit 1 → Fit 2: what moved), the last two at first: per point the
 * spec of each session's size, the measurement and deviation in each, how far the deviation moved,
 * and the rows that came into or went out of tolerance. Lengths in the sheet's unit.
 */
export function FitCompare({ productId, sheet, sessions }: FitCompareProps) {
  const t = useSpecT();
  const tApp = useT();
  const [fromId, setFromId] = useState(sessions[1]?._id ?? null);
  const [toId, setToId] = useState(sessions[0]?._id ?? null);
  const options = [...sessions].reverse().map((session) => ({
    value: session._id,
    label: `${labelOf(session)} (${session.createdAt.slice(0, 10)})`,
  }));
  const from = sessions.find((session) => session._id === fromId);
  const to = sessions.find((session) => session._id === toId);
  return (
    <Stack gap="xs" component="section" aria-labelledby="fit-compare">
      <Title order={4} size="h5" id="fit-compare">
        {t('fit.sideBySide')}
      </Title>
      <Group gap="sm" align="flex-end">
        <Select
          label={tApp('spec.rev.from')}
          data={options}
          value={fromId}
          onChange={setFromId}
          allowDeselect={false}
          w={260}
        />
        <Select
          label={tApp('spec.rev.to')}
          data={options}
          value={toId}
          onChange={setToId}
          allowDeselect={false}
          w={260}
        />
      </Group>
      {from && to && from._id === to._id ? (
        <Text size="sm" c="dimmed">
          {t('fit.chooseTwo')}
        </Text>
      ) : from && to ? (
        <CompareTable productId={productId} sheet={sheet} from={from} to={to} />
      ) : null}
    </Stack>
  );
}
