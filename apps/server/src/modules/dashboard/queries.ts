/**
 * The dashboard's SQL (issue 34). Each card is one statement that counts and sums in the database
 * over indexed columns and answers one JSON value, scoped in its WHERE clauses by the fragments of
 * `policy/visibility.ts` its source areas list with: products and their fabrics, likes and shares
 * by `isProductTeam`, comments by `isCommentTeam`, uploads by `isVisibleTeam`. Each is prepared,
 * once for one team and once for all the user's teams, so PostgreSQL plans it once per connection
 * (planning took as long as running them).
 */
import {
  and,
  eq,
  fillPlaceholders,
  inArray,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  ACTIVE_STAGES,
  DERIVATIVE_EXTENSIONS,
  TRENDING_WINDOW_DAYS,
  UPLOAD_WEEKS,
} from '@atelier/domain';
import type { ActivityKind, CountsByStage, MediaStatus, ProductStage } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  fabrics,
  mediaFiles,
  productComments,
  productFabrics,
  productItems,
  productLikes,
  products,
  shareLinks,
  teams,
  users,
} from '../../db/schema/index.ts';
import {
  isProductTeam,
  isVisibleComment,
  isVisibleProduct,
  isVisibleTeam,
  tokenTeamsOf,
} from '../policy/visibility.ts';

/** Whose dashboard, and which team's (none: all of theirs). */
export interface DashboardScope {
  userId: string;
  teamId?: string | undefined;
}

/** A statement's scope: the user, and whether one team is chosen, as placeholders. */
interface Scoped {
  userId: Placeholder;
  teamId: Placeholder | null;
}

const LIMIT = sql.placeholder('limit');

/** The rows of the scope's teams that `visible` lets the user read. */
function inScope(
  team: SQLWrapper,
  scope: Scoped,
  visible: (team: SQLWrapper, userId: Placeholder) => SQL,
): SQL {
  const chosen = scope.teamId ? sql`${team} = ${scope.teamId} and ` : sql``;
  return sql`(${chosen}${visible(team, scope.userId)})`;
}

const isoInstant = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A card's statement, prepared per executor for one team and for all, answering one JSON value
 * (both drivers hand it over parsed). `statement` renders it as sent, for the benchmark's floor.
 */
function card<T>(name: string, build: (scope: Scoped) => SQL) {
  const select = (executor: Executor, teamId: Placeholder | null) =>
    executor
      // In FROM, where drizzle names every column with its table (not so in a lone select's
      // fields).
      .select({ card: sql`answer.card` })
      .from(
        sql`(select ${build({ userId: sql.placeholder('userId'), teamId })} as card) as answer`,
      );
  const ofTeam = preparedPer((executor) =>
    select(executor, sql.placeholder('teamId')).prepare(`dashboard_${name}_team`),
  );
  const ofAll = preparedPer((executor) => select(executor, null).prepare(`dashboard_${name}_all`));
  const values = (scope: DashboardScope, limit: number) => ({
    ...scope,
    tokenTeams: tokenTeamsOf(scope.userId),
    limit,
  });
  const read = async (executor: Executor, scope: DashboardScope, limit = 0): Promise<T> => {
    const prepared = scope.teamId ? ofTeam(executor) : ofAll(executor);
    const [row] = await prepared.execute(values(scope, limit));
    return row!.card as T;
  };
  return Object.assign(read, {
    statement(executor: Executor, scope: DashboardScope, limit = 0) {
      const query = select(executor, scope.teamId ? sql.placeholder('teamId') : null).toSQL();
      return {
        name: `dashboard_${name}_${scope.teamId ? 'team' : 'all'}`,
        text: query.sql,
        values: fillPlaceholders(query.params, values(scope, limit)),
      };
    },
  });
}

export interface StoredImage {
  path: string;
  status: MediaStatus;
}

export interface ActiveProductRow {
  id: string;
  teamId: string;
  teamName: string;
  name: string;
  stage: ProductStage;
  deadline: string | null;
  updatedAt: string;
  updatedById: string | null;
  updaterFirstName: string | null;
  updaterLastName: string | null;
  cover: StoredImage | null;
}

/** The product's first image file, by upload time: the wall's cover. */
const coverOf = (productId: SQLWrapper) => sql`(
  select json_build_object('path', ${productItems.path}, 'status', ${mediaFiles.status})
  from ${productItems} join ${mediaFiles} on ${mediaFiles.path} = ${productItems.path}
  where ${and(
    eq(productItems.productId, productId),
    eq(productItems.kind, 'file'),
    inArray(sql`lower(${productItems.ext})`, [...DERIVATIVE_EXTENSIONS]),
  )}
  order by ${productItems.createdAt}, ${productItems.id} limit 1)`;

