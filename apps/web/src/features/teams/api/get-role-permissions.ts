import type { RolePermission } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** The 16 permission keys with the labels the checklists show. */
export async function getRolePermissions(): Promise<RolePermission[]> {
  const { data } = await api.get<RolePermission[]>('/rolePermission');
  return data;
}

export const rolePermissionsQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.permissions,
    queryFn: getRolePermissions,
    staleTime: Infinity,
  });

export function useRolePermissions({ enabled = true } = {}) {
  return useQuery({ ...rolePermissionsQueryOptions(), enabled });
}
