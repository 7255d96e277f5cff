/**
 * The .ics export (issue 13): each person may hold one secret address that lists, in RFC 5545,
 * what their calendar shows in every team they see into — deadlines (where they may view the
 * products), reminders and events — from 30 days back to a year ahead, so it shows in Google
 * Calendar or Outlook. The address carries a signed feed id (tokens.ts); making a new one or
 * revoking deletes the old row, and the old address answers 404 at once.
 */
import ical from 'ical-generator';
import { CALENDAR_FEED_AHEAD_DAYS, CALENDAR_FEED_PAST_DAYS, messages } from '@atelier/domain';
import type { CalendarItem } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { itemsOf } from './service.ts';
import { deleteFeedOf, findFeed, findFeedOf, replaceFeed, visibleTeams } from './queries.ts';
import { rangeOf } from './range.ts';
import { feedIdOf, feedToken } from './tokens.ts';

const DAY_MS = 86_400_000;
const FEED_SUFFIX = '.ics';

const feedUrl = (ctx: AppContext, feedId: string) =>
  `${ctx.config.publicUrl}/api/v1/calendar/feed/${feedToken(ctx.secrets, feedId)}${FEED_SUFFIX}`;

export async function getFeed(ctx: AppContext, user: UserRow) {
  const feed = await findFeedOf(ctx.db, user.id);
  return { url: feed ? feedUrl(ctx, feed.id) : null };
}

/** A new secret address; the one the user had stops working. */
export async function createFeed(ctx: AppContext, user: UserRow) {
  const feed = await replaceFeed(ctx.db, user.id);
  return { url: feedUrl(ctx, feed.id) };
}

export async function revokeFeed(ctx: AppContext, user: UserRow) {
  await deleteFeedOf(ctx.db, user.id);
  return { url: null };
}

/** Where an item leads in the app. */
function linkOf(ctx: AppContext, item: CalendarItem) {
  const base = ctx.config.publicUrl;
  if (item.productId) return `${base}/productDetail/${item.productId}`;
  if (item.reminderId) return `${base}/wall/reminders`;
  return `${base}/calendar?date=${item.start.slice(0, 10)}`;
}

const SUMMARY_PREFIX: Partial<Record<CalendarItem['kind'], string>> = {
  deadline: 'Deadline: ',
  reminder: 'Reminder: ',
};

/** The calendar text of the feed the token opens; any token that opens none is the same 404. */
export async function renderFeed(ctx: AppContext, token: string) {
  const feedId = feedIdOf(ctx.secrets, token);
  const found = feedId ? await findFeed(ctx.db, feedId) : undefined;
  if (!found || found.user.status !== 'active') throw notFound(messages.calendarFeedInvalid);
  const { user } = found;

  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - CALENDAR_FEED_PAST_DAYS * DAY_MS);
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + (CALENDAR_FEED_AHEAD_DAYS + 1) * DAY_MS);
  const range = rangeOf(from, to, 'UTC');

  const calendar = ical({
    name: 'Atelier',
    prodId: { company: 'Atelier', product: 'Calendar', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const team of await visibleTeams(ctx.db, user.id)) {
    for (const item of await itemsOf(ctx, user, team.id, range)) {
      const moment = !item.allDay && item.end === null;
      calendar.createEvent({
        id: `${item.id.replaceAll(':', '-')}@atelier`,
        summary: `${SUMMARY_PREFIX[item.kind] ?? ''}${item.title}`,
        description: team.name,
        start: new Date(item.allDay ? `${item.start}T00:00:00Z` : item.start),
        ...(item.end && !moment
          ? { end: new Date(item.allDay ? `${item.end}T00:00:00Z` : item.end) }
          : {}),
        allDay: item.allDay,
        ...(item.location ? { location: item.location } : {}),
        url: linkOf(ctx, item),
      });
    }
  }
  return calendar.toString();
}
