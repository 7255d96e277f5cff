import { pomEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pomKeys } from '../../../api/get-poms';
import { callApi } from '../../../lib/api-client';

/** `DELETE pom/{id}`: 'Point of measure deleted.', or 409 while a spec sheet uses it. */
export function deletePom(id: string) {
  return callApi(pomEndpoints.remove, { params: { id } });
}

export function useDeletePom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pomKeys.all }),
  });
}
