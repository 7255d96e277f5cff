import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

interface InviteRef {
  teamId: string;
  inviteId: string;
}

export function deleteTeamInvite({ teamId, inviteId }: InviteRef) {
  return api.delete<null>(
    `/team/${encodeURIComponent(teamId)}/invites/${encodeURIComponent(inviteId)}`,
  );
}

export function useDeleteTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamInvite,
    onSuccess: (_result, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.invites(teamId) }),
  });
}
