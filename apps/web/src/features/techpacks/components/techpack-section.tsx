import { revisionLetter, type TechpackPaper, type TechpackRevisionSummary } from '@atelier/domain';
import {
  Badge,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconFileStack } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormat } from '../../../lib/format';
import { useTechpacks } from '../api/get-techpacks';
import { useLiveTechpacks } from '../hooks/use-live-techpacks';
import { ReleaseModal } from './release-modal';
import { RevisionDownloads, type DownloadChoice } from './revision-downloads';
import { TechpackCompare } from './techpack-compare';

const LOADING = (
  <Stack gap="xs" role="status" aria-label="Loading the tech pack">
    <Skeleton height={48} />
    <Skeleton height={48} />
  </Stack>
);

interface TechpackSectionProps {
  productId: string;
  /** The product's name, which the downloaded files are named after. */
  productName: string;
  /** Whether the person may edit the product, and so release (the product's policies). */
  canRelease: boolean;
  /** Whether the person may see the product's costs, and so download a copy with them. */
  canViewCosts: boolean;
}

/**
 * A product's tech pack (issue 46 §5) on its page: the released revisions, newest first, each
 * downloadable as a PDF or an XLSX (§6: A4 or Letter; the copy with costs only for whoever may
 * see them), a release of the next one for whoever may edit the product, and a comparison of
 * any two.
 */
export function TechpackSection({
  productId,
  productName,
  canRelease,
  canViewCosts,
}: TechpackSectionProps) {
  const revisions = useTechpacks(productId);
  useLiveTechpacks(productId);
  const [releasing, setReleasing] = useState(false);
  const [paper, setPaper] = useState<TechpackPaper>('a4');
  const [costs, setCosts] = useState(false);
  const choice: DownloadChoice = { paper, costs: canViewCosts && costs };
  const next = revisionLetter((revisions.data?.[0]?.seq ?? 0) + 1);
  return (
    <SectionCard
      title="Tech pack"
      action={
        canRelease && revisions.data ? (
          <Button size="sm" onClick={() => setReleasing(true)}>
            Release revision {next}
          </Button>
        ) : undefined
      }
    >
      <QueryState
        query={revisions}
        loading={LOADING}
        errorTitle="The tech pack could not be loaded"
      >
        {(list) =>
          list.length === 0 ? (
            <ListEmpty
              icon={<IconFileStack size={26} />}
              title="No tech pack released yet"
              description={
                canRelease
                  ? 'Releasing freezes the sketches, the graded spec sheet, the fit history, the bill of materials, the costing and the construction details as revision A: what the factory builds from. Later edits make revision B.'
                  : 'When someone who edits this product releases its tech pack, each revision (A, B, C …) is listed here, exactly as the factory received it.'
              }
            />
          ) : (
            <Stack gap="lg">
              <Group gap="md">
                <SegmentedControl
                  size="xs"
                  aria-label="Paper of the PDF"
                  value={paper}
                  onChange={(value) => setPaper(value as TechpackPaper)}
                  data={[
                    { value: 'a4', label: 'A4' },
                    { value: 'letter', label: 'Letter' },
                  ]}
                />
                {canViewCosts && (
                  <Switch
                    size="sm"
                    label="With costs (internal)"
                    checked={costs}
                    onChange={(event) => setCosts(event.currentTarget.checked)}
                  />
                )}
              </Group>
              <RevisionList
                revisions={list}
                download={(revision) => (
                  <RevisionDownloads
                    productId={productId}
                    productName={productName}
                    revision={revision}
                    choice={choice}
                  />
                )}
              />
              {list.length > 1 && <TechpackCompare productId={productId} revisions={list} />}
            </Stack>
          )
        }
      </QueryState>
      {canRelease && (
        <ReleaseModal
          productId={productId}
          next={next}
          opened={releasing}
          onClose={() => setReleasing(false)}
        />
      )}
    </SectionCard>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a revision holds, in a few words. */
function contents({ summary }: TechpackRevisionSummary) {
  return [
    plural(summary.sketches, 'sketch', 'sketches'),
    plural(summary.specRows, 'point of measure', 'points of measure'),
    plural(summary.sizes, 'size', 'sizes'),
    plural(summary.fits, 'fit session', 'fit sessions'),
    plural(summary.colourways, 'colourway', 'colourways'),
    plural(summary.bomLines, 'BOM line', 'BOM lines'),
    plural(summary.callouts, 'callout', 'callouts'),
  ].join(' · ');
}

function RevisionList({
  revisions,
  download,
}: {
  revisions: readonly TechpackRevisionSummary[];
  download: (revision: TechpackRevisionSummary) => ReactNode;
}) {
  const { formatDateTime } = useFormat();
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      aria-label="Tech pack revisions"
      style={{ listStyle: 'none' }}
    >
      {revisions.map((revision) => (
        <Group component="li" key={revision._id} gap="sm" wrap="nowrap" align="flex-start">
          <Badge size="xl" radius="sm" variant="light" aria-hidden style={{ flexShrink: 0 }}>
            {revision.revision}
          </Badge>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              Revision {revision.revision}
              <Text span size="sm" fw={400} c="dimmed">
                {' '}
                · {formatDateTime(revision.releasedAt)} · {revision.releasedBy?.name ?? 'someone'}
              </Text>
            </Text>
            {revision.note && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {revision.note}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {contents(revision)}
            </Text>
            {download(revision)}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
