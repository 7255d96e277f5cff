/**
 * Every realtime event, declared once (DESIGN §4): the server emits only these names with these
 * payloads, and the web app listens only to them. A new live update adds its line here.
 */
import type { AnnouncementChange } from './announcements.ts';
import type { CalendarEventChange } from './calendar.ts';
import type { CommentChange } from './comments.ts';
import type { AppNotification } from './notifications.ts';
import type { ProductChange } from './products.ts';
import type { ReminderChange } from './reminders.ts';
import type { TaskChange } from './tasks.ts';

export interface ServerToClientEvents {
  /** The socket is in its rooms: anything sent before now is fetched over HTTP. */
  ready: () => void;
  /** A notification for the user (keys of SPEC §3). */
  notification: (notification: AppNotification) => void;
  /** A product of one of the user's teams was added, edited, liked or deleted: refetch it. */
  productChanged: (change: ProductChange) => void;
  /** A comment of a product was added, edited, resolved or deleted: refetch its thread. */
  commentChanged: (change: CommentChange) => void;
  /** A reminder the user may see was added, edited, snoozed, done, fired or deleted: refetch. */
  reminderChanged: (change: ReminderChange) => void;
  /** A calendar event of one of the user's teams was added, edited, moved or deleted: refetch. */
  calendarEventChanged: (change: CalendarEventChange) => void;
  /** A task of one of the user's teams was added, edited, moved, commented or deleted: refetch. */
  taskChanged: (change: TaskChange) => void;
  /** An announcement of one of the user's teams was posted, edited or deleted: refetch. */
  announcementChanged: (change: AnnouncementChange) => void;
}

/** The client sends nothing over the socket: every action is an HTTP call. */
export type ClientToServerEvents = Record<string, never>;

export type ServerEvent = keyof ServerToClientEvents;
