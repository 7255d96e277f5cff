import { productEndpoints, type TCreateFolderSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `POST product/{id}/folders`: a folder at the top or inside another one. */
export function createFolder(productId: string, input: TCreateFolderSchema) {
  return callApi(productEndpoints.createFolder, { params: { id: productId }, body: input });
}

export function useCreateFolder(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateFolderSchema) => createFolder(productId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.files(productId) }),
  });
}
