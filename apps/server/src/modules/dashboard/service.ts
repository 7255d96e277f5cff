/**
 * The dashboard's cards (issue 34). A chosen team is asked of the policy first — 404 to an
 * outsider, 403 'Ask for permission.' to a member without canViewProducts for the product cards —
 * then one scoped statement answers the card; without a team, the statement reads every team the
 * user may.
 */
import type { TDashboardQuery } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { teamStorageLimit } from '../policy/plans.ts';
import { authorize } from '../policy/policy.ts';
import {
  presentActiveProduct,
  presentActivity,
  presentCounts,
  presentTrendingFabric,
} from './presenter.ts';
import {
  activeProducts,
  recentActivity,
  trendingFabrics,
  uploadTotals,
  type DashboardScope,
} from './queries.ts';

type CardQuery = Pick<TDashboardQuery, 'teamId'> & { limit: number };

/** The card's scope, once the policy lets the user see it for the chosen team. */
async function scopeOf(
  ctx: AppContext,
  user: UserRow,
  teamId: string | undefined,
  action: 'viewTeam' | 'canViewProducts',
): Promise<DashboardScope> {
  if (teamId) await authorize(ctx.db, user, action, { kind: 'team', teamId });
  return { userId: user.id, teamId };
}

export async function getActiveProducts(ctx: AppContext, user: UserRow, query: CardQuery) {
  const scope = await scopeOf(ctx, user, query.teamId, 'canViewProducts');
  const { counts, items } = await activeProducts(ctx.db, scope, query.limit);
  return {
    data: await Promise.all(items.map((row) => presentActiveProduct(ctx.files, row))),
    countsByStage: presentCounts(counts),
  };
}

export async function getTrendingFabrics(ctx: AppContext, user: UserRow, query: CardQuery) {
  const scope = await scopeOf(ctx, user, query.teamId, 'canViewProducts');
  const rows = await trendingFabrics(ctx.db, scope, query.limit);
  return Promise.all(rows.map((row) => presentTrendingFabric(ctx.files, row)));
}

/** Stored files against the plan: one team's owner's limit; several teams have no one limit. */
export async function getTotalUploads(
  ctx: AppContext,
  user: UserRow,
  query: Pick<TDashboardQuery, 'teamId'>,
) {
  const scope = await scopeOf(ctx, user, query.teamId, 'viewTeam');
  const [totals, limitBytes] = await Promise.all([
    uploadTotals(ctx.db, scope),
    query.teamId ? teamStorageLimit(ctx.db, query.teamId) : null,
  ]);
  return { ...totals, limitBytes };
}

export async function getRecentActivity(ctx: AppContext, user: UserRow, query: CardQuery) {
  const scope = await scopeOf(ctx, user, query.teamId, 'viewTeam');
  const rows = await recentActivity(ctx.db, scope, query.limit);
  return rows.map(presentActivity);
}
