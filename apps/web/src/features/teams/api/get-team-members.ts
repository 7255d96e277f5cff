import { teamEndpoints, type TeamMember } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** Members with their roles and pictures, owner first (the server's first page: 100 people). */
export async function getTeamMembers(teamId: string): Promise<TeamMember[]> {
  const { data } = await callApi(teamEndpoints.members, { params: { teamId } });
  return data;
}

export const teamMembersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.members(teamId),
    queryFn: () => getTeamMembers(teamId),
    // Roles and permissions shown here change elsewhere: look again on return.
    refetchOnWindowFocus: 'always',
  });

export function useTeamMembers(
  teamId: string,
  options: { initialMembers?: TeamMember[]; enabled?: boolean } = {},
) {
  return useQuery({
    ...teamMembersQueryOptions(teamId),
    placeholderData: options.initialMembers,
    enabled: options.enabled ?? true,
  });
}
