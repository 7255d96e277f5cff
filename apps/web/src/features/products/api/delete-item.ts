import { productEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `DELETE product/{id}/items/{itemId}`: a file, or a folder with everything in it. */
export function deleteItem(productId: string, itemId: string) {
  return callApi(productEndpoints.deleteItem, { params: { id: productId, itemId } });
}

export function useDeleteItem(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteItem(productId, itemId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.files(productId) }),
  });
}
