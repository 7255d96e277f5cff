/**
 * A product's timeline (issue 36): written by the services that change a product, in their own
 * transaction (`onTimeline`); read by whoever may view the product, the comments' entries only by
 * whoever may read its comments too, as the comments themselves.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import {
  TIMELINE_KIND_LABELS,
  type TimelineEntry,
  type TimelineKind,
  type TTimelineQuery,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { authorize, type Actor } from '../policy/policy.ts';
import { presentEntry } from './presenter.ts';
import {
  countTimeline,
  findProductRef,
  insertEvents,
  latestEvent,
  rewordEvent,
  timelineAfter,
  timelineOf,
  type TimelineFilter,
} from './queries.ts';

/** The most rows an export holds: years of a busy product's life. */
const EXPORT_MAX = 50_000;
/** Rows read from the database at a time while an export is written. */
export const EXPORT_PAGE = 1000;

const EXPORT_COLUMNS = ['When', 'Who', 'Kind', 'What', 'Field', 'Before', 'After', 'About'];

/** Who made a change: a member, or a share link's visitor by the name they gave. */
export type TimelineActor = { userId: string } | { visitorName: string };

export interface TimelineEntryInput {
  productId: string;
  kind: TimelineKind;
  action: string;
  actor: TimelineActor;
  field?: string;
  before?: string | null;
  after?: string | null;
  subject?: string | null;
}

/** How long a comment's words are quoted on the timeline. */
export const QUOTED = 120;

/**
 * Writes a product's timeline: each service that changes a product calls `onTimeline` inside the
 * transaction of its change, so an entry exists exactly when its change does.
 */
export async function onTimeline(tx: Executor, ...entries: TimelineEntryInput[]) {
  if (entries.length === 0) return;
  await insertEvents(
    tx,
    entries.map((entry) => ({
      productId: entry.productId,
      kind: entry.kind,
      action: entry.action,
      field: entry.field ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      subject: entry.subject ?? null,
      actorId: 'userId' in entry.actor ? entry.actor.userId : null,
      visitorName: 'visitorName' in entry.actor ? entry.actor.visitorName : null,
    })),
  );
}

/**
 * A burst of one person's small changes reads as one entry: when the product's newest entry has
 * this entry's kind, action, actor and `after`, its subject starts with `same`, and it was made
 * within `withinMs`, it is reworded with `subject(since)` — `since` when the burst began —
 * instead of a new entry being written (`subject(null)` words a new one).
 */
export async function onTimelineBurst(
  tx: Executor,
  entry: Omit<TimelineEntryInput, 'subject'> & { actor: { userId: string } },
  burst: { same: string; withinMs: number; subject: (since: Date | null) => Promise<string> },
) {
  const latest = await latestEvent(tx, entry.productId);
  const continues =
    latest !== null &&
    latest.kind === entry.kind &&
    latest.action === entry.action &&
    latest.actorId === entry.actor.userId &&
    latest.after === (entry.after ?? null) &&
    (latest.subject ?? '').startsWith(burst.same) &&
    Date.now() - latest.createdAt.getTime() <= burst.withinMs;
  if (continues) {
    await rewordEvent(tx, latest.id, await burst.subject(latest.createdAt));
    return;
  }
  await onTimeline(tx, { ...entry, subject: await burst.subject(null) });
}

/** The product, and whether its comments' entries may be read. */
async function readable(ctx: AppContext, actor: Actor, productId: string) {
  const product = await findProductRef(ctx.db, productId);
  if (!product) throw notFound();
  await authorize(ctx.db, actor, 'view', { kind: 'product', ...product });
  const comments = await authorize(ctx.db, actor, 'viewComments', {
    kind: 'product',
    ...product,
  }).then(
    () => true,
    (err: unknown) => {
      if (err instanceof AppError) return false;
      throw err;
    },
  );
  return { product, comments };
}

/** The kinds a reader asks for and may see: none at all asks for every kind they may. */
function kindsFor(kind: TimelineKind | undefined, comments: boolean) {
  if (kind === 'comment' && !comments) return null;
  return { kind, withoutComments: !comments };
}

export async function listTimeline(
  ctx: AppContext,
  actor: Actor,
  productId: string,
  query: TTimelineQuery,
) {
  const { product, comments } = await readable(ctx, actor, productId);
  const asked = kindsFor(query.kind, comments);
  const pagination = { page: query.page, limit: query.limit };
  if (!asked) return { data: [], pagination: { ...pagination, total: 0 } };
  const [rows, total] = await Promise.all([
    timelineOf(ctx.db, product.id, {
      ...asked,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    countTimeline(ctx.db, product.id, asked),
  ]);
  return { data: rows.map(presentEntry), pagination: { ...pagination, total } };
}

const exportRow = (entry: TimelineEntry) => [
  entry.at,
  entry.actor ? `${entry.actor.name}${entry.actor.guest ? ' (guest)' : ''}` : '',
  TIMELINE_KIND_LABELS[entry.kind],
  entry.action,
  entry.field ?? '',
  entry.before ?? '',
  entry.after ?? '',
  entry.subject ?? '',
];

/** The export's CSV text, a page of rows at a time as the database answers them. */
async function* exportLines(ctx: AppContext, productId: string, asked: TimelineFilter | null) {
  yield stringify([EXPORT_COLUMNS]);
  let written = 0;
  let beforeSeq: number | null = null;
  while (asked && written < EXPORT_MAX) {
    const limit = Math.min(EXPORT_PAGE, EXPORT_MAX - written);
    const rows = await timelineAfter(ctx.db, productId, { ...asked, beforeSeq, limit });
    if (rows.length > 0) {
      // A cell that starts like a formula is quoted so a spreadsheet shows it as text.
      yield stringify(
        rows.map((row) => exportRow(presentEntry(row))),
        { escape_formulas: true },
      );
    }
    written += rows.length;
    if (rows.length < limit) return;
    beforeSeq = rows.at(-1)!.event.seq;
  }
}

/**
 * The whole timeline as CSV, newest first, streamed: read EXPORT_PAGE rows at a time and written
 * as they come, so a long timeline never sits whole in memory. The reader is checked first.
 */
export async function exportTimeline(
  ctx: AppContext,
  actor: Actor,
  productId: string,
  kind: TimelineKind | undefined,
) {
  const { product, comments } = await readable(ctx, actor, productId);
  const asked = kindsFor(kind, comments);
  return { csv: Readable.from(exportLines(ctx, product.id, asked)), name: product.name };
}
