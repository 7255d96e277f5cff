import { productEndpoints, type ProductStage, type ZUpdateProductSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

export type UpdateProductInput = z.output<typeof ZUpdateProductSchema>;

/** `PUT product/{id}`: any subset of the fields. */
export function updateProduct(productId: string, input: UpdateProductInput) {
  return callApi(productEndpoints.update, { params: { id: productId }, body: input });
}

export function useUpdateProduct(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProductInput) => updateProduct(productId, input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(productKeys.detail(productId), data);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists });
    },
  });
}

/** Moves any product to another stage (the progress board): `PUT product/{id}` with its stage. */
export function useMoveToStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, stage }: { productId: string; stage: ProductStage }) =>
      updateProduct(productId, { stage }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
