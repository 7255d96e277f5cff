import { productEndpoints, type ZCreateProductSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

export type CreateProductInput = z.output<typeof ZCreateProductSchema>;

/** `POST product`: answers the new product with its policies. */
export function createProduct(input: CreateProductInput) {
  return callApi(productEndpoints.create, { body: input });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(productKeys.detail(data._id), data);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists });
    },
  });
}
