/**
 * The dashboard's cards (issue 34). A chosen team is asked of the policy — 404 to an outsider,
 * 403 'Ask for permission.' to a member without canViewProducts for the product cards — beside
 * one scoped statement that answers the card; without a team, the statement reads every team the
 * user may.
 */
import type { TDashboardQuery } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { teamStorageLimit } from '../policy/plans.ts';
import { authorize, authorizeProductList } from '../policy/policy.ts';
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

/**
 * A card's statement, once the policy lets the user see it for the chosen team. The two run side
 * by side, one round trip instead of two: the statement reads only the teams the user may see,
 * so it holds nothing the check would refuse, and a refusal throws its answer away.
 */
async function card<T>(
  ctx: AppContext,
  user: UserRow,
  teamId: string | undefined,
  action: 'viewTeam' | 'canViewProducts',
  read: (scope: DashboardScope) => Promise<T>,
  { suppliers = false }: { suppliers?: boolean } = {},
): Promise<T> {
  // A supplier's people read the product cards of their supplier's products (issue 47).
  const allowed = (id: string) =>
    suppliers
      ? authorizeProductList(ctx.db, user, action, id)
      : authorize(ctx.db, user, action, { kind: 'team', teamId: id });
  const [, result] = await Promise.all([
    teamId ? allowed(teamId) : null,
    read({ userId: user.id, teamId }),
  ]);
  return result;
}

export async function getActiveProducts(ctx: AppContext, user: UserRow, query: CardQuery) {
  const { counts, items } = await card(
    ctx,
    user,
    query.teamId,
    'canViewProducts',
    (scope) => activeProducts(ctx.db, scope, query.limit),
    { suppliers: true },
  );
  return {
    data: await Promise.all(items.map((row) => presentActiveProduct(ctx.files, row))),
    countsByStage: presentCounts(counts),
  };
}

export async function getTrendingFabrics(ctx: AppContext, user: UserRow, query: CardQuery) {
  const rows = await card(ctx, user, query.teamId, 'canViewProducts', (scope) =>
    trendingFabrics(ctx.db, scope, query.limit),
  );
  return Promise.all(rows.map((row) => presentTrendingFabric(ctx.files, row)));
}

/** Stored files against the plan: one team's owner's limit; several teams have no one limit. */
export async function getTotalUploads(
  ctx: AppContext,
  user: UserRow,
  query: Pick<TDashboardQuery, 'teamId'>,
) {
  const [totals, limitBytes] = await card(ctx, user, query.teamId, 'viewTeam', (scope) =>
    Promise.all([
      uploadTotals(ctx.db, scope),
      query.teamId ? teamStorageLimit(ctx.db, query.teamId) : null,
    ]),
  );
  return { ...totals, limitBytes };
}

export async function getRecentActivity(ctx: AppContext, user: UserRow, query: CardQuery) {
  const rows = await card(
    ctx,
    user,
    query.teamId,
    'viewTeam',
    (scope) => recentActivity(ctx.db, scope, query.limit),
    { suppliers: true },
  );
  return rows.map(presentActivity);
}
