import type { SampleRequest, Team } from '@atelier/domain';
import { Anchor, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { productDetailUrl } from '../../../lib/paths';
import { useSampleBoard } from '../api/samples';
import { useLiveSamples } from '../hooks/use-live-samples';
import { SampleStatusBadges } from './sample-card';

/** The open requests by supplier, in the order the board answers them. */
function bySupplier(samples: readonly SampleRequest[]) {
  const groups = new Map<string, { name: string; samples: SampleRequest[] }>();
  for (const sample of samples) {
    const group = groups.get(sample.supplier._id) ?? { name: sample.supplier.name, samples: [] };
    group.samples.push(sample);
    groups.set(sample.supplier._id, group);
  }
  return [...groups.entries()];
}

function SupplierTable({ name, samples }: { name: string; samples: SampleRequest[] }) {
  const t = useT();
  const { formatDate } = useFormat();
  const late = samples.filter((sample) => sample.late).length;
  return (
    <Card withBorder padding="lg" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Text size="sm" c={late > 0 ? 'red' : 'dimmed'}>
            {t('samples.board.count', { count: samples.length, late })}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('samples.board.product')}</Table.Th>
                <Table.Th>{t('samples.board.status')}</Table.Th>
                <Table.Th>{t('samples.field.round')}</Table.Th>
                <Table.Th>{t('samples.field.sizes')}</Table.Th>
                <Table.Th>{t('samples.field.neededBy')}</Table.Th>
                <Table.Th>{t('samples.field.tracking')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {samples.map((sample) => (
                <Table.Tr key={sample._id}>
                  <Table.Td>
                    <Anchor component={Link} to={productDetailUrl(sample.productId)}>
                      {sample.productName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <SampleStatusBadges sample={sample} />
                  </Table.Td>
                  <Table.Td>{sample.round}</Table.Td>
                  <Table.Td>
                    {t('samples.summary', {
                      sizes: sample.sizes.join(', '),
                      quantity: sample.quantity,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={sample.late ? 'red' : undefined}>
                      {formatDate(sample.neededBy)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {[sample.carrier, sample.tracking].filter(Boolean).join(' · ') || '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/** Every open sample request of the team, by supplier and status, late ones in red. */
export function SampleBoard({ team }: { team: Team }) {
  const t = useT();
  const board = useSampleBoard(team._id);
  useLiveSamples();
  return (
    <QueryState
      query={board}
      loading={<Skeleton height={200} role="status" aria-label={t('samples.loading')} />}
      errorTitle={t('samples.loadError')}
    >
      {(samples) =>
        samples.length === 0 ? (
          <ListEmpty
            icon={<IconPackage size={30} />}
            title={t('samples.board.emptyTitle')}
            description={t(
              team.supplier ? 'samples.board.emptySupplier' : 'samples.board.emptyTeam',
            )}
          />
        ) : (
          <Stack gap="lg">
            {bySupplier(samples).map(([id, group]) => (
              <SupplierTable key={id} name={group.name} samples={group.samples} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
