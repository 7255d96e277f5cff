import { teamEndpoints, type TeamInvite } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** Invitations not yet accepted (only for those who may add members). */
export async function getTeamInvites(teamId: string): Promise<TeamInvite[]> {
  const { data } = await callApi(teamEndpoints.invites, { params: { teamId } });
  return data;
}

export const teamInvitesQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.invites(teamId), queryFn: () => getTeamInvites(teamId) });

export function useTeamInvites(teamId: string, { enabled = true } = {}) {
  return useQuery({ ...teamInvitesQueryOptions(teamId), enabled });
}
