import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamEndpoints } from '@atelier/domain';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** Turns down the invitation sent to the signed-in user's address (403 for another address). */
export function declineInvitation(token: string) {
  return callApi(teamEndpoints.declineInvite, { body: { token } });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    // The invitation no longer exists: nothing may show it from the cache.
    onSuccess: (_result, token) =>
      queryClient.removeQueries({ queryKey: teamKeys.invitation(token) }),
  });
}
