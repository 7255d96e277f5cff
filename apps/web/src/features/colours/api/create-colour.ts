import { colourEndpoints, type TCreateColourSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { colourKeys } from './keys';

/** `POST colour` {teamId, name, code, hexCode}: 'Colour added successfully.' */
export function createColour(body: TCreateColourSchema) {
  return callApi(colourEndpoints.create, { body });
}

export function useCreateColour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createColour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: colourKeys.all }),
  });
}
