import { teamEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

interface MemberRef {
  teamId: string;
  userId: string;
}

export function unblockTeamMember({ teamId, userId }: MemberRef) {
  return callApi(teamEndpoints.unblockMember, { params: { teamId, userId } });
}

export function useUnblockTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockTeamMember,
    onSuccess: (_result, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
  });
}
