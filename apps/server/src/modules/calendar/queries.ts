/** Drizzle queries of calendar events and feeds; lists are scoped by the policy's fragments. */
import { and, asc, eq, gt, gte, inArray, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  calendarEventAttendees,
  calendarEvents,
  calendarFeeds,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import { isVisibleTeam, membershipColumns, membershipOf } from '../policy/visibility.ts';

export type CalendarEventValues = Omit<typeof calendarEvents.$inferInsert, 'id' | 'createdAt'>;

function cards(executor: Executor, userId: string) {
  return executor
    .select({
      event: calendarEvents,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      ...membershipColumns(),
    })
    .from(calendarEvents)
    .innerJoin(teams, eq(teams.id, calendarEvents.teamId))
    .leftJoin(teamMembers, membershipOf(calendarEvents.teamId, userId))
    .leftJoin(users, eq(users.id, calendarEvents.createdBy))
    .$dynamic();
}

export type CalendarEventCardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number];

/** One event's card, whatever the user may see (the service authorizes the read). */
export async function eventCard(executor: Executor, userId: string, id: string) {
  const [row] = await cards(executor, userId).where(eq(calendarEvents.id, id));
  return row;
}

/**
 * The team's events the user sees that touch the range: a timed one overlapping [from, to) (a
 * moment inside it), an all-day one with a day in [firstDate, lastDate] (inclusive dates, kept
 * as UTC midnights with an exclusive end).
 */
export function eventsInRange(
  executor: Executor,
  userId: string,
  teamId: string,
  range: { from: Date; to: Date; firstDate: string; lastDate: string },
) {
  const firstDay = new Date(`${range.firstDate}T00:00:00Z`);
  const lastDay = new Date(`${range.lastDate}T00:00:00Z`);
  return cards(executor, userId)
    .where(
      and(
        eq(calendarEvents.teamId, teamId),
        isVisibleTeam(calendarEvents.teamId, userId),
        or(
          and(
            eq(calendarEvents.allDay, false),
            lt(calendarEvents.startAt, range.to),
            or(gt(calendarEvents.endAt, range.from), gte(calendarEvents.startAt, range.from)),
          ),
          and(
            eq(calendarEvents.allDay, true),
            lte(calendarEvents.startAt, lastDay),
            gt(calendarEvents.endAt, firstDay),
          ),
        ),
      ),
    )
    .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id));
}

/** The attendees of these events with their names, by event. */
export async function attendeesOf(executor: Executor, eventIds: readonly string[]) {
  if (eventIds.length === 0)
    return new Map<string, { id: string; firstName: string; lastName: string }[]>();
  const rows = await executor
    .select({
      eventId: calendarEventAttendees.eventId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(calendarEventAttendees)
    .innerJoin(users, eq(users.id, calendarEventAttendees.userId))
    .where(inArray(calendarEventAttendees.eventId, [...eventIds]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const byEvent = new Map<string, { id: string; firstName: string; lastName: string }[]>();
  for (const { eventId, ...person } of rows) {
    byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), person]);
  }
  return byEvent;
}

/** Locks the event for the rest of the transaction. */
export async function lockEvent(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.id, id))
    .for('update');
  return row;
}

export async function insertEvent(executor: Executor, values: CalendarEventValues) {
  const [row] = await executor.insert(calendarEvents).values(values).returning();
  return row!;
}

export async function updateEvent(
  executor: Executor,
  id: string,
  values: Partial<CalendarEventValues>,
) {
  const [row] = await executor
    .update(calendarEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(calendarEvents.id, id))
    .returning();
  return row!;
}

export async function deleteEvent(executor: Executor, id: string) {
  await executor.delete(calendarEvents).where(eq(calendarEvents.id, id));
}

/** Replaces the event's attendees with these people. */
export async function replaceAttendees(
  executor: Executor,
  eventId: string,
  userIds: readonly string[],
) {
  await executor.delete(calendarEventAttendees).where(eq(calendarEventAttendees.eventId, eventId));
  if (userIds.length === 0) return;
  await executor
    .insert(calendarEventAttendees)
    .values(userIds.map((userId) => ({ eventId, userId })));
}

/** The teams whose calendars the user sees (owner or active member), by name. */
export function visibleTeams(executor: Executor, userId: string) {
  return executor
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(isVisibleTeam(teams.id, userId))
    .orderBy(asc(teams.name), asc(teams.id));
}

export async function findFeedOf(executor: Executor, userId: string) {
  const [row] = await executor.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findFeed(executor: Executor, id: string) {
  const [row] = await executor
    .select({ feed: calendarFeeds, user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.id, id));
  return row;
}

/** A new feed for the user, replacing (and so revoking) the one they had. */
export async function replaceFeed(executor: Executor, userId: string) {
  await executor.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  const [row] = await executor.insert(calendarFeeds).values({ userId }).returning();
  return row!;
}

export async function deleteFeedOf(executor: Executor, userId: string) {
  await executor.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
