import { describe, expect, it } from 'vitest';
import { ZUpdateAnnouncementSchema } from './announcements.ts';
import { ZUpdateCalendarEventSchema } from './calendar.ts';
import { messages } from './messages.ts';
import { ZUpdateReminderSchema } from './reminders.ts';
import { ZUpdateTaskSchema } from './tasks.ts';

const UPDATES = [
  ['task', ZUpdateTaskSchema],
  ['announcement', ZUpdateAnnouncementSchema],
  ['calendar event', ZUpdateCalendarEventSchema],
  ['reminder', ZUpdateReminderSchema],
] as const;

const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map(({ message, path }) => ({ message, path }));

const NOTHING = [{ message: messages.nothingToChange, path: ['title'] }];

describe('updates of a team item', () => {
  it.each(UPDATES)('%s: one that sets no field is refused on the title', (_kind, schema) => {
    expect(issuesOf(schema.safeParse({}))).toEqual(NOTHING);
  });

  it.each(UPDATES)('%s: one field alone is a change', (_kind, schema) => {
    expect(schema.safeParse({ title: 'Fit session' }).success).toBe(true);
  });

  it("calendar event: the browser's time zone, always sent, changes nothing by itself", () => {
    expect(issuesOf(ZUpdateCalendarEventSchema.safeParse({ timeZone: 'Europe/Paris' }))).toEqual(
      NOTHING,
    );
  });
});
