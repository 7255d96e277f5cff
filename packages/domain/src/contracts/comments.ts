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
  ZCommentListQuery,
  ZCreateCommentSchema,
  ZCreateImageCommentSchema,
  ZImageCommentListQuery,
  ZMentionable,
  ZMentionableQuery,
  ZUpdateCommentSchema,
} from '../comments.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'comments';
const zIdParams = z.object({ id: zRecordId() });

export const commentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/product/productComments',
    tag,
    query: ZCommentListQuery,
    data: z.array(ZComment),
  }),
  create: endpoint({
    method: 'POST',
    path: '/product/productComments',
    tag,
    body: ZCreateCommentSchema,
    data: ZComment,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/product/productComments/:id',
    tag,
    params: zIdParams,
    body: ZUpdateCommentSchema,
    data: ZComment,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/product/productComments/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  imageList: endpoint({
    method: 'GET',
    path: '/product/getProductImgComments',
    tag,
    query: ZImageCommentListQuery,
    data: z.array(ZComment),
  }),
  imageCreate: endpoint({
    method: 'POST',
    path: '/product/productImgComments',
    tag,
    body: ZCreateImageCommentSchema,
    data: ZComment,
    status: 201,
  }),
  imageUpdate: endpoint({
    method: 'PUT',
    path: '/product/productImgComments/:id',
    tag,
    params: zIdParams,
    body: ZUpdateCommentSchema,
    data: ZComment,
  }),
  imageDelete: endpoint({
    method: 'DELETE',
    path: '/product/productImgComments/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  /** The team's people who may read the product's comments. */
  mentionable: endpoint({
    method: 'GET',
    path: '/product/mentionable',
    tag,
    query: ZMentionableQuery,
    data: z.array(ZMentionable),
  }),
};
