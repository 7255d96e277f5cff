import type { ProductItem, TCreateFolderSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `POST product/{id}/folders`: a folder at the top or inside another one. */
export function createFolder(productId: string, input: TCreateFolderSchema) {
  return api.post<ProductItem>(`/product/${encodeURIComponent(productId)}/folders`, input);
}

export function useCreateFolder(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateFolderSchema) => createFolder(productId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.files(productId) }),
  });
}
