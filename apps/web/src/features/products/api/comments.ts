import type { ProductComment } from '@atelier/domain';
import { useMemo } from 'react';
import type { CommentSource } from '../../../components/comments/comment-source';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

interface MemberSourceOptions {
  /** The product's `comment` policy: without it the panel offers no box and no reply. */
  canComment: boolean;
}

const one = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** A text's mentions ride along only when there are some: a text sent without them has none. */
const withMentions = (mentions: string[] | undefined) => (mentions?.length ? { mentions } : {});

/** A signed-in member's writes on one comment; the server's policy decides each. */
function memberWrites(base: string): Pick<CommentSource, 'edit' | 'remove' | 'resolve'> {
  return {
    edit: (id, text, mentions) =>
      api.put<ProductComment>(one(base, id), { text, ...withMentions(mentions) }),
    remove: (id) => api.delete<{ _id: string }>(one(base, id)),
    resolve: (id, resolved) => api.put<ProductComment>(one(base, id), { resolved }),
  };
}

/** `product/productComments`: the product's own comments, oldest first. */
export function productCommentSource(
  productId: string,
  { canComment }: MemberSourceOptions,
): CommentSource {
  const base = '/product/productComments';
  return {
    key: productKeys.comments(productId),
    list: async () => {
      const params = new URLSearchParams({ productId });
      return (await api.get<ProductComment[]>(`${base}?${params}`)).data;
    },
    add: canComment
      ? ({ text, parentId, mentions }) =>
          api.post<ProductComment>(base, {
            productId,
            text,
            parentId: parentId ?? null,
            ...withMentions(mentions),
          })
      : undefined,
    ...memberWrites(base),
  };
}

/**
 * `product/getProductImgComments` and `product/productImgComments`: one image's comments, a new
 * thread optionally pinned at `x`, `y`.
 */
export function imageCommentSource(
  productId: string,
  fileId: string,
  { canComment }: MemberSourceOptions,
): CommentSource {
  const base = '/product/productImgComments';
  return {
    key: productKeys.imageComments(productId, fileId),
    list: async () => {
      const params = new URLSearchParams({ productId, fileId });
      return (await api.get<ProductComment[]>(`/product/getProductImgComments?${params}`)).data;
    },
    add: canComment
      ? ({ text, parentId, x, y, mentions }) =>
          api.post<ProductComment>(base, {
            productId,
            fileId,
            text,
            parentId: parentId ?? null,
            ...withMentions(mentions),
            ...(x !== undefined && y !== undefined && { x, y }),
          })
      : undefined,
    ...memberWrites(base),
  };
}

export function useProductCommentSource(productId: string, canComment: boolean) {
  return useMemo(() => productCommentSource(productId, { canComment }), [productId, canComment]);
}

export function useImageCommentSource(productId: string, fileId: string, canComment: boolean) {
  return useMemo(
    () => imageCommentSource(productId, fileId, { canComment }),
    [productId, fileId, canComment],
  );
}
