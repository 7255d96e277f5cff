import { dashboardEndpoints } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** `GET dashboard/recentActivity`: the latest things people did to products, newest first. */
export const recentActivityQueryOptions = (teamId: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.card('recentActivity', teamId),
    queryFn: async ({ signal }) =>
      (await callApi(dashboardEndpoints.recentActivity, { query: { teamId }, signal })).data,
  });

export function useRecentActivity(teamId: string | undefined) {
  return useQuery(recentActivityQueryOptions(teamId));
}
