/**
 * The calendar (issue 13): everything of a team dated within a range, gathered from the calendar
 * sources (sources.ts) after the policy lets the user into the team, and the one way to move an
 * item, which the item's own module carries out with its own permission check.
 */
import type { CalendarItem, ZCalendarMoveSchema, ZCalendarQuery } from '@atelier/domain';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { authorize } from '../policy/policy.ts';
import { rangeOf } from './range.ts';
import type { CalendarRange } from './range.ts';
import { CALENDAR_SOURCES, sourceOf } from './sources.ts';

type Query = z.output<typeof ZCalendarQuery>;
type MoveInput = z.output<typeof ZCalendarMoveSchema>;

/** A date sorts as its UTC midnight, before the times of that day elsewhere. */
const startOf = (item: CalendarItem) =>
  Date.parse(item.start.length === 10 ? `${item.start}T00:00:00Z` : item.start);

/** Every item of the team's calendar in the range, from every source, by start. */
export async function itemsOf(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  range: CalendarRange,
) {
  const lists = await Promise.all(
    CALENDAR_SOURCES.map((source) => source.list(ctx, user, teamId, range)),
  );
  return lists.flat().sort((a, b) => startOf(a) - startOf(b) || a.id.localeCompare(b.id));
}

export async function listCalendar(ctx: AppContext, user: UserRow, query: Query) {
  // Outsiders read 404 and blocked members 403 before anything of the team is read.
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId: query.teamId });
  const range = rangeOf(new Date(query.from), new Date(query.to), query.timeZone);
  return itemsOf(ctx, user, query.teamId, range);
}

/** Moves an item by its owning module; answers where it went. */
export async function moveItem(ctx: AppContext, user: UserRow, input: MoveInput) {
  const { kind, id, start, end, timeZone } = input;
  await sourceOf(kind).move(ctx, user, id, { start, end, timeZone });
  return { kind, id, start, end: end ?? null };
}
