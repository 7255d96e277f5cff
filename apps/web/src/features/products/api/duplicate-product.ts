import type { Product } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `POST product/{id}/duplicate`: answers the copy ('… (copy)', with the files). */
export function duplicateProduct(productId: string) {
  return api.post<Product>(`/product/${encodeURIComponent(productId)}/duplicate`);
}

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProduct,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(productKeys.detail(data._id), data);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists });
    },
  });
}
