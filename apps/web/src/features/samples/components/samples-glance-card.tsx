import type { Team } from '@atelier/domain';
import {
  Anchor,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { paths, productDetailUrl } from '../../../lib/paths';
import { useSampleBoard } from '../api/samples';
import { SampleStatusBadges } from './sample-card';

/** Requests listed on the card: the late ones first, then by the day they are needed. */
const LISTED = 4;

/**
 * The dashboard's glance at the team's open sample requests (issue 47 §3): how many are open and
 * how many late, the most pressing by name, and the way to the board.
 */
export function SamplesGlanceCard({ team }: { team: Team }) {
  const t = useT();
  const titleId = useId();
  const { formatDate } = useFormat();
  const board = useSampleBoard(team._id);
  const samples = board.data ?? [];
  const late = samples.filter((sample) => sample.late).length;
  const listed = [...samples]
    .sort((a, b) => Number(b.late) - Number(a.late) || a.neededBy.localeCompare(b.neededBy))
    .slice(0, LISTED);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="md">
            <IconPackage size={24} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg" id={titleId}>
              {t('samples.title')}
            </Title>
            {board.data ? (
              <Text size="sm" c={late > 0 ? 'red' : 'dimmed'} fw={late > 0 ? 600 : undefined}>
                {t('samples.board.count', { count: samples.length, late })}
              </Text>
            ) : board.isError ? (
              <Text size="sm" c="dimmed">
                {t('samples.loadError')}
              </Text>
            ) : (
              <Skeleton height={14} width={160} role="status" aria-label={t('samples.loading')} />
            )}
          </Stack>
        </Group>
        {board.data && samples.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('samples.board.emptyTeam')}
          </Text>
        )}
        {listed.length > 0 && (
          <Stack gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {listed.map((sample) => (
              <Group key={sample._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={productDetailUrl(sample.productId)}
                    size="sm"
                    truncate
                  >
                    {sample.productName} · {sample.round}
                  </Anchor>
                  <Text size="xs" c={sample.late ? 'red' : 'dimmed'}>
                    {sample.supplier.name} ·{' '}
                    {t('samples.neededBy', { date: formatDate(sample.neededBy) })}
                  </Text>
                </Stack>
                <SampleStatusBadges sample={sample} />
              </Group>
            ))}
          </Stack>
        )}
        <Group>
          <Button component={Link} to={paths.samples} variant="light" size="xs">
            {t('samples.glance.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
