import { colourEndpoints, type TImportColoursSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { colourKeys } from './keys';

/**
 * `POST colour/import` {teamId, text}: good rows are added, bad ones come back with their line
 * and message; nothing is all-or-nothing.
 */
export function importColours(body: TImportColoursSchema) {
  return callApi(colourEndpoints.import, { body });
}

export function useImportColours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importColours,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: colourKeys.all }),
  });
}
