import { dashboardEndpoints } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** `GET dashboard/trendingFabrics`: the fabrics most new products use, against the month before. */
export const trendingFabricsQueryOptions = (teamId: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.card('trendingFabrics', teamId),
    queryFn: async ({ signal }) =>
      (await callApi(dashboardEndpoints.trendingFabrics, { query: { teamId }, signal })).data,
  });

export function useTrendingFabrics(teamId: string | undefined) {
  return useQuery(trendingFabricsQueryOptions(teamId));
}
