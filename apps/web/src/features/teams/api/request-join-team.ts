import type { JoinRequest } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks the team's owner to let the user in. */
export function requestJoinTeam(teamId: string) {
  return api.post<JoinRequest>(`/team/${encodeURIComponent(teamId)}/requestJoin`);
}

export function useRequestJoinTeam() {
  return useMutation({ mutationFn: requestJoinTeam });
}
