import { techpackEndpoints, type TReleaseTechpackSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { techpackKeys } from './keys';

/**
 * `POST product/{id}/techpack`: releases the next revision; 409 when nothing changed since the
 * last one.
 */
export function releaseTechpack(productId: string, body: TReleaseTechpackSchema) {
  return callApi(techpackEndpoints.release, { params: { id: productId }, body });
}

export function useReleaseTechpack(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReleaseTechpackSchema) => releaseTechpack(productId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: techpackKeys.product(productId) }),
  });
}
