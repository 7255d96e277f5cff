import { commentEndpoints, type ApiEnvelope, type ProductComment } from '@atelier/domain';
import { useMemo } from 'react';
import type { CommentInput, CommentSource } from '../../../components/comments/comment-source';
import { callApi } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { discard } from '../../../lib/outbox/outbox';
import { commentWrite, type CommentWrite } from './comment-writes';
import { productKeys } from './keys';

interface MemberSourceOptions {
  /** The product's `comment` policy: without it the panel offers no box and no reply. */
  canComment: boolean;
  /** A member chooses whom a new thread is for; a supplier's person's are always shared. */
  chooseVisibility: boolean;
  queued: Queued;
}

/** The choice rides along only on a new thread: a reply takes its thread's. */
const withVisibility = (input: CommentInput) =>
  input.visibility && !input.parentId ? { visibility: input.visibility } : {};

/** A text's mentions ride along only when there are some: a text sent without them has none. */
const withMentions = (mentions: string[] | undefined) => (mentions?.length ? { mentions } : {});

/**
 * A new comment goes through the outbox (issue 48 §3): its answer when the network carries it at
 * once; with no network, it is kept to be sent later and the panel says so (`queued`, data null).
 */
async function sendComment(
  write: CommentWrite,
  queued: Queued,
): Promise<ApiEnvelope<ProductComment | null>> {
  const outcome = await commentWrite.submit(write, queued.label(write.body.text));
  if (outcome.status === 'sent') {
    return (outcome.envelope as ApiEnvelope<ProductComment> | null) ?? queued.envelope;
  }
  if (outcome.status === 'queued') return queued.envelope;
  // Refused at once (no right to comment, a text too long): said by the panel, and not kept.
  await discard(outcome.seq);
  throw outcome.error;
}

/** What the panel says of a comment kept to be sent later, in the writer's language. */
interface Queued {
  envelope: ApiEnvelope<null>;
  label: (text: string) => string;
}

function useQueued(): Queued {
  const t = useT();
  return useMemo(
    () => ({
      envelope: { responseCode: 202, responseMessage: t('comments.queued'), data: null },
      label: (text: string) => t('comments.outboxLabel', { text }),
    }),
    [t],
  );
}

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
  { canComment, chooseVisibility, queued }: MemberSourceOptions,
): CommentSource {
  return {
    key: productKeys.comments(productId),
    chooseVisibility,
    list: async () => (await callApi(commentEndpoints.list, { query: { productId } })).data,
    outboxScope: `product:${productId}`,
    add: canComment
      ? (input) =>
          sendComment(
            {
              scope: `product:${productId}`,
              on: 'product',
              body: {
                productId,
                text: input.text,
                parentId: input.parentId ?? null,
                ...withMentions(input.mentions),
                ...withVisibility(input),
              },
            },
            queued,
          )
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
    queued,
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
    outboxScope: `image:${fileId}`,
    add:
      canComment && !version
        ? (input) =>
            sendComment(
              {
                scope: `image:${fileId}`,
                on: 'image',
                body: {
                  productId,
                  fileId,
                  text: input.text,
                  parentId: input.parentId ?? null,
                  ...withMentions(input.mentions),
                  ...withVisibility(input),
                  ...(input.x !== undefined && input.y !== undefined && { x: input.x, y: input.y }),
                },
              },
              queued,
            )
        : undefined,
    ...memberWrites(commentEndpoints.imageUpdate, commentEndpoints.imageDelete),
  };
}

export function useProductCommentSource(
  productId: string,
  canComment: boolean,
  chooseVisibility: boolean,
) {
  const queued = useQueued();
  return useMemo(
    () => productCommentSource(productId, { canComment, chooseVisibility, queued }),
    [productId, canComment, chooseVisibility, queued],
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
  const queued = useQueued();
  return useMemo(
    () =>
      imageCommentSource(productId, fileId, {
        canComment,
        chooseVisibility: true,
        version,
        queued,
      }),
    [productId, fileId, canComment, version, queued],
  );
}
