import { sharingEndpoints } from '@atelier/domain';
import { useMemo } from 'react';
import type { CommentSource } from '../../../components/comments/comment-source';
import { callApi } from '../../../lib/api-client';
import { shareKeys } from './keys';
import { VISITOR_REFRESH_MS } from './shared-product';

interface VisitorSourceOptions {
  /** The link is can-comment-and-view: the panel offers a box and replies. */
  canComment: boolean;
  /** The name the visitor comments under. */
  name: string;
}

/**
 * A share-link visitor's comments on the product (fileId null) or on one of its images, through
 * the token: `product/productCommentsNoAuth`, `product/getProductImgCommentsNonAuth` and
 * `product/productImgCommentsNonAuth`. A visitor only reads and adds; the page looks again every
 * few seconds, as visitors have no live events.
 */
export function visitorCommentSource(
  token: string,
  fileId: string | null,
  { canComment, name }: VisitorSourceOptions,
): CommentSource {
  return {
    key: shareKeys.comments(token, fileId),
    refreshMs: VISITOR_REFRESH_MS,
    list: async () => {
      const { data } = fileId
        ? await callApi(sharingEndpoints.visitorImageComments, { query: { token, fileId } })
        : await callApi(sharingEndpoints.visitorComments, { query: { token } });
      return data;
    },
    add: canComment
      ? ({ text, parentId, x, y }) =>
          fileId
            ? callApi(sharingEndpoints.visitorImageComment, {
                body: {
                  token,
                  name,
                  fileId,
                  text,
                  parentId: parentId ?? null,
                  ...(x !== undefined && y !== undefined && { x, y }),
                },
              })
            : callApi(sharingEndpoints.visitorComment, {
                body: { token, name, text, parentId: parentId ?? null },
              })
      : undefined,
  };
}

export function useVisitorCommentSource(
  token: string,
  fileId: string | null,
  canComment: boolean,
  name: string,
) {
  return useMemo(
    () => visitorCommentSource(token, fileId, { canComment, name }),
    [token, fileId, canComment, name],
  );
}
