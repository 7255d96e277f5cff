import { teamEndpoints, type JoinRequest } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** People waiting to be let in (only for those who may add members). */
export async function getJoinRequests(teamId: string): Promise<JoinRequest[]> {
  const { data } = await callApi(teamEndpoints.requests, { params: { teamId } });
  return data;
}

export const joinRequestsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.requests(teamId), queryFn: () => getJoinRequests(teamId) });

export function useJoinRequests(teamId: string, { enabled = true } = {}) {
  return useQuery({ ...joinRequestsQueryOptions(teamId), enabled });
}
