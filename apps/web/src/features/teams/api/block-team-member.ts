import type { TeamMember } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

interface MemberRef {
  teamId: string;
  userId: string;
}

export function blockTeamMember({ teamId, userId }: MemberRef) {
  return api.post<TeamMember>(
    `/team/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}/block`,
  );
}

export function useBlockTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockTeamMember,
    onSuccess: (_result, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
  });
}
