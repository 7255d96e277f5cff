import type { JoinRequest } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

interface RequestRef {
  teamId: string;
  requestId: string;
}

export function declineJoinRequest({ teamId, requestId }: RequestRef) {
  return api.post<JoinRequest>(
    `/team/${encodeURIComponent(teamId)}/requests/${encodeURIComponent(requestId)}/decline`,
  );
}

export function useDeclineJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineJoinRequest,
    onSuccess: (_result, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.requests(teamId) }),
  });
}
