import {
  REMINDER_LEADS,
  ZCreateReminderSchema,
  type Reminder,
  type ReminderLead,
  type ReminderRepeat,
  type ReminderType,
} from '@atelier/domain';
import { z } from 'zod';
import type { FormatSettings } from '../../../lib/format';

/** What the form holds: the due time as the picker gives it, local 'YYYY-MM-DD HH:mm:ss'. */
export interface ReminderFormValues {
  teamId: string;
  title: string;
  note: string;
  dueAt: string | null;
  type: ReminderType;
  productId: string | null;
  repeat: ReminderRepeat | null;
  leadMinutes: ReminderLead;
  timeZone: string;
}

export const REMINDER_FORM_FIELDS = [
  'title',
  'note',
  'dueAt',
  'type',
  'productId',
  'repeat',
  'leadMinutes',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the picker's local 'YYYY-MM-DD HH:mm:ss'. */
export function toPickerValue(instant: string | Date): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:00`;
}

/** The picker's local time as an ISO instant (UTC), or the text itself when it is no time. */
export function fromPickerValue(value: string | null): string | undefined {
  if (!value) return undefined;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The domain's schema, read from the form's values: the same rules as the server's. */
export const ZReminderForm = z.preprocess((values) => {
  const form = values as ReminderFormValues;
  return { ...form, dueAt: fromPickerValue(form.dueAt) };
}, ZCreateReminderSchema) as unknown as z.ZodType<
  z.output<typeof ZCreateReminderSchema>,
  ReminderFormValues
>;

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function reminderFormValues(
  teamId: string,
  reminder: Reminder | null,
  now = new Date(),
): ReminderFormValues {
  if (reminder) {
    return {
      teamId,
      title: reminder.title,
      note: reminder.note,
      dueAt: toPickerValue(reminder.nextAt ?? reminder.dueAt),
      type: reminder.type,
      productId: reminder.product?._id ?? null,
      repeat: reminder.repeat,
      leadMinutes: (REMINDER_LEADS as readonly number[]).includes(reminder.leadMinutes)
        ? (reminder.leadMinutes as ReminderLead)
        : 0,
      timeZone: browserTimeZone(),
    };
  }
  // The next full hour, a time people plan around.
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return {
    teamId,
    title: '',
    note: '',
    dueAt: toPickerValue(next),
    type: 'Self Reminder',
    productId: null,
    repeat: null,
    leadMinutes: 0,
    timeZone: browserTimeZone(),
  };
}

/** The dayjs format of the picker, after the user's date and time settings. */
export function pickerFormat(settings: Pick<FormatSettings, 'dateFormat' | 'timeFormat'>): string {
  const date = settings.dateFormat.toUpperCase();
  return `${date} ${settings.timeFormat === '12 Hour' ? 'hh:mm A' : 'HH:mm'}`;
}
