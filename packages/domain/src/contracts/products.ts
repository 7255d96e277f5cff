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
import { IDEMPOTENT_WRITE, zIdempotencyHeaders } from './idempotency.ts';

const tag = 'product';
const zIdParams = z.object({ id: zRecordId() });
const zItemParams = zIdParams.extend({ itemId: zRecordId() });

export const productEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/product',
    summary: 'List products (the wall)',
    description:
      'Any signed-in user: the products of their teams where they hold canViewProducts, or of one team, filtered, sorted and paged.',
    refuses: [403, 404],
    tag,
    query: ZProductListQuery,
    data: ZProduct,
    paged: true,
  }),
  filter: endpoint({
    method: 'GET',
    path: '/product/productFilter',
    summary: 'List products (SPEC name)',
    description: 'The wall’s list under its SPEC name: the same as GET product.',
    refuses: [403, 404],
    tag,
    query: ZProductListQuery,
    data: ZProduct,
    paged: true,
  }),
  byTeam: endpoint({
    method: 'GET',
    path: '/product/productByTeam/:teamId',
    summary: 'List a team’s products',
    description:
      'The team’s owner, or a member with canViewProducts: its products, filtered, sorted and paged.',
    refuses: [403, 404],
    tag,
    params: z.object({ teamId: zRecordId() }),
    query: ZProductListQuery.omit({ teamId: true }),
    data: ZProduct,
    paged: true,
  }),
  get: endpoint({
    method: 'GET',
    path: '/product/:id',
    summary: 'Read a product',
    description:
      'The team’s owner, or a member with canViewProducts: the product with what the caller may do with it (`policies`).',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZProduct,
  }),
  create: endpoint({
    method: 'POST',
    path: '/product',
    summary: 'Create a product',
    description:
      'The team’s owner, or a member with canViewProducts and canAddProduct, while the plan allows another product (else 403 ‘Upgrade your plan.’).',
    refuses: [403, 404],
    tag,
    body: ZCreateProductSchema,
    data: ZProduct,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/product/:id',
    summary: 'Edit a product',
    description:
      'The team’s owner, or a member with canEditProduct. Moving it into a stage with a gate asks for approval instead, answered with its own text; 409 while one is pending.',
    refuses: [403, 404, 409],
    tag,
    params: zIdParams,
    body: ZUpdateProductSchema,
    data: ZProduct,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/product/:id',
    summary: 'Delete a product',
    description:
      'The team’s owner, or a member with canDeleteProduct. Deletes it with its files and comments.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  like: endpoint({
    method: 'POST',
    path: '/product/:id/like',
    summary: 'Like or unlike a product',
    description:
      'The team’s owner, or a member with canLikeProduct. Likes it, or takes the like back when it was there.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZLikeResult,
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/product/:id/duplicate',
    summary: 'Duplicate a product',
    description:
      'The team’s owner, or a member with canDuplicateProduct and canAddProduct, while the plan allows another product: a copy to start from.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZProduct,
    status: 201,
  }),
  files: endpoint({
    method: 'GET',
    path: '/product/:id/files',
    summary: 'List a product’s folders and files',
    description: 'Whoever may view the product: its tree, flat, each item with its parent.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: z.array(ZProductItem),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/product/:id/files',
    summary: 'Upload files to a product',
    description:
      'Whoever may edit the product, while the plan’s storage allows. Multipart: an optional `folderId` field (a folder of the product) before one or more `files`; each file is checked as `auth/fileUpload` checks it (SPEC §5), and all are kept or none. Answers their items.' +
      IDEMPOTENT_WRITE,
    refuses: [403, 404, 409],
    tag,
    params: zIdParams,
    headers: zIdempotencyHeaders,
    multipart: true,
    data: z.array(ZProductItem),
    status: 201,
  }),
  createFolder: endpoint({
    method: 'POST',
    path: '/product/:id/folders',
    summary: 'Add a folder to a product',
    description: 'Whoever may edit the product.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZCreateFolderSchema,
    data: ZProductItem,
    status: 201,
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: '/product/:id/items/:itemId',
    summary: 'Rename or move a file or folder',
    description: 'Whoever may edit the product.',
    refuses: [403, 404],
    tag,
    params: zItemParams,
    body: ZUpdateItemSchema,
    data: ZProductItem,
  }),
  deleteItem: endpoint({
    method: 'DELETE',
    path: '/product/:id/items/:itemId',
    summary: 'Delete a file or folder',
    description: 'Whoever may edit the product; a folder goes with what it holds.',
    refuses: [403, 404],
    tag,
    params: zItemParams,
    data: ZDeletedEntry,
  }),
  buyerFields: endpoint({
    method: 'GET',
    path: '/product/:id/buyer',
    summary: 'Read a product’s buyer fields',
    description:
      'Whoever may view the product: what buyers read of it (style number, sizes, composition, prices, delivery window).',
    refuses: [403, 404],
    tag,
    params: ZBuyerFieldsParams,
    data: ZBuyerFields,
  }),
  updateBuyerFields: endpoint({
    method: 'PUT',
    path: '/product/:id/buyer',
    summary: 'Edit a product’s buyer fields',
    description:
      'Whoever may edit the product. A price needs its currency, and the delivery window must end after it starts.',
    refuses: [403, 404],
    tag,
    params: ZBuyerFieldsParams,
    body: ZUpdateBuyerFieldsSchema,
    data: ZBuyerFields,
  }),
  versions: endpoint({
    method: 'GET',
    path: '/product/:id/files/:fileId/versions',
    summary: 'List a file’s versions',
    description:
      'Whoever may view the product: the file’s versions (sample rounds), oldest first; the last is the current one.',
    refuses: [403, 404],
    tag,
    params: ZFileVersionParams,
    data: z.array(ZFileVersion),
  }),
  addVersion: endpoint({
    method: 'POST',
    path: '/product/:id/files/:fileId/versions',
    summary: 'Add a version of a file',
    description:
      'Whoever may edit the product. Multipart: a `label` field (its name), then one `file` of the same kind; it counts against the team’s storage.',
    refuses: [403, 404],
    tag,
    params: ZFileVersionParams,
    multipart: true,
    data: ZFileVersion,
    status: 201,
  }),
};
