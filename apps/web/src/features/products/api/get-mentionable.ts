import { commentEndpoints, type Mentionable } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `GET product/mentionable?productId=`: the team's people who may read its comments. */
export async function getMentionable(productId: string): Promise<Mentionable[]> {
  const { data } = await callApi(commentEndpoints.mentionable, { query: { productId } });
  return data;
}

export const mentionableQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.mentionable(productId),
    queryFn: () => getMentionable(productId),
    // Who is in the team changes seldom while someone writes a comment.
    staleTime: 60_000,
  });

export function useMentionable(productId: string, { enabled = true } = {}) {
  return useQuery({ ...mentionableQueryOptions(productId), enabled });
}
