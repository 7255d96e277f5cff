import { productEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys, productPartsKeys } from './keys';

/** `DELETE product/{id}`: the product and its tree go at once. */
export function deleteProduct(productId: string) {
  return callApi(productEndpoints.delete, { params: { id: productId } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, productId) => {
      for (const queryKey of [productKeys.detail(productId), ...productPartsKeys(productId)]) {
        queryClient.removeQueries({ queryKey });
      }
      return queryClient.invalidateQueries({ queryKey: productKeys.lists });
    },
  });
}
