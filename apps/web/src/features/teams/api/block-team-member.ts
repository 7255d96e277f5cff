import { teamEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

interface MemberRef {
  teamId: string;
  userId: string;
}

export function blockTeamMember({ teamId, userId }: MemberRef) {
  return callApi(teamEndpoints.blockMember, { params: { teamId, userId } });
}

export function useBlockTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockTeamMember,
    onSuccess: (_result, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
  });
}
