import type { Fabric } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateKind } from './invalidate';

/** `DELETE fabric/{id}/swatch`: 'Swatch removed successfully.' */
export function removeSwatch(fabricId: string) {
  return api.delete<Fabric>(`/fabric/${encodeURIComponent(fabricId)}/swatch`);
}

export function useRemoveSwatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSwatch,
    onSuccess: () => invalidateKind(queryClient, 'fabric'),
  });
}
