import { roleEndpoints, type Role } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** Built-in roles and the user's own (paid plans; 'Upgrade your plan.' on Free). */
export async function getRoles(): Promise<Role[]> {
  const { data } = await callApi(roleEndpoints.list);
  return data;
}

export const rolesQueryOptions = () => queryOptions({ queryKey: roleKeys.all, queryFn: getRoles });

export function useRoles({ enabled = true } = {}) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}
