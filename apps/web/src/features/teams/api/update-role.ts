import { roleEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { RoleInput } from './create-role';
import { roleKeys, teamKeys } from './keys';

export function updateRole({ roleId, ...input }: RoleInput & { roleId: string }) {
  return callApi(roleEndpoints.update, { params: { roleId }, body: input });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => {
      // Members holding the role get its new permissions.
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
