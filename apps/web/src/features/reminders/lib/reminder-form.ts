import {
  REMINDER_LEADS,
  ZCreateReminderSchema,
  type Reminder,
  type ReminderLead,
  type ReminderRepeat,
  type ReminderType,
} from '@atelier/domain';
import { z } from 'zod';
import { fromPickerValue, toPickerValue } from '../../../lib/date-picker';

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
