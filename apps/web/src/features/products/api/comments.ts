import type { ProductComment } from '@atelier/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `GET product/productComments?productId=`: the product's own comments, oldest first. */
export async function getComments(productId: string): Promise<ProductComment[]> {
  const params = new URLSearchParams({ productId });
  const { data } = await api.get<ProductComment[]>(`/product/productComments?${params}`);
  return data;
}

export const commentsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.comments(productId),
    queryFn: () => getComments(productId),
  });

export function useComments(productId: string, { enabled = true } = {}) {
  return useQuery({ ...commentsQueryOptions(productId), enabled });
}

export interface NewComment {
  productId: string;
  text: string;
  parentId?: string | null;
  mentions?: string[];
}

/** A text's mentions ride along only when there are some: a text sent without them has none. */
const withMentions = <T extends { mentions?: string[] }>({ mentions, ...body }: T) =>
  mentions?.length ? { ...body, mentions } : body;

/** Adds, edits and deletes comments; each refreshes the product's thread. */
export function useCommentMutations(productId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: productKeys.comments(productId) });
  return {
    add: useMutation({
      mutationFn: (input: NewComment) =>
        api.post<ProductComment>('/product/productComments', withMentions(input)),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ id, ...edit }: { id: string; text: string; mentions?: string[] }) =>
        api.put<ProductComment>(
          `/product/productComments/${encodeURIComponent(id)}`,
          withMentions(edit),
        ),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        api.delete<{ _id: string }>(`/product/productComments/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
  };
}
