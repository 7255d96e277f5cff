import { apiTokenEndpoints, type ZCreateApiTokenSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { apiTokenKeys } from './keys';

export type CreateApiTokenInput = z.output<typeof ZCreateApiTokenSchema>;

/** `POST auth/tokens`: the new token's id and, this once, its secret (`atl_…`). */
export function createApiToken(body: CreateApiTokenInput) {
  return callApi(apiTokenEndpoints.create, { body });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.mine() }),
  });
}
