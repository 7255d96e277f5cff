/**
 * A new comment, on the product or on one of its images, that waits for the network on a phone
 * (issue 48 §3, lib/outbox): sent once, under its Idempotency-Key, in the order it was written.
 */
import {
  commentEndpoints,
  type TCreateCommentSchema,
  type TCreateImageCommentSchema,
} from '@atelier/domain';
import { callApi } from '../../../lib/api-client';
import { defineOutboxKind } from '../../../lib/outbox/outbox';
import { productKeys } from './keys';

/** `scope`: which comments panel shows it while it waits (CommentSource.outboxScope). */
export type CommentWrite = { scope: string } & (
  { on: 'product'; body: TCreateCommentSchema } | { on: 'image'; body: TCreateImageCommentSchema }
);

export const commentWrite = defineOutboxKind<CommentWrite>('comment.create', {
  send: (write, key) =>
    write.on === 'image'
      ? callApi(commentEndpoints.imageCreate, { body: write.body, idempotencyKey: key })
      : callApi(commentEndpoints.create, { body: write.body, idempotencyKey: key }),
  // The product's key covers its images' comments too.
  sent: (write, _envelope, queryClient) =>
    void queryClient.invalidateQueries({ queryKey: productKeys.comments(write.body.productId) }),
});
