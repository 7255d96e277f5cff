import '@mantine/dates/styles.css';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, type Announcement } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Tabs, Text, Textarea } from '@mantine/core';
import { countedDescription } from '../../../components/form/char-count';
import { DateTimeController, TitleField } from '../../../components/form/dated-item-fields';
import { SwitchController } from '../../../components/form/switch-controller';
import { ItemFormModal } from '../../../components/form/item-form-modal';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api/save-announcement';
import {
  ANNOUNCEMENT_FORM_FIELDS,
  announcementChanges,
  announcementFormValues,
  ZAnnouncementForm,
} from '../lib/announcement-form';
import { AnnouncementMarkdown } from './announcement-markdown';

export interface AnnouncementFormModalProps {
  teamId: string;
  opened: boolean;
  /** The announcement to edit; null posts a new one. */
  announcement: Announcement | null;
  onClose: () => void;
}

/** Post or edit an announcement: a title, Markdown with a preview, a pin, an optional end. */
export function AnnouncementFormModal({
  teamId,
  opened,
  announcement,
  onClose,
}: AnnouncementFormModalProps) {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();

  return (
    <ItemFormModal
      opened={opened}
      onClose={onClose}
      item={announcement}
      editTitle="Edit announcement"
      createTitle="New announcement"
      createLabel="Post announcement"
      resolver={zodResolver(ZAnnouncementForm)}
      defaultValues={announcementFormValues(teamId, announcement)}
      fields={ANNOUNCEMENT_FORM_FIELDS}
      create={create}
      update={update}
      changes={announcementChanges}
    >
      {(form) => {
        const { errors } = form.formState;
        const body = form.watch('body') ?? '';
        return (
          <>
            <TitleField
              field={form.register('title')}
              error={errors.title?.message}
              placeholder="e.g. Studio closed on Friday"
              max={ANNOUNCEMENT_TITLE_MAX}
            />
            <Tabs defaultValue="write" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="write">Write</Tabs.Tab>
                <Tabs.Tab value="preview">Preview</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="write" pt="sm">
                <Textarea
                  label="Announcement"
                  withAsterisk
                  autosize
                  minRows={4}
                  maxRows={12}
                  {...form.register('body')}
                  {...countedDescription(
                    body.length,
                    ANNOUNCEMENT_BODY_MAX,
                    'Markdown: **bold**, _italic_, - lists, [links](https://…).',
                  )}
                  error={errors.body?.message}
                />
              </Tabs.Panel>
              <Tabs.Panel value="preview" pt="sm">
                <Paper withBorder p="md" mih={120}>
                  {body.trim() ? (
                    <AnnouncementMarkdown>{body}</AnnouncementMarkdown>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Nothing to preview yet.
                    </Text>
                  )}
                </Paper>
                {errors.body?.message && (
                  <Text size="xs" c="red.7" mt={4}>
                    {errors.body.message}
                  </Text>
                )}
              </Tabs.Panel>
            </Tabs>
            <SwitchController
              control={form.control}
              name="pinned"
              label="Pin to the top"
              description="Pinned announcements show before the others."
            />
            <DateTimeController
              control={form.control}
              name="expiresAt"
              label="Show until"
              description="Optional: it disappears for everyone after this time."
              placeholder="Until it is deleted"
              clearable
            />
          </>
        );
      }}
    </ItemFormModal>
  );
}
