/**
 * Every realtime event, declared once (DESIGN §4): the server emits only these names with these
 * payloads, and the web app listens only to them. A new live update adds its line here.
 */
import type { AnnouncementChange } from './announcements.ts';
import type { CalendarEventChange } from './calendar.ts';
import type { CommentChange } from './comments.ts';
import type { ConstructionChange } from './construction.ts';
import type {
  ChatMessage,
  ConversationRead,
  MessageChange,
  TypingSignal,
} from './conversations.ts';
import type { AppNotification } from './notifications.ts';
import type { PresenceInput, PresenceLeaveInput, PresenceUpdate } from './presence.ts';
import type { ProductChange } from './products.ts';
import type { ReminderChange } from './reminders.ts';
import type { SampleChange } from './samples.ts';
import type { SpecChange } from './specs.ts';
import type { BomChange } from './bom.ts';
import type { TaskChange } from './tasks.ts';
import type { TechpackRelease } from './techpacks.ts';

export interface ServerToClientEvents {
  /** The socket is in its rooms: anything sent before now is fetched over HTTP. */
  ready: () => void;
  /** A notification for the user (keys of SPEC §3). */
  notification: (notification: AppNotification) => void;
  /** A product of one of the user's teams was added, edited, liked or deleted: refetch it. */
  productChanged: (change: ProductChange) => void;
  /** A product's spec sheet was saved as a new revision: open editors lay their edits over it. */
  specChanged: (change: SpecChange) => void;
  /** A product's bill of materials was saved (issue 46 §2). */
  bomChanged: (change: BomChange) => void;
  /** A product's construction callouts or notes changed: refetch them. */
  constructionChanged: (change: ConstructionChange) => void;
  /** A product's tech pack was released as a new revision (issue 46 §5): refetch the list. */
  techpackReleased: (release: TechpackRelease) => void;
  /** A sample request was made, answered or received (issue 47 §3): refetch it. */
  sampleChanged: (change: SampleChange) => void;
  /** A comment of a product was added, edited, resolved or deleted: refetch its thread. */
  commentChanged: (change: CommentChange) => void;
  /** A reminder the user may see was added, edited, snoozed, done, fired or deleted: refetch. */
  reminderChanged: (change: ReminderChange) => void;
  /** A calendar event of one of the user's teams was added, edited, moved or deleted: refetch. */
  calendarEventChanged: (change: CalendarEventChange) => void;
  /** A task of one of the user's teams was added, edited, moved, commented or deleted: refetch. */
  taskChanged: (change: TaskChange) => void;
  /** A new message in a conversation the user reads (the channel or one of their own). */
  message: (message: ChatMessage) => void;
  /** A message the user reads was edited or deleted. */
  messageChanged: (change: MessageChange) => void;
  /** Someone else is writing in a conversation the user reads. */
  typing: (signal: TypingSignal) => void;
  /** The user read a conversation, perhaps in another tab. */
  conversationRead: (read: ConversationRead) => void;
  /** An announcement of one of the user's teams was posted, edited or deleted: refetch. */
  announcementChanged: (change: AnnouncementChange) => void;
  /** Who else is on a product the user watches, where, and what they edit or type (issue 48 §4). */
  presence: (update: PresenceUpdate) => void;
}

/**
 * Every action is an HTTP call; the socket only carries passing signals: that one is typing, and
 * where on a product one is (presence).
 */
export interface ClientToServerEvents {
  typing: (input: { teamId: string; conversationId: string }) => void;
  presence: (input: PresenceInput) => void;
  presenceLeave: (input: PresenceLeaveInput) => void;
}

export type ServerEvent = keyof ServerToClientEvents;
