import { productEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `POST product/{id}/duplicate`: answers the copy ('… (copy)', with the files). */
export function duplicateProduct(productId: string) {
  return callApi(productEndpoints.duplicate, { params: { id: productId } });
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
