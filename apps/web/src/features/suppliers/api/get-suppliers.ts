import { supplierEndpoints } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { supplierKeys } from './keys';

/** `GET team/{teamId}/suppliers`: each supplier with its people, invitations and products. */
export async function getSuppliers(teamId: string) {
  return (await callApi(supplierEndpoints.list, { params: { teamId } })).data;
}

export function useSuppliers(teamId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: supplierKeys.team(teamId),
    queryFn: () => getSuppliers(teamId),
    enabled,
  });
}
