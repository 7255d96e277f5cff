import { supplierEndpoints, type SupplierRef } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { supplierKeys } from './keys';

/** `GET product/{id}/suppliers`: the suppliers the product is assigned to, by name. */
export function useProductSuppliers(productId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: supplierKeys.product(productId),
    queryFn: async () =>
      (await callApi(supplierEndpoints.product, { params: { id: productId } })).data,
    enabled,
  });
}

/** `PUT product/{id}/suppliers`: exactly these suppliers; the team's counts change with it. */
export function useAssignSuppliers(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplierIds: string[]) =>
      callApi(supplierEndpoints.assign, { params: { id: productId }, body: { supplierIds } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<SupplierRef[]>(supplierKeys.product(productId), data);
      return queryClient.invalidateQueries({ queryKey: ['suppliers', 'team'] });
    },
  });
}
