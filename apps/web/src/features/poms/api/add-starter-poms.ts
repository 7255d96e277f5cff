import { pomEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pomKeys } from '../../../api/get-poms';
import { callApi } from '../../../lib/api-client';

/** `POST pom/starter`: puts back the starter points whose codes the team does not use. */
export function addStarterPoms(teamId: string) {
  return callApi(pomEndpoints.starter, { body: { teamId } });
}

export function useAddStarterPoms(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addStarterPoms(teamId),
    onSuccess: ({ data }) => queryClient.setQueryData(pomKeys.list(teamId), data),
  });
}
