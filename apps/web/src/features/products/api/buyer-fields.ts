import { productEndpoints, type TUpdateBuyerFieldsSchema } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `GET product/{id}/buyer`: what buyers read of the product. */
export function useBuyerFields(productId: string) {
  return useQuery({
    queryKey: productKeys.buyer(productId),
    queryFn: async ({ signal }) =>
      (await callApi(productEndpoints.buyerFields, { params: { id: productId }, signal })).data,
  });
}

/** `PUT product/{id}/buyer`: the product's page and timeline refresh with it. */
export function useSaveBuyerFields(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateBuyerFieldsSchema) =>
      callApi(productEndpoints.updateBuyerFields, { params: { id: productId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
  });
}
