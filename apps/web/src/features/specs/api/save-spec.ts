import { specEndpoints, type TSaveSpecSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { specKeys } from './keys';

/**
 * `PUT product/{id}/spec`: the whole sheet as its next revision, 'Spec sheet saved.' (or 'The
 * spec sheet is already like this.'); 409 when someone saved a newer revision first.
 */
export function saveSpec({ productId, body }: { productId: string; body: TSaveSpecSchema }) {
  return callApi(specEndpoints.save, { params: { id: productId }, body });
}

export function useSaveSpec(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveSpecSchema) => saveSpec({ productId, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(specKeys.sheet(productId), data);
      return queryClient.invalidateQueries({ queryKey: specKeys.revisions(productId) });
    },
  });
}
