import { roleEndpoints, type RolePermission } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** The 16 permission keys with the labels the checklists show. */
export async function getRolePermissions(): Promise<RolePermission[]> {
  const { data } = await callApi(roleEndpoints.permissions);
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
