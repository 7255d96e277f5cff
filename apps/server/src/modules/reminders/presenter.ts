/** The only place reminder responses are shaped. */
import { displayName } from '@atelier/domain';
import type { Reminder } from '@atelier/domain';
import { decideProduct } from '../policy/product.ts';
import { reminderPolicies } from '../policy/reminder.ts';
import { membershipOfRow } from '../policy/standing.ts';
import type { Standing } from '../policy/standing.ts';
import type { ReminderCardRow } from './queries.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentReminder(
  row: ReminderCardRow,
  userId: string,
  occurrences?: Date[],
): Reminder {
  const { reminder } = row;
  const standing: Standing = { kind: 'user', userId, membership: membershipOfRow(row, userId) };
  // The product's name only for those who may view the team's products.
  const mayViewProduct =
    reminder.productId !== null &&
    decideProduct(standing, 'view', { id: reminder.productId, teamId: reminder.teamId }).allowed;
  return {
    _id: reminder.id,
    teamId: reminder.teamId,
    type: reminder.type,
    title: reminder.title,
    note: reminder.note,
    dueAt: reminder.dueAt.toISOString(),
    nextAt: reminder.doneAt ? null : iso(reminder.nextAt),
    repeat: reminder.repeat,
    repeatUntil: iso(reminder.repeatUntil),
    repeatCount: reminder.repeatCount,
    rrule: reminder.rrule,
    leadMinutes: reminder.leadMinutes,
    timeZone: reminder.timeZone,
    product:
      mayViewProduct && row.productName !== null
        ? { _id: reminder.productId!, name: row.productName }
        : null,
    createdBy:
      row.creatorFirstName !== null
        ? {
            _id: reminder.createdBy,
            name: displayName({
              firstName: row.creatorFirstName,
              lastName: row.creatorLastName ?? '',
            }),
          }
        : null,
    isSnoozed: reminder.isSnoozed && !reminder.doneAt,
    isDone: reminder.doneAt !== null,
    doneAt: iso(reminder.doneAt),
    lastFiredAt: iso(reminder.lastFiredAt),
    ...(occurrences ? { occurrences: occurrences.map((date) => date.toISOString()) } : {}),
    createdAt: reminder.createdAt.toISOString(),
    updatedAt: reminder.updatedAt.toISOString(),
    policies: reminderPolicies(standing, reminder),
  };
}
