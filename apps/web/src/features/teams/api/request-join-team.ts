import { teamEndpoints } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Asks the team's owner to let the user in. */
export function requestJoinTeam(teamId: string) {
  return callApi(teamEndpoints.requestJoin, { params: { teamId } });
}

export function useRequestJoinTeam() {
  return useMutation({ mutationFn: requestJoinTeam });
}