/**
 * The products still being worked on, most recently changed first, and how many of the scope's
 * products each stage holds — one statement.
 */
export const activeProducts = card<{
  counts: Partial<CountsByStage>;
  items: ActiveProductRow[];
}>('active_products', (scope) => {
  const visible = inScope(products.teamId, scope, (team, userId) =>
    isVisibleProduct({ id: products.id, teamId: team }, userId),
  );
  const counts = sql`(select coalesce(json_object_agg(stage, n), '{}'::json) from (
    select ${products.stage} as stage, count(*)::int as n from ${products}
    where ${visible} group by ${products.stage}) as per_stage)`;
  const list = sql`(select coalesce(json_agg(item), '[]'::json) from (
    select ${products.id} as "id", ${products.teamId} as "teamId", ${teams.name} as "teamName",
      ${products.name} as "name", ${products.stage} as "stage", ${products.deadline} as "deadline",
      ${isoInstant(products.updatedAt)} as "updatedAt", ${products.updatedBy} as "updatedById",
      ${users.firstName} as "updaterFirstName", ${users.lastName} as "updaterLastName",
      ${coverOf(products.id)} as "cover"
    from ${products}
    join ${teams} on ${teams.id} = ${products.teamId}
    left join ${users} on ${users.id} = ${products.updatedBy}
    where ${visible} and ${inArray(products.stage, [...ACTIVE_STAGES])}
    order by ${products.updatedAt} desc, ${products.id} desc
    limit ${LIMIT}) as item)`;
  return sql`json_build_object('counts', ${counts}, 'items', ${list})`;
});

export interface TrendingFabricRow {
  id: string;
  teamId: string;
  name: string;
  count: number;
  previousCount: number;
  swatch: StoredImage | null;
}

/**
 * The fabrics linked to the most products created in the last window, with their count in the
 * window before; only fabrics used in the last window.
 */
export const trendingFabrics = card<TrendingFabricRow[]>('trending_fabrics', (scope) => {
  const windowStart = sql`now() - make_interval(days => ${TRENDING_WINDOW_DAYS})`;
  const previousStart = sql`now() - make_interval(days => ${TRENDING_WINDOW_DAYS * 2})`;
  const recent = sql`count(*) filter (where ${products.createdAt} >= ${windowStart})::int`;
  return sql`(select coalesce(json_agg(fabric), '[]'::json) from (
      select ${fabrics.id} as "id", ${fabrics.teamId} as "teamId", ${fabrics.name} as "name",
        ${recent} as "count",
        count(*) filter (where ${products.createdAt} < ${windowStart})::int as "previousCount",
        case when ${mediaFiles.path} is null then null
          else json_build_object('path', ${mediaFiles.path}, 'status', ${mediaFiles.status}) end
          as "swatch"
      from ${products}
      join ${productFabrics} on ${productFabrics.productId} = ${products.id}
      join ${fabrics} on ${fabrics.id} = ${productFabrics.entryId}
      left join ${mediaFiles} on ${mediaFiles.path} = ${fabrics.swatchPath}
      where ${inScope(products.teamId, scope, isProductTeam)}
        and ${products.createdAt} >= ${previousStart}
      group by ${fabrics.id}, ${mediaFiles.path}
      having ${recent} > 0
      order by "count" desc, "previousCount", lower(${fabrics.name}), ${fabrics.id}
      limit ${LIMIT}) as fabric)`;
});

export interface UploadTotalsRow {
  count: number;
  bytes: number;
  weeks: { weekStart: string; count: number; bytes: number }[];
}

/**
 * The scope's stored files and bytes (what the storage limit counts), and per week — Monday
 * 00:00 UTC — for the last weeks, the current one included and empty weeks as zero.
 */
export const uploadTotals = card<UploadTotalsRow>('upload_totals', (scope) => {
  const visible = inScope(mediaFiles.teamId, scope, isVisibleTeam);
  const thisWeek = sql`date_trunc('week', now() at time zone 'UTC')`;
  return sql`(select json_build_object('count', totals.count, 'bytes', totals.bytes, 'weeks', (
      select json_agg(json_build_object(
          'weekStart', to_char(week.starts, 'YYYY-MM-DD'),
          'count', coalesce(uploaded.count, 0), 'bytes', coalesce(uploaded.bytes, 0))
        order by week.starts)
      from generate_series(${thisWeek} - make_interval(weeks => ${UPLOAD_WEEKS - 1}), ${thisWeek},
        interval '1 week') as week(starts)
      left join (
        select date_trunc('week', ${mediaFiles.createdAt} at time zone 'UTC') as starts,
          count(*) as count, sum(${mediaFiles.bytes}) as bytes
        from ${mediaFiles}
        where ${visible} and ${mediaFiles.createdAt} >=
          (${thisWeek} - make_interval(weeks => ${UPLOAD_WEEKS - 1})) at time zone 'UTC'
        group by 1) as uploaded on uploaded.starts = week.starts))
    from (select count(*) as count, coalesce(sum(${mediaFiles.bytes}), 0) as bytes
      from ${mediaFiles} where ${visible}) as totals)`;
});

