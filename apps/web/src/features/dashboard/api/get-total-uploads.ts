import { dashboardEndpoints } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** `GET dashboard/totalUploads`: files and bytes stored, the plan's limit, and the last weeks. */
export const totalUploadsQueryOptions = (teamId: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.card('totalUploads', teamId),
    queryFn: async ({ signal }) =>
      (await callApi(dashboardEndpoints.totalUploads, { query: { teamId }, signal })).data,
  });

export function useTotalUploads(teamId: string | undefined) {
  return useQuery(totalUploadsQueryOptions(teamId));
}
