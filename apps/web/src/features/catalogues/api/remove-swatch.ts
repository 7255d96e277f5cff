import { swatchEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateKind } from './invalidate';

/** `DELETE fabric/{id}/swatch`: 'Swatch removed successfully.' */
export function removeSwatch(fabricId: string) {
  return callApi(swatchEndpoints.remove, { params: { id: fabricId } });
}

export function useRemoveSwatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSwatch,
    onSuccess: () => invalidateKind(queryClient, 'fabric'),
  });
}
