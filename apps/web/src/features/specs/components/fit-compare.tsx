import type { FitSession, MeasureUnit, SpecSheet } from '@atelier/domain';
import { Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useFit } from '../api/get-fits';
import { showCentimetres, showDeviation } from '../lib/fit';
import { compareFits, type ComparedPoint, type FitSide } from '../lib/fit-compare';

interface FitCompareProps {
  productId: string;
  sheet: SpecSheet;
  /** The product's sessions, newest first (at least two). */
  sessions: FitSession[];
}

const labelOf = (session: FitSession) => `${session.round} · ${session.sampleSize}`;

function Change({ point }: { point: ComparedPoint }) {
  if (point.change === 'into')
    return (
      <Group gap={4} wrap="nowrap">
        <IconCircleCheck size={16} aria-hidden />
        <Text size="sm">Came into tolerance</Text>
      </Group>
    );
  if (point.change === 'outOf')
    return (
      <Group gap={4} wrap="nowrap">
        <IconAlertTriangle size={16} aria-hidden />
        <Text size="sm" fw={700} c="red.9">
          Went out of tolerance
        </Text>
      </Group>
    );
  return null;
}

const deviationOf = (side: FitSide | null, unit: MeasureUnit) => {
  if (!side || side.deviation === null) return '—';
  const text = showDeviation(side.deviation, unit);
  return side.outOfTolerance ? `${text} (out)` : text;
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
  const first = useFit(productId, from._id);
  const second = useFit(productId, to._id);
  const unit = sheet.unit;
  return (
    <QueryState
      query={first}
      loading={<Skeleton height={120} role="status" aria-label="Loading the sessions" />}
      errorTitle="The fit sessions could not be loaded"
    >
      {(a) => (
        <QueryState
          query={second}
          loading={<Skeleton height={120} role="status" aria-label="Loading the sessions" />}
          errorTitle="The fit sessions could not be loaded"
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
                  Neither session has measurements yet.
                </Text>
              );
            return (
              <Table.ScrollContainer minWidth={900}>
                <Table fz="sm" aria-label={`${labelOf(a)} → ${labelOf(b)}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Point of measure</Table.Th>
                      <Table.Th>Spec {labelOf(a)}</Table.Th>
                      <Table.Th>Spec {labelOf(b)}</Table.Th>
                      <Table.Th>Measured {labelOf(a)}</Table.Th>
                      <Table.Th>Measured {labelOf(b)}</Table.Th>
                      <Table.Th>Deviation {labelOf(a)}</Table.Th>
                      <Table.Th>Deviation {labelOf(b)}</Table.Th>
                      <Table.Th>Moved</Table.Th>
                      <Table.Th>Tolerance</Table.Th>
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
                        <Table.Td>{deviationOf(point.from, unit)}</Table.Td>
                        <Table.Td>{deviationOf(point.to, unit)}</Table.Td>
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
        Side by side
      </Title>
      <Group gap="sm" align="flex-end">
        <Select
          label="From"
          data={options}
          value={fromId}
          onChange={setFromId}
          allowDeselect={false}
          w={260}
        />
        <Select
          label="To"
          data={options}
          value={toId}
          onChange={setToId}
          allowDeselect={false}
          w={260}
        />
      </Group>
      {from && to && from._id === to._id ? (
        <Text size="sm" c="dimmed">
          Choose two different sessions.
        </Text>
      ) : from && to ? (
        <CompareTable productId={productId} sheet={sheet} from={from} to={to} />
      ) : null}
    </Stack>
  );
}
