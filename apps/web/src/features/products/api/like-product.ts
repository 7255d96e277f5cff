import { productEndpoints, type Product } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `POST product/{id}/like`: likes, or takes the like back when it was there. */
export function toggleLike(productId: string) {
  return callApi(productEndpoints.like, { params: { id: productId } });
}

export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<Product>(
        productKeys.detail(data.productId),
        (product) => product && { ...product, likedByMe: data.liked, likeCount: data.likeCount },
      );
      return queryClient.invalidateQueries({ queryKey: productKeys.lists });
    },
  });
}
