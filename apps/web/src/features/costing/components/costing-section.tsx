import type { Costing } from '@atelier/domain';
import { Alert, Badge, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormat } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { useCosting } from '../api/costing';
import { costingKeys } from '../api/keys';
import { CostPartsForm } from './cost-parts-form';

const LOADING = (
  <Stack gap="xs" role="status" aria-label="Loading the costing">
    <Skeleton height={28} width={240} />
    <Skeleton height={120} />
  </Stack>
);

function CostingTable({ costing }: { costing: Costing }) {
  const { formatPrice } = useFormat();
  const currency = costing.currency ?? undefined;
  const money = (amount: string | null) =>
    amount === null ? '—' : formatPrice(Number(amount), { currency });
  const percent = (value: string | null) => (value === null ? '—' : `${value} %`);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" aria-label="Costing by colourway" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Colourway</Table.Th>
            <Table.Th ta="right">Materials</Table.Th>
            <Table.Th ta="right">Labour (CMT)</Table.Th>
            <Table.Th ta="right">Overhead</Table.Th>
            <Table.Th ta="right">Freight</Table.Th>
            <Table.Th ta="right">Duty</Table.Th>
            <Table.Th ta="right">Landed cost</Table.Th>
            <Table.Th ta="right">Wholesale margin</Table.Th>
            <Table.Th ta="right">Retail margin</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {costing.colourways.map((row) => (
            <Table.Tr key={row.colourwayId ?? 'all'}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              <Table.Td ta="right">{money(row.materials)}</Table.Td>
              <Table.Td ta="right">{money(row.labour)}</Table.Td>
              <Table.Td ta="right">{money(row.overhead)}</Table.Td>
              <Table.Td ta="right">{money(row.freight)}</Table.Td>
              <Table.Td ta="right">{money(row.duty)}</Table.Td>
              <Table.Td ta="right">
                <Stack gap={2} align="flex-end">
                  <Text fw={600} size="sm">
                    {money(row.landed)}
                  </Text>
                  {row.overTargetBy !== null && (
                    <Badge color="red" variant="light" size="sm">
                      Over target by {money(row.overTargetBy)}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{percent(row.wholesaleMargin)}</Table.Td>
              <Table.Td ta="right">{percent(row.retailMargin)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CostingNotes({ costing }: { costing: Costing }) {
  const { formatPrice } = useFormat();
  const settings = <Link to={paths.settingTeam}>Team settings</Link>;
  return (
    <>
      {costing.currency === null && (
        <Alert color="yellow" title="Choose the team’s costing currency">
          Costs are shown in one currency for the whole team, at rates the team sets. Choose it in{' '}
          {settings}.
        </Alert>
      )}
      {costing.missingRates.length > 0 && (
        <Alert color="yellow" title={`No rate for ${costing.missingRates.join(', ')}`}>
          Figures that need it stay empty until its rate is set in {settings}.
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {[
          costing.wholesalePrice !== null &&
            `Wholesale ${formatPrice(Number(costing.wholesalePrice), { currency: costing.currency ?? undefined })}`,
          costing.retailPrice !== null &&
            `retail ${formatPrice(Number(costing.retailPrice), { currency: costing.currency ?? undefined })}`,
          costing.wholesalePrice === null &&
            costing.retailPrice === null &&
            'No wholesale or retail price on the product yet: margins appear once they are set',
          costing.unpricedLines > 0 &&
            `${costing.unpricedLines} ${costing.unpricedLines === 1 ? 'line has' : 'lines have'} no unit price and ${costing.unpricedLines === 1 ? 'counts' : 'count'} as nothing`,
          ...costing.rates.map(
            (rate) =>
              `1 ${rate.currency} = ${rate.rate} ${costing.currency ?? ''} (${rate.ratedOn})`,
          ),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </>
  );
}

/**
 * The product's costing per colourway (issue 46 §3), only for those who may see costs: materials
 * from the bill of materials at the team's rates, labour, overhead, freight, duty, the landed cost
 * against the target, and the margins.
 */
export function CostingSection({ productId }: { productId: string }) {
  const costing = useCosting(productId);
  const queryClient = useQueryClient();
  // A saved bill changes the materials.
  useRealtimeEvent('bomChanged', (change) => {
    if (change.productId === productId)
      void queryClient.invalidateQueries({ queryKey: costingKeys.product(productId) });
  });
  return (
    <SectionCard title="Costing">
      <QueryState query={costing} loading={LOADING} errorTitle="The costing could not be loaded">
        {(data) => (
          <Stack gap="md">
            <CostingNotes costing={data} />
            <CostingTable costing={data} />
            {data.policies.edit && (
              <CostPartsForm key={data.updatedAt ?? 'new'} productId={productId} costing={data} />
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
