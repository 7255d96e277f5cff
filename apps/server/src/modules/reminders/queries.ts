/** Drizzle queries of reminders; the lists are scoped by the policy's visibility fragment. */
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  products,
  reminderFirings,
  reminders,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import { isVisibleReminder, membershipColumns, membershipOf } from '../policy/visibility.ts';

export type ReminderValues = Omit<typeof reminders.$inferInsert, 'id' | 'createdAt'>;

function cards(executor: Executor, userId: string) {
  return executor
    .select({
      reminder: reminders,
      productName: products.name,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      ...membershipColumns(),
    })
    .from(reminders)
    .innerJoin(teams, eq(teams.id, reminders.teamId))
    .leftJoin(teamMembers, membershipOf(reminders.teamId, userId))
    .leftJoin(products, eq(products.id, reminders.productId))
    .leftJoin(users, eq(users.id, reminders.createdBy))
    .$dynamic();
}

export type ReminderCardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number];

const visibleIn = (userId: string, teamId: string) =>
  and(eq(reminders.teamId, teamId), isVisibleReminder(reminders, userId));

/** A page of the team's reminders the user sees: open ones by their next time, then done ones. */
export function listReminders(
  executor: Executor,
  userId: string,
  teamId: string,
  page: { page: number; limit: number },
) {
  return cards(executor, userId)
    .where(visibleIn(userId, teamId))
    .orderBy(
      sql`(${reminders.doneAt} is not null)`,
      sql`${reminders.nextAt} asc nulls last`,
      asc(reminders.id),
    )
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

export async function countReminders(executor: Executor, userId: string, teamId: string) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(reminders)
    .where(visibleIn(userId, teamId));
  return row?.total ?? 0;
}

/**
 * The reminders that may be due within [from, to): a single one due (or snoozed to) inside it, a
 * repeating one that starts before its end and has not ended before its start. The caller expands
 * the repeats and keeps those with an occurrence in the range.
 */
export function remindersInRange(
  executor: Executor,
  userId: string,
  teamId: string,
  from: Date,
  to: Date,
) {
  return cards(executor, userId)
    .where(
      and(
        visibleIn(userId, teamId),
        or(
          and(
            isNull(reminders.rrule),
            gte(sql`coalesce(${reminders.nextAt}, ${reminders.dueAt})`, from),
            lt(sql`coalesce(${reminders.nextAt}, ${reminders.dueAt})`, to),
          ),
          and(
            sql`${reminders.rrule} is not null`,
            lt(reminders.dueAt, to),
            or(isNull(reminders.repeatUntil), gte(reminders.repeatUntil, from)),
            or(isNull(reminders.doneAt), gte(reminders.doneAt, from)),
          ),
        ),
      ),
    )
    .orderBy(asc(reminders.dueAt), asc(reminders.id));
}

/** One reminder's card, whatever the user may see (the service authorizes the read). */
export async function reminderCard(executor: Executor, userId: string, id: string) {
  const [row] = await cards(executor, userId).where(eq(reminders.id, id));
  return row;
}

/** Locks the reminder for the rest of the transaction: edits and its firing job queue. */
export async function lockReminder(executor: Executor, id: string) {
  const [row] = await executor.select().from(reminders).where(eq(reminders.id, id)).for('update');
  return row;
}

/** Locks the reminders for the rest of the transaction, in id order so two batches never deadlock. */
export function lockReminders(executor: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(reminders)
    .where(inArray(reminders.id, [...ids]))
    .orderBy(asc(reminders.id))
    .for('update');
}

export async function insertReminder(executor: Executor, values: ReminderValues) {
  const [row] = await executor.insert(reminders).values(values).returning();
  return row!;
}

export async function updateReminder(
  executor: Executor,
  id: string,
  values: Partial<ReminderValues>,
) {
  const [row] = await executor
    .update(reminders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reminders.id, id))
    .returning();
  return row!;
}

export async function deleteReminder(executor: Executor, id: string) {
  await executor.delete(reminders).where(eq(reminders.id, id));
}

export interface Firing {
  reminderId: string;
  occurrence: Date;
  firedAt: Date;
  isLate: boolean;
  recipients: number;
}

/**
 * Records that the occurrences were announced; answers the ids of the reminders whose occurrence
 * was not yet (the exactly-once guard: the primary key (reminder_id, occurrence), in the
 * transaction of the notifications).
 */
export async function recordFirings(executor: Executor, firings: readonly Firing[]) {
  if (firings.length === 0) return new Set<string>();
  const inserted = await executor
    .insert(reminderFirings)
    .values([...firings])
    .onConflictDoNothing()
    .returning({ reminderId: reminderFirings.reminderId });
  return new Set(inserted.map((row) => row.reminderId));
}

export interface Advance {
  id: string;
  nextAt: Date | null;
  doneAt: Date | null;
  firedAt: Date;
}

/** Moves fired reminders on in one statement: fired at, next due (or done), no longer snoozed. */
export async function advanceReminders(executor: Executor, advances: readonly Advance[]) {
  if (advances.length === 0) return;
  const at = (date: Date | null) => sql`${date?.toISOString() ?? null}::timestamptz`;
  const values = sql.join(
    advances.map(
      (advance) =>
        sql`(${advance.id}::uuid, ${at(advance.nextAt)}, ${at(advance.doneAt)}, ${at(advance.firedAt)})`,
    ),
    sql`, `,
  );
  await executor
    .update(reminders)
    .set({
      nextAt: sql`moved.next_at`,
      doneAt: sql`moved.done_at`,
      lastFiredAt: sql`moved.fired_at`,
      isSnoozed: false,
      updatedAt: new Date(),
    })
    .from(sql`(VALUES ${values}) AS moved(id, next_at, done_at, fired_at)`)
    // The ids again, so the rows are found through the primary key rather than by hashing the
    // whole table against the list.
    .where(
      and(
        sql`${reminders.id} = moved.id`,
        inArray(
          reminders.id,
          advances.map((advance) => advance.id),
        ),
      ),
    );
}
