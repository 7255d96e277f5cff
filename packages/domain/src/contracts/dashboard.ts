/**
 * The dashboard's cards (SPEC §5 `dashboard/…`, issue 34). Each takes the selected team (or none,
 * for all the user's teams); `activeProducts` carries the counts per stage beside its list.
 */
import { z } from 'zod';
import {
  ZActiveProduct,
  ZActivity,
  ZCountsByStage,
  ZDashboardQuery,
  ZTotalUploads,
  ZTrendingFabric,
} from '../dashboard.ts';
import { endpoint } from './endpoint.ts';

const tag = 'dashboard';

export const dashboardEndpoints = {
  activeProducts: endpoint({
    method: 'GET',
    path: '/dashboard/activeProducts',
    summary: 'Dashboard: active products',
    description:
      'Any signed-in user, for one team they may see products of, or all their teams. The products in work, with the counts per stage beside the list.',
    refuses: [403, 404],
    tag,
    query: ZDashboardQuery,
    data: z.array(ZActiveProduct),
    extra: z.object({ countsByStage: ZCountsByStage }),
  }),
  trendingFabrics: endpoint({
    method: 'GET',
    path: '/dashboard/trendingFabrics',
    summary: 'Dashboard: trending fabrics',
    description:
      'Any signed-in user, for one team or all theirs. The fabrics their products use most.',
    refuses: [403, 404],
    tag,
    query: ZDashboardQuery,
    data: z.array(ZTrendingFabric),
  }),
  totalUploads: endpoint({
    method: 'GET',
    path: '/dashboard/totalUploads',
    summary: 'Dashboard: storage used',
    description:
      'Any signed-in user, for one team or all theirs. The files stored against the plan’s limit (one team: its owner’s limit).',
    refuses: [403, 404],
    tag,
    query: ZDashboardQuery.pick({ teamId: true }),
    data: ZTotalUploads,
  }),
  recentActivity: endpoint({
    method: 'GET',
    path: '/dashboard/recentActivity',
    summary: 'Dashboard: recent activity',
    description:
      'Any signed-in user, for one team or all theirs. The latest uploads, comments, likes and share links on products they may see.',
    refuses: [403, 404],
    tag,
    query: ZDashboardQuery,
    data: z.array(ZActivity),
  }),
};
