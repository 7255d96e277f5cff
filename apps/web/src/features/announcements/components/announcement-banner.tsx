import type { Announcement, Team } from '@atelier/domain';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { useT } from '../../../lib/i18n';
import { runMutation } from '../../../lib/run-mutation';
import { useAnnouncements } from '../api/get-announcements';
import { useDeleteAnnouncement, useDismissAnnouncement } from '../api/save-announcement';
import { useLiveAnnouncements } from '../hooks/use-live-announcements';

// Markdown and the date picker load only when there is something to show or to write, so a
// dashboard without announcements does not wait for them.
const AnnouncementCard = lazy(() =>
  import('./announcement-card').then((module) => ({ default: module.AnnouncementCard })),
);
const AnnouncementFormModal = lazy(() =>
  import('./announcement-form-modal').then((module) => ({ default: module.AnnouncementFormModal })),
);

/** The form: posting a new one (null) or editing one; kept while it closes. */
interface FormState {
  /** Null until first opened, so its code loads only then. */
  opened: boolean | null;
  announcement: Announcement | null;
}

function BannerPlaceholder() {
  const t = useT();
  return <Skeleton height={72} radius="md" role="status" aria-label={t('announcements.loading')} />;
}

/**
 * The team's live announcements on the dashboard and the wall, pinned first: each stays until the
 * person dismisses it or it expires. Those who may post (the team's policy, not a rule of ours)
 * also get 'New announcement' and each announcement's Edit and Delete. Nothing shows to others
 * while there is nothing to read.
 */
export function AnnouncementBanner({ team }: { team: Team }) {
  useLiveAnnouncements();
  const t = useT();
  const query = useAnnouncements(team._id);
  const dismiss = useDismissAnnouncement(team._id);
  const remove = useDeleteAnnouncement();
  const [form, setForm] = useState<FormState>({ opened: null, announcement: null });
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [showDismissed, setShowDismissed] = useState(false);
  const canPost = team.policies.manageAnnouncements;
  const headingId = `announcements-${team._id}`;

  if (query.isPending) return <BannerPlaceholder />;
  // A banner that could not load stays out of the way of the page it sits on.
  if (query.isError) return null;
  const all = query.data;
  const dismissedCount = all.filter((item) => item.dismissed).length;
  const shown = all.filter((item) => showDismissed || !item.dismissed);
  if (shown.length === 0 && !canPost) return null;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap={8} wrap="nowrap">
          <IconSpeakerphone size={20} aria-hidden color="var(--mantine-color-plum-7)" />
          <Title order={2} fz="lg" id={headingId}>
            {t('announcements.title')}
          </Title>
        </Group>
        <Group gap="xs">
          {dismissedCount > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setShowDismissed((on) => !on)}
            >
              {showDismissed
                ? t('announcements.hideDismissed')
                : t('announcements.showDismissed', { count: dismissedCount })}
            </Button>
          )}
          {canPost && (
            <Button
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => setForm({ opened: true, announcement: null })}
            >
              {t('announcements.new')}
            </Button>
          )}
        </Group>
      </Group>
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('announcements.none', { team: team.name })}
        </Text>
      )}
      <Suspense fallback={<BannerPlaceholder />}>
        {shown.map((announcement) => (
          <AnnouncementCard
            key={announcement._id}
            announcement={announcement}
            onDismiss={() => void runMutation(() => dismiss.mutateAsync(announcement._id))}
            onEdit={() => setForm({ opened: true, announcement })}
            onDelete={() => setDeleting(announcement)}
          />
        ))}
      </Suspense>
      {form.opened !== null && (
        <Suspense fallback={null}>
          <AnnouncementFormModal
            teamId={team._id}
            opened={form.opened}
            announcement={form.announcement}
            onClose={() => setForm((current) => ({ ...current, opened: false }))}
          />
        </Suspense>
      )}
      <DeleteConfirm
        item={deleting}
        title={t('announcements.deleteTitle')}
        confirmLabel={t('product.delete')}
        onDelete={(item) => remove.mutateAsync(item._id)}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
      >
        {(item) => t('announcements.confirmDelete', { title: item.title, team: team.name })}
      </DeleteConfirm>
    </Stack>
  );
}

/** The banner's place while the team it belongs to is not known yet. */
AnnouncementBanner.Placeholder = BannerPlaceholder;
