import { apiTokenEndpoints, type ApiToken } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiTokenKeys } from './keys';

/** `DELETE auth/tokens/{id}`: the token stops working at once; it answers the revoked token. */
export function revokeApiToken(id: string) {
  return callApi(apiTokenEndpoints.revoke, { params: { id } });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: ({ data: revoked }) => {
      // The row shows Revoked at once, before the list is read again.
      queryClient.setQueryData<ApiToken[]>(apiTokenKeys.mine(), (tokens) =>
        tokens?.map((token) => (token._id === revoked._id ? revoked : token)),
      );
      return queryClient.invalidateQueries({ queryKey: apiTokenKeys.mine() });
    },
  });
}
