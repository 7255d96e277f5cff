import { pomEndpoints, type TCreatePomSchema, type TUpdatePomSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pomKeys } from '../../../api/get-poms';
import { callApi } from '../../../lib/api-client';

/** `POST pom`: 'Point of measure added.' (409 when the code is taken). */
export function createPom(body: TCreatePomSchema) {
  return callApi(pomEndpoints.create, { body });
}

/** `PUT pom/{id}`: 'Point of measure updated.' */
export function updatePom({ id, body }: { id: string; body: TUpdatePomSchema }) {
  return callApi(pomEndpoints.update, { params: { id }, body });
}

export function useCreatePom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pomKeys.all }),
  });
}

export function useUpdatePom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pomKeys.all }),
  });
}
