/**
 * Reminders (issue 13): a title and note due at a time, for oneself (Self Reminder) or the whole
 * team (Team Reminder, SPEC §3), optionally about a product, optionally repeating, announced a
 * lead time before. Shared by the reminder form and the routes.
 */
import { z } from 'zod';
import { checkRange, zInstant } from './dates.ts';
import { messages } from './messages.ts';
import { zPage, zPageSize, zRecordId } from './teams.ts';
import { hasChanges, nothingToChange } from './updates.ts';
import { zOptionalText, zRequiredText } from './text.ts';

/** SPEC §3's reminder types, verbatim. */
export const REMINDER_TYPES = ['Self Reminder', 'Team Reminder'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** How a reminder repeats; stored as an RFC 5545 rule (docs/decisions.md). */
export const REMINDER_REPEATS = ['daily', 'weekly', 'monthly', 'weekdays'] as const;
export type ReminderRepeat = (typeof REMINDER_REPEATS)[number];
export const REMINDER_REPEAT_LABELS: Record<ReminderRepeat, string> = {
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
  weekdays: 'On weekdays (Mon–Fri)',
};

/** How long before the due time the reminder is sent: at the time, 10 min, 1 h or 1 day. */
export const REMINDER_LEADS = [0, 10, 60, 1440] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];
export const REMINDER_LEAD_LABELS: Record<ReminderLead, string> = {
  0: 'At the time',
  10: '10 minutes before',
  60: '1 hour before',
  1440: '1 day before',
};

export const REMINDER_TITLE_MAX = 100;
export const REMINDER_NOTE_MAX = 500;
/** A repeating reminder ends after at most this many times; a series without an end is open. */
export const REMINDER_MAX_OCCURRENCES = 1000;
/** The longest range a list may expand occurrences over (a daily reminder: one a day). */
export const REMINDER_RANGE_MAX_DAYS = 366;
/** Snoozing moves the next alarm by at most a week. */
export const REMINDER_SNOOZE_MAX_MINUTES = 7 * 1440;
/** A due time this far in the past still counts as now (the browser's clock may be behind). */
export const REMINDER_PAST_GRACE_SECONDS = 60;

/** An IANA time zone the runtime knows ('Europe/Paris'); repeats follow its clock. */
export const zTimeZone = z
  .string({ error: messages.timeZoneInvalid })
  .max(64, messages.timeZoneInvalid)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, messages.timeZoneInvalid);

const reminderFields = {
  title: zRequiredText(
    REMINDER_TITLE_MAX,
    messages.reminderTitleRequired,
    messages.reminderTitleTooLong,
  ),
  note: zOptionalText(REMINDER_NOTE_MAX, messages.reminderNoteTooLong),
  dueAt: zInstant(messages.dueAtInvalid),
  type: z.enum(REMINDER_TYPES, { error: messages.reminderTypeInvalid }),
  productId: zRecordId(messages.productOfTeam).nullable(),
  repeat: z.enum(REMINDER_REPEATS, { error: messages.repeatInvalid }).nullable(),
  /** The series stops after this instant (inclusive). */
  repeatUntil: zInstant(messages.repeatUntilInvalid).nullable(),
  /** The series stops after this many times. */
  repeatCount: z
    .number({ error: messages.repeatTooMany })
    .int({ message: messages.repeatTooMany, abort: true })
    .min(1, messages.repeatTooMany)
    .max(REMINDER_MAX_OCCURRENCES, messages.repeatTooMany)
    .nullable(),
  leadMinutes: z
    .number({ error: messages.leadInvalid })
    .refine((lead) => (REMINDER_LEADS as readonly number[]).includes(lead), messages.leadInvalid),
  timeZone: zTimeZone,
};

/** RFC 5545: a rule ends by UNTIL or by COUNT, never both; either needs a repeat to end. */
const endsOnce: [
  (input: {
    repeat?: string | null | undefined;
    repeatUntil?: string | null | undefined;
    repeatCount?: number | null | undefined;
  }) => boolean,
  { message: string; path: string[] },
] = [
  (input) => !(input.repeatUntil && input.repeatCount),
  { message: messages.repeatEndChoice, path: ['repeatCount'] },
];

