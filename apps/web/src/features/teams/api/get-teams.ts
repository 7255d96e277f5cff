import { teamEndpoints, type Team } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** The teams the user owns or belongs to, newest first (SPEC §7). */
export async function getTeams(): Promise<Team[]> {
  const { data } = await callApi(teamEndpoints.list, {
    query: { sortBy: 'createdAt', orderBy: 'createdAt' },
  });
  return data;
}

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: getTeams,
    // Policies change when the owner changes a member's permissions: look again on return.
    refetchOnWindowFocus: 'always',
  });

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
