import { teamEndpoints, type Team } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

export async function getTeam(teamId: string): Promise<Team> {
  const { data } = await callApi(teamEndpoints.get, { params: { teamId } });
  return data;
}

export const teamQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: () => getTeam(teamId),
    refetchOnWindowFocus: 'always',
  });

/** One team; `initialTeam` (from route state or the team list) shows at once while it loads. */
export function useTeam(teamId: string, initialTeam?: Team) {
  return useQuery({ ...teamQueryOptions(teamId), placeholderData: initialTeam });
}
