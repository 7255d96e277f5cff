import { roleEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys, teamKeys } from './keys';

/** Members who held the role keep its permissions; only the name goes. */
export function deleteRole(roleId: string) {
  return callApi(roleEndpoints.delete, { params: { roleId } });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
