/**
 * A product's timeline (issue 36), for whoever may view the product; the comments' entries only
 * for whoever may read its comments too, as the comments themselves.
 */
import { stringify } from 'csv-stringify/sync';
import { TIMELINE_KIND_LABELS, type TimelineKind, type TTimelineQuery } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { authorize, type Actor } from '../policy/policy.ts';
import { productFor } from '../products/service.ts';
import { presentEntry } from './presenter.ts';
import { countTimeline, timelineOf } from './queries.ts';

/** The most rows an export holds: years of a busy product's life. */
const EXPORT_MAX = 50_000;

/** The product, and whether its comments' entries may be read. */
async function readable(ctx: AppContext, actor: Actor, productId: string) {
  const product = await productFor(ctx.db, actor, productId, 'view');
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

/**
 * The whole timeline as CSV, newest first; a cell that starts like a formula is quoted so a
 * spreadsheet shows it as text.
 */
export async function exportTimeline(
  ctx: AppContext,
  actor: Actor,
  productId: string,
  kind: TimelineKind | undefined,
) {
  const { product, comments } = await readable(ctx, actor, productId);
  const asked = kindsFor(kind, comments);
  const rows = asked
    ? await timelineOf(ctx.db, product.id, { ...asked, limit: EXPORT_MAX, offset: 0 })
    : [];
  const entries = rows.map(presentEntry);
  const csv = stringify(
    entries.map((entry) => [
      entry.at,
      entry.actor ? `${entry.actor.name}${entry.actor.guest ? ' (guest)' : ''}` : '',
      TIMELINE_KIND_LABELS[entry.kind],
      entry.action,
      entry.field ?? '',
      entry.before ?? '',
      entry.after ?? '',
      entry.subject ?? '',
    ]),
    {
      header: true,
      columns: ['When', 'Who', 'Kind', 'What', 'Field', 'Before', 'After', 'About'],
      escape_formulas: true,
    },
  );
  return { csv, name: product.name };
}
