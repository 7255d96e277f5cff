import { bomEndpoints, type TSaveBomSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bomKeys } from './keys';

/**
 * `PUT product/{id}/bom`: the whole bill as its next revision, 'Bill of materials saved.' (or
 * '…already like this.'); 409 when someone saved a newer revision first.
 */
export function saveBom({ productId, body }: { productId: string; body: TSaveBomSchema }) {
  return callApi(bomEndpoints.save, { params: { id: productId }, body });
}

export function useSaveBom(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveBomSchema) => saveBom({ productId, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(bomKeys.product(productId), data);
      // The costing is computed from the bill.
      return queryClient.invalidateQueries({ queryKey: ['costing', productId] });
    },
  });
}
