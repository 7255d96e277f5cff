import { teamEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

interface AcceptInput {
  teamId: string;
  requestId: string;
  /** Without one the server gives the default member role. */
  roleId?: string;
}

export function acceptJoinRequest({ teamId, requestId, roleId }: AcceptInput) {
  return callApi(teamEndpoints.acceptRequest, {
    params: { teamId, requestId },
    body: roleId ? { roleId } : {},
  });
}

export function useAcceptJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptJoinRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
