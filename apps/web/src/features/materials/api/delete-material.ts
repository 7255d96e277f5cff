import { materialEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { materialKeys } from './keys';

/** `DELETE material/{id}`: 'Material deleted.'; its image goes with it. */
export function deleteMaterial(id: string) {
  return callApi(materialEndpoints.remove, { params: { id } });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}
