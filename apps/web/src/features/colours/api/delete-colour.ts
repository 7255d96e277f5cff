import { colourEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { colourKeys } from './keys';

/** `DELETE colour/{id}`: 'Colour deleted successfully.' */
export function deleteColour(id: string) {
  return callApi(colourEndpoints.delete, { params: { id } });
}

export function useDeleteColour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteColour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: colourKeys.all }),
  });
}
