import {
  ZCreateAnnouncementSchema,
  type Announcement,
  type TUpdateAnnouncementSchema,
} from '@atelier/domain';
import { z } from 'zod';
import { fromPickerValue, toPickerValue } from '../../../lib/date-picker';

/** What the form holds: the expiry as the picker gives it, local 'YYYY-MM-DD HH:mm:ss'. */
export interface AnnouncementFormValues {
  teamId: string;
  title: string;
  body: string;
  pinned: boolean;
  expiresAt: string | null;
}

export type AnnouncementFormOutput = z.output<typeof ZCreateAnnouncementSchema>;

export const ANNOUNCEMENT_FORM_FIELDS = ['title', 'body', 'pinned', 'expiresAt'] as const;

/** The domain's schema, read from the form's values: the same rules as the server's. */
export const ZAnnouncementForm = z.preprocess((values) => {
  const form = values as AnnouncementFormValues;
  return { ...form, expiresAt: form.expiresAt ? fromPickerValue(form.expiresAt) : null };
}, ZCreateAnnouncementSchema) as unknown as z.ZodType<
  AnnouncementFormOutput,
  AnnouncementFormValues
>;

export function announcementFormValues(
  teamId: string,
  announcement: Announcement | null,
): AnnouncementFormValues {
  return {
    teamId,
    title: announcement?.title ?? '',
    body: announcement?.body ?? '',
    pinned: announcement?.pinned ?? false,
    expiresAt: announcement?.expiresAt ? toPickerValue(announcement.expiresAt) : null,
  };
}

/** What an edit changes: only the fields that differ from the announcement. */
export function announcementChanges(
  announcement: Announcement,
  values: AnnouncementFormOutput,
): TUpdateAnnouncementSchema {
  const changes: TUpdateAnnouncementSchema = {};
  if (values.title !== announcement.title) changes.title = values.title;
  if (values.body !== announcement.body) changes.body = values.body;
  if (values.pinned !== announcement.pinned) changes.pinned = values.pinned;
  const expiresAt = values.expiresAt ?? null;
  const before = announcement.expiresAt ? Date.parse(announcement.expiresAt) : null;
  if ((expiresAt ? Date.parse(expiresAt) : null) !== before) changes.expiresAt = expiresAt;
  return changes;
}
