/**
 * The kinds of calendar items and their labels, apart from calendar.ts's schemas: the dashboard
 * shows them, and what the signed-in shell imports must not bring the validation library with it.
 */

/** What a calendar item is; each kind comes from the module that owns it (docs/decisions.md). */
export const CALENDAR_KINDS = ['deadline', 'reminder', 'event', 'task'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
export const CALENDAR_KIND_LABELS: Record<CalendarKind, string> = {
  deadline: 'Deadline',
  reminder: 'Reminder',
  event: 'Event',
  task: 'Task',
};
