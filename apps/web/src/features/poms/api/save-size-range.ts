import {
  sizeRangeEndpoints,
  type TCreateSizeRangeSchema,
  type TUpdateSizeRangeSchema,
} from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pomKeys } from '../../../api/get-poms';
import { callApi } from '../../../lib/api-client';

/** `POST sizeRange`: 'Size range added.' (409 when the name is taken). */
export function createSizeRange(body: TCreateSizeRangeSchema) {
  return callApi(sizeRangeEndpoints.create, { body });
}

/** `PUT sizeRange/{id}`: 'Size range updated.' Spec sheets keep their own sizes. */
export function updateSizeRange({ id, body }: { id: string; body: TUpdateSizeRangeSchema }) {
  return callApi(sizeRangeEndpoints.update, { params: { id }, body });
}

/** `DELETE sizeRange/{id}`: 'Size range deleted.' */
export function deleteSizeRange(id: string) {
  return callApi(sizeRangeEndpoints.remove, { params: { id } });
}

function useSizeRangeMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pomKeys.all }),
  });
}

export const useCreateSizeRange = () => useSizeRangeMutation(createSizeRange);
export const useUpdateSizeRange = () => useSizeRangeMutation(updateSizeRange);
export const useDeleteSizeRange = () => useSizeRangeMutation(deleteSizeRange);
