import { teamEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

interface RequestRef {
  teamId: string;
  requestId: string;
}

export function declineJoinRequest({ teamId, requestId }: RequestRef) {
  return callApi(teamEndpoints.declineRequest, { params: { teamId, requestId } });
}

export function useDeclineJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineJoinRequest,
    onSuccess: (_result, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.requests(teamId) }),
  });
}
