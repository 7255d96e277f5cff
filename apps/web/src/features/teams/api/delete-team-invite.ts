import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamEndpoints } from '@atelier/domain';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

interface InviteRef {
  teamId: string;
  inviteId: string;
}

export function deleteTeamInvite({ teamId, inviteId }: InviteRef) {
  return callApi(teamEndpoints.deleteInvite, { params: { teamId, inviteId } });
}

export function useDeleteTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamInvite,
    onSuccess: (_result, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.invites(teamId) }),
  });
}
