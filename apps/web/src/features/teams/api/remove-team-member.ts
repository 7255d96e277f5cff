import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamEndpoints } from '@atelier/domain';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

interface MemberRef {
  teamId: string;
  userId: string;
}

export function removeTeamMember({ teamId, userId }: MemberRef) {
  return callApi(teamEndpoints.removeMember, { params: { teamId, userId } });
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    // Member counts on the team cards change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
