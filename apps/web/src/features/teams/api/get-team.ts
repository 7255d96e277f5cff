import type { Team } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

export async function getTeam(teamId: string): Promise<Team> {
  const { data } = await api.get<Team>(`/team/${encodeURIComponent(teamId)}`);
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
