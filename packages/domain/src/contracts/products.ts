/**
 * The product endpoints (SPEC §7 `product` base; issue 11): the wall list with its filters (also as
 * `product/productFilter` and `product/productByTeam/{teamId}`), one product, create, edit,
 * delete, like and duplicate, the product's tree of folders and files, and a file's versions.
 */
import { z } from 'zod';
import { ZDeletedEntry } from '../catalogues.ts';
import {
  ZCreateFolderSchema,
  ZCreateProductSchema,
  ZLikeResult,
  ZProduct,
  ZProductItem,
  ZProductListQuery,
  ZUpdateItemSchema,
  ZUpdateProductSchema,
} from '../products.ts';
import { zRecordId } from '../teams.ts';
import { ZFileVersion, ZFileVersionParams } from '../versions.ts';
import { ZBuyerFields, ZBuyerFieldsParams, ZUpdateBuyerFieldsSchema } from '../buyer-fields.ts';
import { endpoint } from './endpoint.ts';

const tag = 'product';
const zIdParams = z.object({ id: zRecordId() });
const zItemParams = zIdParams.extend({ itemId: zRecordId() });

export const productEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/product',
    tag,
    query: ZProductListQuery,
    data: ZProduct,
    paged: true,
  }),
  /** The wall's list under its SPEC name. */
  filter: endpoint({
    method: 'GET',
    path: '/product/productFilter',
    tag,
    query: ZProductListQuery,
    data: ZProduct,
    paged: true,
  }),
  byTeam: endpoint({
    method: 'GET',
    path: '/product/productByTeam/:teamId',
    tag,
    params: z.object({ teamId: zRecordId() }),
    query: ZProductListQuery.omit({ teamId: true }),
    data: ZProduct,
    paged: true,
  }),
  get: endpoint({ method: 'GET', path: '/product/:id', tag, params: zIdParams, data: ZProduct }),
  create: endpoint({
    method: 'POST',
    path: '/product',
    tag,
    body: ZCreateProductSchema,
    data: ZProduct,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/product/:id',
    tag,
    params: zIdParams,
    body: ZUpdateProductSchema,
    data: ZProduct,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/product/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  /** Likes, or takes the like back when it was there. */
  like: endpoint({
    method: 'POST',
    path: '/product/:id/like',
    tag,
    params: zIdParams,
    data: ZLikeResult,
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/product/:id/duplicate',
    tag,
    params: zIdParams,
    data: ZProduct,
    status: 201,
  }),
  /** The product's folders and files, flat, each with its parent. */
  files: endpoint({
    method: 'GET',
    path: '/product/:id/files',
    tag,
    params: zIdParams,
    data: z.array(ZProductItem),
  }),
  createFolder: endpoint({
    method: 'POST',
    path: '/product/:id/folders',
    tag,
    params: zIdParams,
    body: ZCreateFolderSchema,
    data: ZProductItem,
    status: 201,
  }),
  /** Renames and/or moves a folder or file. */
  updateItem: endpoint({
    method: 'PUT',
    path: '/product/:id/items/:itemId',
    tag,
    params: zItemParams,
    body: ZUpdateItemSchema,
    data: ZProductItem,
  }),
  deleteItem: endpoint({
    method: 'DELETE',
    path: '/product/:id/items/:itemId',
    tag,
    params: zItemParams,
    data: ZDeletedEntry,
  }),
  /** What buyers read of the product: style number, sizes, composition, prices, delivery. */
  buyerFields: endpoint({
    method: 'GET',
    path: '/product/:id/buyer',
    tag,
    params: ZBuyerFieldsParams,
    data: ZBuyerFields,
  }),
  updateBuyerFields: endpoint({
    method: 'PUT',
    path: '/product/:id/buyer',
    tag,
    params: ZBuyerFieldsParams,
    body: ZUpdateBuyerFieldsSchema,
    data: ZBuyerFields,
  }),
  /** A file's versions (sample rounds), oldest first; the last is the current one. */
  versions: endpoint({
    method: 'GET',
    path: '/product/:id/files/:fileId/versions',
    tag,
    params: ZFileVersionParams,
    data: z.array(ZFileVersion),
  }),
  /** A new version of the file: a `label` field (its name), then one `file`. */
  addVersion: endpoint({
    method: 'POST',
    path: '/product/:id/files/:fileId/versions',
    tag,
    params: ZFileVersionParams,
    multipart: true,
    data: ZFileVersion,
    status: 201,
  }),
};
