import {
  revisionLetter,
  type TechpackLink,
  type TechpackPaper,
  type TechpackRevisionSummary,
} from '@atelier/domain';
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
import { IconFileStack, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useTechpacks } from '../api/get-techpacks';
import { useTechpackLinks } from '../api/techpack-links';
import { useLiveTechpacks } from '../hooks/use-live-techpacks';
import { ReleaseModal } from './release-modal';
import { RevisionDownloads, type DownloadChoice } from './revision-downloads';
import { SendToFactoryModal } from './send-to-factory-modal';
import { TechpackCompare } from './techpack-compare';
import { TechpackLinksList } from './techpack-links-list';
import { useTechPackT, type TechPackTranslate } from '../i18n';

function Loading() {
  const t = useT();
  return (
    <Stack gap="xs" role="status" aria-label={t('product.loadingTechpack')}>
      <Skeleton height={48} />
      <Skeleton height={48} />
    </Stack>
  );
}

const LOADING = <Loading />;

interface TechpackSectionProps {
  productId: string;
  /** The product's name, which the downloaded files are named after. */
  productName: string;
  /** Whether the person may edit the product, and so release (the product's policies). */
  canRelease: boolean;
  /** Whether the person may see the product's costs, and so download a copy with them. */
  canViewCosts: boolean;
  /** Whether the person may share the product, and so send a revision to a factory. */
  canShare?: boolean;
}

/**
 * A product's tech pack (issue 46 §5) on its page: the released revisions, newest first, each
 * downloadable as a PDF or an XLSX (§6: A4 or Letter; the copy with costs only for whoever may
 * see them), a release of the next one for whoever may edit the product, and a comparison of
 * any two. Whoever may share the product sends a revision to a factory by link and sees its
 * links (§7).
 */
export function TechpackSection({
  productId,
  productName,
  canRelease,
  canViewCosts,
  canShare = false,
}: TechpackSectionProps) {
  const t = useTechPackT();
  const revisions = useTechpacks(productId);
  const links = useTechpackLinks(productId, canShare);
  useLiveTechpacks(productId);
  const [releasing, setReleasing] = useState(false);
  const [paper, setPaper] = useState<TechpackPaper>('a4');
  const [costs, setCosts] = useState(false);
  const choice: DownloadChoice = { paper, costs: canViewCosts && costs };
  const [sending, setSending] = useState<TechpackRevisionSummary | null>(null);
  const next = revisionLetter((revisions.data?.[0]?.seq ?? 0) + 1);
  return (
    <SectionCard
      title={t('tp.title')}
      action={
        canRelease && revisions.data ? (
          <Button size="sm" onClick={() => setReleasing(true)}>
            {t('tp.release', { next })}
          </Button>
        ) : undefined
      }
    >
      <QueryState query={revisions} loading={LOADING} errorTitle={t('tp.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <ListEmpty
              icon={<IconFileStack size={26} />}
              title={t('tp.empty')}
              description={canRelease ? t('tp.emptyEdit') : t('tp.emptyRead')}
            />
          ) : (
            <Stack gap="lg">
              <Group gap="md">
                <SegmentedControl
                  size="xs"
                  aria-label={t('tp.paper')}
                  value={paper}
                  onChange={(value) => setPaper(value as TechpackPaper)}
                  data={[
                    { value: 'a4', label: 'A4' },
                    { value: 'letter', label: t('tp.letter') },
                  ]}
                />
                {canViewCosts && (
                  <Switch
                    size="sm"
                    label={t('tp.withCosts')}
                    checked={costs}
                    onChange={(event) => setCosts(event.currentTarget.checked)}
                  />
                )}
              </Group>
              <RevisionList
                productId={productId}
                revisions={list}
                links={canShare ? (links.data ?? []) : null}
                onSend={setSending}
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
      {canShare && (
        <SendToFactoryModal
          productId={productId}
          revision={sending}
          onClose={() => setSending(null)}
        />
      )}
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

/** What a revision holds, in a few words. */
function contents(t: TechPackTranslate, { summary }: TechpackRevisionSummary) {
  return t('tp.contents', {
    sketches: summary.sketches,
    poms: summary.specRows,
    sizes: summary.sizes,
    fits: summary.fits,
    colourways: summary.colourways,
    bom: summary.bomLines,
    callouts: summary.callouts,
  });
}

interface RevisionListProps {
  productId: string;
  revisions: readonly TechpackRevisionSummary[];
  /** The product's links to factories, for whoever may send them; null for anyone else. */
  links: readonly TechpackLink[] | null;
  onSend: (revision: TechpackRevisionSummary) => void;
  download: (revision: TechpackRevisionSummary) => ReactNode;
}

function RevisionList({ productId, revisions, links, onSend, download }: RevisionListProps) {
  const t = useTechPackT();
  const tApp = useT();
  const { formatDateTime } = useFormat();
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      aria-label={t('tp.revisions')}
      style={{ listStyle: 'none' }}
    >
      {revisions.map((revision) => (
        <Group component="li" key={revision._id} gap="sm" wrap="nowrap" align="flex-start">
          <Badge size="xl" radius="sm" variant="light" aria-hidden style={{ flexShrink: 0 }}>
            {revision.revision}
          </Badge>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600}>
              {tApp('fit.revision', { revision: revision.revision })}
              <Text span size="sm" fw={400} c="dimmed">
                {' '}
                {t('tp.releasedBy', {
                  date: formatDateTime(revision.releasedAt),
                  name: revision.releasedBy?.name ?? tApp('spec.rev.someone'),
                })}
              </Text>
            </Text>
            {revision.note && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {revision.note}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {contents(t, revision)}
            </Text>
            {download(revision)}
            {links && (
              <Stack gap="xs" mt={6}>
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconSend size={14} aria-hidden />}
                    aria-label={t('tp.sendLabel', { revision: revision.revision })}
                    onClick={() => onSend(revision)}
                  >
                    {t('tp.send')}
                  </Button>
                </Group>
                <TechpackLinksList
                  productId={productId}
                  revision={revision.revision}
                  links={links.filter((link) => link.revisionId === revision._id)}
                />
              </Stack>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
