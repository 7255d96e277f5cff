import {
  fitEndpoints,
  hasDerivatives,
  productEndpoints,
  type ProductItem,
  type TSetFitPhotosSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { specKeys } from './keys';

/** The product's images (its files the image pipeline reads), the candidates for fit photos. */
export async function getProductImages(productId: string): Promise<ProductItem[]> {
  const { data } = await callApi(productEndpoints.files, { params: { id: productId } });
  return data.filter((item) => item.kind === 'file' && hasDerivatives(item.ext));
}

export function useProductImages(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: specKeys.images(productId),
    queryFn: () => getProductImages(productId),
    enabled,
  });
}

/** `PUT product/{id}/fits/{fitId}/photos`: the session's photos become these files, in order. */
export function useSetFitPhotos(productId: string, fitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetFitPhotosSchema) =>
      callApi(fitEndpoints.photos, { params: { id: productId, fitId }, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(specKeys.fit(productId, fitId), data);
    },
  });
}
