import { translateNodes, useT } from '../../../lib/i18n';
import {
  TIMELINE_KINDS,
  type Product,
  type TimelineEntry,
  type TimelineKind,
} from '@atelier/domain';
import { Button, Card, Group, Select, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { exportTimeline, useTimeline } from '../api/get-timeline';
import { useProductT } from '../i18n';
import { timelineMessage, type TimelineReaders } from '../lib/timeline-sentence';

/**
 * Everything that happened to the product, newest first: edits with what they were before,
 * stage moves, files and versions, comments and sharing; filtered by kind, exported as CSV.
 */
export function ProductTimeline({ product }: { product: Product }) {
  const t = useT();
  const tProduct = useProductT();
  const [kind, setKind] = useState<TimelineKind | null>(null);
  const [exporting, setExporting] = useState(false);
  const timeline = useTimeline(product._id, kind);
  const now = useNow();
  const { formatDate, formatDateTime } = useFormat();
  const entries = timeline.data?.pages.flatMap((page) => page.entries) ?? [];
  const readers: TimelineReaders = {
    t: tProduct,
    stageName: (stage) => t(`stage.${stage}`),
    formatDate,
  };

  // The actor's name in bold, where the reader's language puts it in the sentence.
  const sentenceOf = (entry: TimelineEntry) => {
    const { key, values } = timelineMessage(entry, readers);
    const actor = entry.actor
      ? entry.actor.guest
        ? t('timeline.guest', { name: entry.actor.name })
        : entry.actor.name
      : t('dashboard.someone');
    return translateNodes(tProduct, key, {
      ...values,
      actor: (
        <Text span fw={600} inherit>
          {actor}
        </Text>
      ),
    });
  };

  const download = async () => {
    setExporting(true);
    try {
      await exportTimeline(product._id, product.name, kind);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="product-timeline">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="product-timeline">
            {t('timeline.title')}
          </Title>
          <Group gap="xs">
            <Select
              aria-label={t('timeline.show')}
              data={[
                { value: 'all', label: t('timeline.everything') },
                ...TIMELINE_KINDS.map((value) => ({ value, label: t(`timeline.kind.${value}`) })),
              ]}
              value={kind ?? 'all'}
              onChange={(value) =>
                setKind(value && value !== 'all' ? (value as TimelineKind) : null)
              }
              allowDeselect={false}
              w={200}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting}
              onClick={() => void download()}
            >
              {t('timeline.exportCsv')}
            </Button>
          </Group>
        </Group>
        {timeline.isError ? (
          <QueryError query={timeline} title={t('timeline.loadFailed')} />
        ) : timeline.isPending ? (
          <Skeleton height={120} role="status" aria-label={t('timeline.loading')} />
        ) : entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {kind ? t('timeline.noneOfKind') : t('timeline.none')}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} role="list" aria-label={t('timeline.entries')}>
            {entries.map((entry) => (
              <Timeline.Item key={entry._id} role="listitem">
                <Text size="sm">{sentenceOf(entry)}</Text>
                <Text size="xs" c="dimmed" title={formatDateTime(entry.at)}>
                  {relativeTime(entry.at, now, formatDate, t)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {timeline.hasNextPage && (
          <Group justify="center">
            <Button
              variant="subtle"
              loading={timeline.isFetchingNextPage}
              onClick={() => void timeline.fetchNextPage()}
            >
              {t('timeline.showOlder')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
