import {
  materialEndpoints,
  type TCreateMaterialSchema,
  type TUpdateMaterialSchema,
} from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { materialKeys } from './keys';

/** `POST team/{teamId}/materials`: 'Material added.' (409 when the team uses the name). */
export function createMaterial({ teamId, body }: { teamId: string; body: TCreateMaterialSchema }) {
  return callApi(materialEndpoints.create, { params: { teamId }, body });
}

/** `PUT material/{id}`: 'Material updated.'; fields left out keep their value. */
export function updateMaterial({ id, body }: { id: string; body: TUpdateMaterialSchema }) {
  return callApi(materialEndpoints.update, { params: { id }, body });
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}
