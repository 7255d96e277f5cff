import { teamEndpoints, type TeamPerson } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/**
 * The people one works with in a team — the owner and the active members, names and pictures —
 * for choosing an assignee, a message's recipient or an event's attendees (the server's first
 * page: 100 people). Every active member may read it; the member list needs canViewTeams.
 */
export async function getTeamPeople(teamId: string): Promise<TeamPerson[]> {
  const { data } = await callApi(teamEndpoints.people, { params: { teamId } });
  return data;
}

export function useTeamPeople(teamId: string) {
  return useQuery({ queryKey: teamKeys.people(teamId), queryFn: () => getTeamPeople(teamId) });
}
