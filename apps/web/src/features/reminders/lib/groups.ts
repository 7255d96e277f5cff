import type { Reminder } from '@atelier/domain';

export const REMINDER_GROUPS = ['Overdue', 'Today', 'Upcoming', 'Done'] as const;
export type ReminderGroup = (typeof REMINDER_GROUPS)[number];

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** Where a reminder sits on the page, by the user's own clock and calendar day. */
export function groupOf(reminder: Reminder, now: Date): ReminderGroup {
  if (reminder.isDone || !reminder.nextAt) return 'Done';
  const next = new Date(reminder.nextAt);
  if (next < now) return 'Overdue';
  return sameLocalDay(next, now) ? 'Today' : 'Upcoming';
}

export function groupReminders(reminders: readonly Reminder[], now: Date) {
  const groups = new Map<ReminderGroup, Reminder[]>(REMINDER_GROUPS.map((group) => [group, []]));
  for (const reminder of reminders) groups.get(groupOf(reminder, now))!.push(reminder);
  return groups;
}

/** Snoozes the page offers: ten minutes, an hour, or the same time tomorrow. */
export const SNOOZES = [
  { label: '10 minutes', minutes: 10 },
  { label: '1 hour', minutes: 60 },
  { label: 'Tomorrow', minutes: 1440 },
] as const;
