import {
  TIMELINE_KIND_LABELS,
  TIMELINE_KINDS,
  type Product,
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
import { timelineSentence } from '../lib/timeline-sentence';

const KIND_OPTIONS = [
  { value: 'all', label: 'Everything' },
  ...TIMELINE_KINDS.map((kind) => ({ value: kind, label: TIMELINE_KIND_LABELS[kind] })),
];

/**
 * Everything that happened to the product, newest first: edits with what they were before,
 * stage moves, files and versions, comments and sharing; filtered by kind, exported as CSV.
 */
export function ProductTimeline({ product }: { product: Product }) {
  const [kind, setKind] = useState<TimelineKind | null>(null);
  const [exporting, setExporting] = useState(false);
  const timeline = useTimeline(product._id, kind);
  const now = useNow();
  const { formatDate, formatDateTime } = useFormat();
  const entries = timeline.data?.pages.flatMap((page) => page.entries) ?? [];

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
            Timeline
          </Title>
          <Group gap="xs">
            <Select
              aria-label="Show"
              data={KIND_OPTIONS}
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
              Export CSV
            </Button>
          </Group>
        </Group>
        {timeline.isError ? (
          <QueryError query={timeline} title="The timeline could not be loaded" />
        ) : timeline.isPending ? (
          <Skeleton height={120} role="status" aria-label="Loading the timeline" />
        ) : entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {kind ? 'Nothing of this kind yet.' : 'Nothing has happened here yet.'}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} role="list" aria-label="Timeline entries">
            {entries.map((entry) => (
              <Timeline.Item key={entry._id} role="listitem">
                <Text size="sm">
                  <Text span fw={600} inherit>
                    {entry.actor
                      ? `${entry.actor.name}${entry.actor.guest ? ' (guest)' : ''}`
                      : 'Someone'}
                  </Text>{' '}
                  {timelineSentence(entry, formatDate)}
                </Text>
                <Text size="xs" c="dimmed" title={formatDateTime(entry.at)}>
                  {relativeTime(entry.at, now, formatDate)}
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
              Show older
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
