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
    tag,
    query: ZDashboardQuery,
    data: z.array(ZActiveProduct),
    extra: z.object({ countsByStage: ZCountsByStage }),
  }),
  trendingFabrics: endpoint({
    method: 'GET',
    path: '/dashboard/trendingFabrics',
    tag,
    query: ZDashboardQuery,
    data: z.array(ZTrendingFabric),
  }),
  totalUploads: endpoint({
    method: 'GET',
    path: '/dashboard/totalUploads',
    tag,
    query: ZDashboardQuery.pick({ teamId: true }),
    data: ZTotalUploads,
  }),
  recentActivity: endpoint({
    method: 'GET',
    path: '/dashboard/recentActivity',
    tag,
    query: ZDashboardQuery,
    data: z.array(ZActivity),
  }),
};
