import { colourEndpoints, type TUpdateColourSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { colourKeys } from './keys';

/** `PUT colour/{id}` {name, code, hexCode}: 'Colour updated successfully.' */
export function updateColour({ id, body }: { id: string; body: TUpdateColourSchema }) {
  return callApi(colourEndpoints.update, { params: { id }, body });
}

export function useUpdateColour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateColour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: colourKeys.all }),
  });
}