export const ZCreateReminderSchema = z
  .object({
    teamId: zRecordId(messages.teamSelectRequired),
    title: reminderFields.title,
    note: reminderFields.note.default(''),
    dueAt: reminderFields.dueAt,
    type: reminderFields.type,
    productId: reminderFields.productId.optional(),
    repeat: reminderFields.repeat.optional(),
    repeatUntil: reminderFields.repeatUntil.optional(),
    repeatCount: reminderFields.repeatCount.optional(),
    leadMinutes: reminderFields.leadMinutes.default(0),
    timeZone: reminderFields.timeZone.default('UTC'),
  })
  .refine(...endsOnce);
export type TCreateReminderSchema = z.input<typeof ZCreateReminderSchema>;

/**
 * `PUT reminder/{id}` does one thing at a time: edit fields (any of them), snooze
 * (`{ snoozeMinutes }`: the next alarm in that many minutes) or mark done (`{ done: true }`;
 * `false` reopens). A reminder stays in its team (a teamId sent along is ignored).
 */
export const ZUpdateReminderSchema = z
  .object(reminderFields)
  .partial()
  .extend({
    snoozeMinutes: z
      .number({ error: messages.snoozeInvalid })
      .int({ message: messages.snoozeInvalid, abort: true })
      .min(1, messages.snoozeInvalid)
      .max(REMINDER_SNOOZE_MAX_MINUTES, messages.snoozeInvalid)
      .optional(),
    done: z.boolean({ error: messages.reminderDoneInvalid }).optional(),
  })
  .refine(...endsOnce)
  .superRefine((input, context) => {
    const { snoozeMinutes, done, ...fields } = input;
    const edits = hasChanges(fields);
    const kinds = [edits, snoozeMinutes !== undefined, done !== undefined].filter(Boolean).length;
    if (kinds === 0) {
      context.addIssue({ code: 'custom', ...nothingToChange() });
    } else if (kinds > 1) {
      context.addIssue({ code: 'custom', message: messages.reminderOneChange, path: ['done'] });
    }
  });
export type TUpdateReminderSchema = z.input<typeof ZUpdateReminderSchema>;

/**
 * `GET reminder/reminderByTeam/{teamId}?page&limit&from&to`: without a range, the team's
 * reminders the user may see, open ones by their next time, then done ones. With `from` and `to`
 * (a calendar's view), those with an occurrence in [from, to), each with its occurrences there.
 */
export const ZReminderListQuery = z
  .object({
    page: zPage,
    limit: zPageSize,
    from: zInstant(messages.rangeInvalid).optional(),
    to: zInstant(messages.rangeInvalid).optional(),
  })
  .superRefine(checkRange(REMINDER_RANGE_MAX_DAYS));
export type TReminderListQuery = z.input<typeof ZReminderListQuery>;

const ZNamedRef = z.object({ _id: z.string(), name: z.string() });

export const ZReminderPolicies = z.object({ edit: z.boolean(), delete: z.boolean() });
export type ReminderPolicies = z.infer<typeof ZReminderPolicies>;

export const ZReminder = z.object({
  _id: z.string(),
  teamId: z.string(),
  type: z.enum(REMINDER_TYPES),
  title: z.string(),
  note: z.string(),
  /** The first time it is due, as set (a repeat's start). */
  dueAt: z.string(),
  /** When it is next due (a snooze moves it), null once done or once its series has ended. */
  nextAt: z.string().nullable(),
  repeat: z.enum(REMINDER_REPEATS).nullable(),
  repeatUntil: z.string().nullable(),
  repeatCount: z.number().nullable(),
  /** The RFC 5545 rule the repeat is stored as. */
  rrule: z.string().nullable(),
  leadMinutes: z.number(),
  timeZone: z.string(),
  /** The linked product; null when there is none or the user may not view the team's products. */
  product: ZNamedRef.nullable(),
  createdBy: ZNamedRef.nullable(),
  isSnoozed: z.boolean(),
  isDone: z.boolean(),
  doneAt: z.string().nullable(),
  lastFiredAt: z.string().nullable(),
  /** With a range (`from`, `to`): the times it is due within it. */
  occurrences: z.array(z.string()).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policies: ZReminderPolicies,
});
export type Reminder = z.infer<typeof ZReminder>;

/** The live event (realtime.ts): ids only, so open lists refetch through the policy. */
export interface ReminderChange {
  teamId: string;
  reminderId: string;
  change: 'created' | 'updated' | 'deleted' | 'fired';
}
