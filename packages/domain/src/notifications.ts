import { z } from 'zod';

/** Notification keys of SPEC §3 (the web app reacts to each by key). */
export const NOTIFICATION_KEYS = [
  'reqTeamId',
  'joinTeamId',
  'deleteTeamId',
  'addExistingUserInTeam',
  'shareProduct',
  'likeProduct',
  'productComment',
  'Reminder',
  'Team Permissions',
  // Beyond SPEC §3's list: a calendar event's notice, under the 'New event added in calender'
  // setting (docs/decisions.md).
  'calendarEvent',
  /** Not in SPEC §3's list: a task was assigned to the user (issue 13; docs/decisions.md). */
  'assignTask',
  /** Not in SPEC §3's list: a direct message or a mention in a channel (issue 14). */
  'newMessage',
  /** Not in SPEC §3's list: a team's new announcement, under the 'New announcement' setting. */
  'announcement',
  /** Not in SPEC §3's list: a product asks for the user's approval, or got its answer (issue 36). */
  'approval',
  /** Not in SPEC §3's list: a sample request made, answered, received or late (issue 47 §3). */
  'sample',
  /** Not in SPEC §3's list: a webhook endpoint was turned off after a day of failures (issue 49). */
  'webhook',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/**
 * Notices whose text each reader reads in their own language (issue 47 §4): the notification's
 * `payload.notice` names one with its values; `message` keeps the English text for everything
 * else (and for a client that does not know the key, and for rows written before the key). The
 * sample requests' notices, and a product's like, share and comment (or mention): `{ actor,
 * product }`. Then every other kind: a team's (`{ actor, team }`; permissions `{ team }`), a
 * reminder (`{ title, due, count, late }`: `due` one of now, minutes, hours, days, overdue, `count`
 * the minutes, hours or days, `late` yes or no), a calendar event (`{ title }`), a task (`{ actor,
 * task, team }`), a message (`{ actor }`), an announcement (`{ team, title }`) and an approval
 * (`{ actor, product, stage }`, `stage` a product stage's id, plus `comment` for changes). What a
 * person wrote (a name, a title, a comment) is a value, as written; never translated.
 */
export const NOTICE_KEYS = [
  'sampleRequested',
  'sampleAcknowledged',
  'sampleShipped',
  'sampleMeasured',
  'samplePhotos',
  'sampleReceived',
  'sampleLate',
  'sampleWithdrawn',
  'productLiked',
  'productShared',
  'productCommented',
  'productMentioned',
  'teamJoinRequested',
  'teamJoined',
  'teamDeleted',
  'teamAdded',
  'teamInvited',
  'teamPermissionsUpdated',
  'reminderDue',
  'calendarEventAdded',
  'taskAssigned',
  'messageSent',
  'messageMentioned',
  'announcementPosted',
  'approvalRequested',
  'approvalGranted',
  'approvalChangesRequested',
] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];
export const ZNotice = z.object({
  key: z.enum(NOTICE_KEYS),
  values: z.record(z.string(), z.string()),
});
export type Notice = z.infer<typeof ZNotice>;

/** A notification as the list and the socket's `notification` event carry it (SPEC §3). */
export const ZAppNotification = z.object({
  _id: z.string(),
  key: z.enum(NOTIFICATION_KEYS),
  message: z.string(),
  /** The user it is for. */
  user: z.string(),
  teamId: z.string().nullable(),
  productId: z.string().nullable(),
  imgId: z.string().nullable(),
  createdTime: z.string(),
  isRead: z.boolean(),
  actor: z
    .object({ _id: z.string(), firstName: z.string(), profilePicture: z.string().nullable() })
    .nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type AppNotification = z.infer<typeof ZAppNotification>;
