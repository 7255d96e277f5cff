import { commentEndpoints } from '@atelier/domain';
import { useMemo } from 'react';
import type { CommentInput, CommentSource } from '../../../components/comments/comment-source';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

interface MemberSourceOptions {
  /** The product's `comment` policy: without it the panel offers no box and no reply. */
  canComment: boolean;
  /** A member chooses whom a new thread is for; a supplier's person's are always shared. */
  chooseVisibility: boolean;
}

/** The choice rides along only on a new thread: a reply takes its thread's. */
const withVisibility = (input: CommentInput) =>
  input.visibility && !input.parentId ? { visibility: input.visibility } : {};

/** A text's mentions ride along only when there are some: a text sent without them has none. */
const withMentions = (mentions: string[] | undefined) => (mentions?.length ? { mentions } : {});

/**
 * A signed-in member's writes on one comment, under the product's or the image's path; the
 * server's policy decides each.
 */
function memberWrites(
  update: typeof commentEndpoints.update | typeof commentEndpoints.imageUpdate,
  remove: typeof commentEndpoints.delete | typeof commentEndpoints.imageDelete,
): Pick<CommentSource, 'edit' | 'remove' | 'resolve'> {
  return {
    edit: (id, text, mentions) =>
      callApi(update, { params: { id }, body: { text, ...withMentions(mentions) } }),
    remove: (id) => callApi(remove, { params: { id } }),
    resolve: (id, resolved) => callApi(update, { params: { id }, body: { resolved } }),
  };
}

/** `product/productComments`: the product's own comments, oldest first. */
export function productCommentSource(
  productId: string,
  { canComment, chooseVisibility }: MemberSourceOptions,
): CommentSource {
  return {
    key: productKeys.comments(productId),
    chooseVisibility,
    list: async () => (await callApi(commentEndpoints.list, { query: { productId } })).data,
    add: canComment
      ? (input) =>
          callApi(commentEndpoints.create, {
            body: {
              productId,
              text: input.text,
              parentId: input.parentId ?? null,
              ...withMentions(input.mentions),
              ...withVisibility(input),
            },
          })
      : undefined,
    ...memberWrites(commentEndpoints.update, commentEndpoints.delete),
  };
}

/**
 * `product/getProductImgComments` and `product/productImgComments`: one image's comments, a new
 * thread optionally pinned at `x`, `y`. An older round (`version`) is read, its threads resolved
 * or reopened, but new comments go to the newest round.
 */
export function imageCommentSource(
  productId: string,
  fileId: string,
  {
    canComment,
    chooseVisibility,
    version,
  }: MemberSourceOptions & {
    version?: number | undefined;
  },
): CommentSource {
  return {
    key: productKeys.imageComments(productId, fileId, version),
    chooseVisibility,
    list: async () =>
      (
        await callApi(commentEndpoints.imageList, {
          query: { productId, fileId, ...(version ? { version } : {}) },
        })
      ).data,
    add:
      canComment && !version
        ? (input) =>
            callApi(commentEndpoints.imageCreate, {
              body: {
                productId,
                fileId,
                text: input.text,
                parentId: input.parentId ?? null,
                ...withMentions(input.mentions),
                ...withVisibility(input),
                ...(input.x !== undefined && input.y !== undefined && { x: input.x, y: input.y }),
              },
            })
        : undefined,
    ...memberWrites(commentEndpoints.imageUpdate, commentEndpoints.imageDelete),
  };
}

export function useProductCommentSource(
  productId: string,
  canComment: boolean,
  chooseVisibility: boolean,
) {
  return useMemo(
    () => productCommentSource(productId, { canComment, chooseVisibility }),
    [productId, canComment, chooseVisibility],
  );
}

/**
 * One image's comments; an older round's when `version` is given. Only the team's members open
 * a product's files, so they choose whom a new thread is for.
 */
export function useImageCommentSource(
  productId: string,
  fileId: string,
  canComment: boolean,
  version?: number,
) {
  return useMemo(
    () => imageCommentSource(productId, fileId, { canComment, chooseVisibility: true, version }),
    [productId, fileId, canComment, version],
  );
}