export interface ActivityRow {
  kind: ActivityKind;
  ref: string;
  at: string;
  actorId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  visitorName: string | null;
  productId: string;
  productName: string;
  teamId: string;
  excerpt: string;
}

/** How much of a comment the activity list quotes. */
const EXCERPT_LENGTH = 140;

/**
 * The scope's latest happenings, newest first: products created and changed, comments, likes and
 * shares. Each source reads only its newest `limit` rows before they are merged.
 */
export const recentActivity = card<ActivityRow[]>('recent_activity', (scope) => {
  const productScope = inScope(products.teamId, scope, (team, userId) =>
    isVisibleProduct({ id: products.id, teamId: team }, userId),
  );
  const source = (
    kind: ActivityKind,
    columns: { ref: SQL; at: SQLWrapper; actor: SQLWrapper; excerpt?: SQL; visitor?: SQL },
    from: SQL,
    where: SQL,
  ) => sql`(select ${kind}::text as kind, ${columns.ref} as ref, ${columns.at} as at,
      ${columns.actor} as actor_id, ${columns.visitor ?? sql`null::text`} as visitor_name,
      ${products.id} as product_id, ${products.name} as product_name,
      ${products.teamId} as team_id, ${columns.excerpt ?? sql`''`} as excerpt
    from ${from} where ${where} order by ${columns.at} desc limit ${LIMIT})`;
  const ofProduct = (table: SQLWrapper, productId: SQLWrapper) =>
    sql`${table} join ${products} on ${products.id} = ${productId}`;
  const sources = [
    source(
      'created',
      { ref: sql`${products.id}::text`, at: products.createdAt, actor: products.createdBy },
      sql`${products}`,
      productScope,
    ),
    source(
      'updated',
      { ref: sql`${products.id}::text`, at: products.updatedAt, actor: products.updatedBy },
      sql`${products}`,
      // A product's first save is its creation, not a change.
      sql`${productScope} and ${products.updatedAt} > ${products.createdAt} + interval '1 second'`,
    ),
    source(
      'comment',
      {
        ref: sql`${productComments.id}::text`,
        at: productComments.createdAt,
        actor: productComments.authorId,
        visitor: sql`${productComments.visitorName}`,
        excerpt: sql`left(${productComments.text}, ${EXCERPT_LENGTH})`,
      },
      ofProduct(productComments, productComments.productId),
      inScope(products.teamId, scope, (team, userId) =>
        isVisibleComment(
          { productId: products.id, teamId: team, visibility: productComments.visibility },
          userId,
        ),
      ),
    ),
    source(
      'like',
      {
        ref: sql`${productLikes.productId}::text || ':' || ${productLikes.userId}::text`,
        at: productLikes.createdAt,
        actor: productLikes.userId,
      },
      ofProduct(productLikes, productLikes.productId),
      productScope,
    ),
    source(
      'share',
      { ref: sql`${shareLinks.id}::text`, at: shareLinks.createdAt, actor: shareLinks.createdBy },
      ofProduct(shareLinks, shareLinks.productId),
      // A link carries its product's team: the team's newest links come by its own index.
      inScope(shareLinks.teamId, scope, isProductTeam),
    ),
  ];
  return sql`(select coalesce(json_agg(json_build_object(
        'kind', happened.kind, 'ref', happened.ref, 'at', ${isoInstant(sql`happened.at`)},
        'actorId', happened.actor_id, 'actorFirstName', ${users.firstName},
        'actorLastName', ${users.lastName}, 'visitorName', happened.visitor_name,
        'productId', happened.product_id, 'productName', happened.product_name,
        'teamId', happened.team_id, 'excerpt', happened.excerpt)
      order by happened.at desc, happened.kind, happened.ref), '[]'::json)
    from (select * from (${sql.join(sources, sql` union all `)}) as merged
      order by at desc, kind, ref limit ${LIMIT}) as happened
    left join ${users} on ${users.id} = happened.actor_id)`;
});
