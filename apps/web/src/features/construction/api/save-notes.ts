import { constructionEndpoints, type TSaveConstructionNotesSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { constructionKeys } from './keys';

/**
 * `PUT product/{id}/construction/notes`: the whole notes against the revision they were read
 * at; 409 when someone saved since.
 */
export function saveConstructionNotes(productId: string, body: TSaveConstructionNotesSchema) {
  return callApi(constructionEndpoints.saveNotes, { params: { id: productId }, body });
}

export function useSaveConstructionNotes(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveConstructionNotesSchema) => saveConstructionNotes(productId, body),
    onSuccess: ({ data }) => queryClient.setQueryData(constructionKeys.product(productId), data),
  });
}
