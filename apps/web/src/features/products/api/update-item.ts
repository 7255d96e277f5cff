import { productEndpoints, type TUpdateItemSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `PUT product/{id}/items/{itemId}`: renames and/or moves a folder or file (`parentId: null` is the top). */
export function updateItem(productId: string, itemId: string, input: TUpdateItemSchema) {
  return callApi(productEndpoints.updateItem, { params: { id: productId, itemId }, body: input });
}

export function useUpdateItem(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: TUpdateItemSchema }) =>
      updateItem(productId, itemId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.files(productId) }),
  });
}
