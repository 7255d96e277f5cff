import '@mantine/dates/styles.css';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, type Announcement } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Paper, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { CharCount } from '../../../components/form/char-count';
import { FormModal } from '../../../components/form/form-modal';
import { DateTimeField } from '../../../components/form/date-time-field';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api/save-announcement';
import {
  ANNOUNCEMENT_FORM_FIELDS,
  announcementChanges,
  announcementFormValues,
  ZAnnouncementForm,
  type AnnouncementFormOutput,
  type AnnouncementFormValues,
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
    <FormModal<AnnouncementFormValues, AnnouncementFormOutput>
      opened={opened}
      onClose={onClose}
      title={announcement ? 'Edit announcement' : 'New announcement'}
      size="lg"
      resolver={zodResolver(ZAnnouncementForm)}
      defaultValues={announcementFormValues(teamId, announcement)}
      fields={ANNOUNCEMENT_FORM_FIELDS}
      submitLabel={announcement ? 'Save' : 'Post announcement'}
      onSubmit={async (values) => {
        if (announcement) {
          const body = announcementChanges(announcement, values);
          if (Object.keys(body).length === 0) return null;
          return (await update.mutateAsync({ id: announcement._id, body })).responseMessage;
        }
        return (await create.mutateAsync(values)).responseMessage;
      }}
    >
      {(form) => {
        const { errors } = form.formState;
        const body = form.watch('body') ?? '';
        return (
          <Stack gap="md">
            <TextInput
              label="Title"
              withAsterisk
              placeholder="e.g. Studio closed on Friday"
              autoComplete="off"
              maxLength={ANNOUNCEMENT_TITLE_MAX + 20}
              {...form.register('title')}
              error={errors.title?.message}
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
                  description={
                    <Group component="span" justify="space-between">
                      <span>Markdown: **bold**, _italic_, - lists, [links](https://…).</span>
                      <CharCount length={body.length} max={ANNOUNCEMENT_BODY_MAX} />
                    </Group>
                  }
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
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
            <Controller
              control={form.control}
              name="pinned"
              render={({ field }) => (
                <Switch
                  label="Pin to the top"
                  description="Pinned announcements show before the others."
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={form.control}
              name="expiresAt"
              render={({ field, fieldState }) => (
                <DateTimeField
                  label="Show until"
                  description="Optional: it disappears for everyone after this time."
                  placeholder="Until it is deleted"
                  clearable
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        );
      }}
    </FormModal>
  );
}
