/**
 * Announcements (issue 14): the team's owner, or a member who may edit the team, posts a title
 * and a Markdown body, optionally pinned and optionally expiring; it shows as a banner on the
 * dashboard and the wall until each person dismisses it or it expires. Shared by the form in the
 * browser and the routes.
 */
import { z } from 'zod';
import { zInstant } from './dates.ts';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';
import { hasChanges, nothingToChange } from './updates.ts';
import { zRequiredText } from './text.ts';

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5000;
/** The most live announcements one list answers (pinned first, then newest). */
export const ANNOUNCEMENTS_LIST_MAX = 50;
/** The browser's clock may run a little behind the server's. */
const EXPIRY_GRACE_MS = 60_000;

const fields = {
  title: zRequiredText(
    ANNOUNCEMENT_TITLE_MAX,
    messages.announcementTitleRequired,
    messages.announcementTitleTooLong,
  ),
  // Kept as written (Markdown), outer blank space aside; it is rendered safely where shown.
  body: zRequiredText(
    ANNOUNCEMENT_BODY_MAX,
    messages.announcementBodyRequired,
    messages.announcementBodyTooLong,
  ),
  pinned: z.boolean({ error: messages.announcementPinnedInvalid }),
  expiresAt: zInstant(messages.announcementExpiryInvalid)
    .refine(
      (value) => Date.parse(value) > Date.now() - EXPIRY_GRACE_MS,
      messages.announcementExpiryPast,
    )
    .nullable(),
};

/** `POST announcement`: the team's other people hear of it ('New announcement'). */
export const ZCreateAnnouncementSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  title: fields.title,
  body: fields.body,
  pinned: fields.pinned.default(false),
  expiresAt: fields.expiresAt.optional(),
});
export type TCreateAnnouncementSchema = z.input<typeof ZCreateAnnouncementSchema>;

/** `PUT announcement/{id}`: any of the fields; `expiresAt: null` makes it last until deleted. */
export const ZUpdateAnnouncementSchema = z
  .object(fields)
  .partial()
  .refine(hasChanges, nothingToChange());
export type TUpdateAnnouncementSchema = z.input<typeof ZUpdateAnnouncementSchema>;

/** `GET announcement?teamId`: the team's live announcements, each saying if the user dismissed it. */
export const ZAnnouncementListQuery = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
});

export const ZAnnouncement = z.object({
  _id: z.string(),
  teamId: z.string(),
  title: z.string(),
  /** Markdown as written: render it without raw HTML and with safe links only. */
  body: z.string(),
  pinned: z.boolean(),
  expiresAt: z.string().nullable(),
  author: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Whether the user asking has dismissed it. */
  dismissed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policies: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Announcement = z.infer<typeof ZAnnouncement>;

/** The live event (realtime.ts): ids only, so open banners refetch through the policy. */
export interface AnnouncementChange {
  teamId: string;
  announcementId: string;
  change: 'created' | 'updated' | 'deleted';
}
