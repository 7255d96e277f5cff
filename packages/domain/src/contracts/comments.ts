/**
 * The comment endpoints (SPEC §7; issue 12): `product/productComments` on a product, and
 * `product/productImgComments` / `product/getProductImgComments` on one of its images, pinned at a
 * point; `product/mentionable`, whom a comment may @mention. One comment is edited, resolved and
 * deleted under either path.
 */
import { z } from 'zod';
import { ZDeletedEntry } from '../catalogues.ts';
import {
  ZComment,
  ZCommentTranslation,
  ZCommentListQuery,
  ZCreateCommentSchema,
  ZCreateImageCommentSchema,
  ZImageCommentListQuery,
  ZMentionable,
  ZMentionableQuery,
  ZTranslateCommentSchema,
  ZUpdateCommentSchema,
} from '../comments.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';
import { IDEMPOTENT_WRITE, zIdempotencyHeaders } from './idempotency.ts';

const tag = 'comments';
const zIdParams = z.object({ id: zRecordId() });

export const commentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/product/productComments',
    summary: 'List a product’s comments',
    description: 'The team’s owner, or a member with canViewProducts and canViewComments.',
    refuses: [403, 404],
    tag,
    query: ZCommentListQuery,
    data: z.array(ZComment),
  }),
  create: endpoint({
    method: 'POST',
    path: '/product/productComments',
    summary: 'Comment on a product',
    description:
      'The team’s owner, or a member with canViewComments and canAddComment. A reply names its parent; @mentions reach only people who may read the comments.' +
      IDEMPOTENT_WRITE,
    refuses: [403, 404, 409],
    tag,
    headers: zIdempotencyHeaders,
    body: ZCreateCommentSchema,
    data: ZComment,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/product/productComments/:id',
    summary: 'Edit, resolve or reopen a comment',
    description:
      'Its author edits its text; whoever may comment on the product resolves or reopens it.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZUpdateCommentSchema,
    data: ZComment,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/product/productComments/:id',
    summary: 'Delete a comment',
    description: 'Its author, or whoever may delete the product.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  imageList: endpoint({
    method: 'GET',
    path: '/product/getProductImgComments',
    summary: 'List an image’s comments',
    description: 'Whoever may read the product’s comments: those pinned on one of its images.',
    refuses: [403, 404],
    tag,
    query: ZImageCommentListQuery,
    data: z.array(ZComment),
  }),
  imageCreate: endpoint({
    method: 'POST',
    path: '/product/productImgComments',
    summary: 'Comment on a product image',
    description:
      'Whoever may comment on the product: a comment pinned at a point of one of its images.' +
      IDEMPOTENT_WRITE,
    refuses: [403, 404, 409],
    tag,
    headers: zIdempotencyHeaders,
    body: ZCreateImageCommentSchema,
    data: ZComment,
    status: 201,
  }),
  imageUpdate: endpoint({
    method: 'PUT',
    path: '/product/productImgComments/:id',
    summary: 'Edit, resolve or reopen an image comment',
    description:
      'Its author edits its text; whoever may comment on the product resolves or reopens it.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZUpdateCommentSchema,
    data: ZComment,
  }),
  imageDelete: endpoint({
    method: 'DELETE',
    path: '/product/productImgComments/:id',
    summary: 'Delete an image comment',
    description: 'Its author, or whoever may delete the product.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  mentionable: endpoint({
    method: 'GET',
    path: '/product/mentionable',
    summary: 'List whom a comment may mention',
    description:
      'Whoever may read the product’s comments: the team’s people who may read them too.',
    refuses: [403, 404],
    tag,
    query: ZMentionableQuery,
    data: z.array(ZMentionable),
  }),
  translate: endpoint({
    method: 'POST',
    path: '/product/productComments/:id/translation',
    summary: 'Translate a comment',
    description:
      'Whoever may read the comment (a product’s or an image’s; not a share link), once an AI provider is configured (400 otherwise: the option is not offered, `policies.translate` is false). The text in `language` — the reader’s own language setting when left out — as the AI provider writes it, kept for the next reader until the comment is edited. A provider that fails answers 503; the original is unchanged either way.',
    refuses: [403, 404, 503],
    tag,
    params: zIdParams,
    body: ZTranslateCommentSchema,
    data: ZCommentTranslation,
  }),
};
