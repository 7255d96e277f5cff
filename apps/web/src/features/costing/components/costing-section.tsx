import type { Costing } from '@atelier/domain';
import { Alert, Badge, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormat } from '../../../lib/format';
import { translateNodes, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { useCosting } from '../api/costing';
import { costingKeys } from '../api/keys';
import { CostPartsForm } from './cost-parts-form';
import { useCostingT } from '../i18n';

function Loading() {
  const t = useT();
  return (
    <Stack gap="xs" role="status" aria-label={t('product.loadingCosting')}>
      <Skeleton height={28} width={240} />
      <Skeleton height={120} />
    </Stack>
  );
}

const LOADING = <Loading />;

function CostingTable({ costing }: { costing: Costing }) {
  const t = useCostingT();
  const { formatPrice } = useFormat();
  const currency = costing.currency ?? undefined;
  const money = (amount: string | null) =>
    amount === null ? '—' : formatPrice(Number(amount), { currency });
  const percent = (value: string | null) => (value === null ? '—' : `${value} %`);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" aria-label={t('cost.byColourway')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cost.colourway')}</Table.Th>
            <Table.Th ta="right">{t('cost.materials')}</Table.Th>
            <Table.Th ta="right">{t('cost.labour')}</Table.Th>
            <Table.Th ta="right">{t('cost.overhead')}</Table.Th>
            <Table.Th ta="right">{t('cost.freight')}</Table.Th>
            <Table.Th ta="right">{t('cost.duty')}</Table.Th>
            <Table.Th ta="right">{t('cost.landed')}</Table.Th>
            <Table.Th ta="right">{t('cost.wholesaleMargin')}</Table.Th>
            <Table.Th ta="right">{t('cost.retailMargin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {costing.colourways.map((row) => (
            <Table.Tr key={row.colourwayId ?? 'all'}>
              <Table.Th scope="row" fw={500}>
                {/* The server names the row of a bill without colourways in English. */}
                {row.colourwayId === null ? t('cost.allColourways') : row.name}
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
                      {t('cost.overTarget', { amount: money(row.overTargetBy) })}
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
  const t = useCostingT();
  const { formatPrice } = useFormat();
  const settings = <Link to={paths.settingTeam}>{t('cost.teamSettings')}</Link>;
  return (
    <>
      {costing.currency === null && (
        <Alert color="yellow" title={t('cost.chooseCurrency')}>
          {translateNodes(t, 'cost.chooseCurrencyText', { settings })}
        </Alert>
      )}
      {costing.missingRates.length > 0 && (
        <Alert
          color="yellow"
          title={t('cost.noRate', { currencies: costing.missingRates.join(', ') })}
        >
          {translateNodes(t, 'cost.noRateText', { settings })}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {[
          costing.wholesalePrice !== null &&
            t('cost.wholesale', {
              price: formatPrice(Number(costing.wholesalePrice), {
                currency: costing.currency ?? undefined,
              }),
            }),
          costing.retailPrice !== null &&
            t('cost.retail', {
              price: formatPrice(Number(costing.retailPrice), {
                currency: costing.currency ?? undefined,
              }),
            }),
          costing.wholesalePrice === null && costing.retailPrice === null && t('cost.noPrices'),
          costing.unpricedLines > 0 && t('cost.unpriced', { count: costing.unpricedLines }),
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
  const t = useCostingT();
  const costing = useCosting(productId);
  const queryClient = useQueryClient();
  // A saved bill changes the materials.
  useRealtimeEvent('bomChanged', (change) => {
    if (change.productId === productId)
      void queryClient.invalidateQueries({ queryKey: costingKeys.product(productId) });
  });
  return (
    <SectionCard title={t('cost.title')}>
      <QueryState query={costing} loading={LOADING} errorTitle={t('cost.loadError')}>
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
