import { constructionEndpoints, type Construction } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { constructionKeys } from './keys';

/** `GET product/{id}/construction`: the callouts by number, their images and the notes. */
export async function getConstruction(productId: string): Promise<Construction> {
  const { data } = await callApi(constructionEndpoints.get, { params: { id: productId } });
  return data;
}

export const constructionQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: constructionKeys.product(productId),
    queryFn: () => getConstruction(productId),
  });

export function useConstruction(productId: string) {
  return useQuery(constructionQueryOptions(productId));
}
