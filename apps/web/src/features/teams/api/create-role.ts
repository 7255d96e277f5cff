import { roleEndpoints, type ZRoleSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

export type RoleInput = z.output<typeof ZRoleSchema>;

export function createRole(input: RoleInput) {
  return callApi(roleEndpoints.create, { body: input });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
