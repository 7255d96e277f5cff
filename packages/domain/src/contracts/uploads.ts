/**
 * `POST auth/fileUpload` (SPEC §7), multipart. With a `productId` field (and optionally
 * `folderId`) before the files, one or more `files` go into that product's tree and the answer is
 * their items; without it, the one `file` is a profile picture.
 */
import { z } from 'zod';
import { ZProductItem } from '../products.ts';
import { endpoint } from './endpoint.ts';

/** A profile picture, before updateProfile attaches it. */
export const ZUploadedPicture = z.object({
  /** Storage path to send back in updateProfile. */
  path: z.string(),
  /** Where the browser can show the file. */
  url: z.string(),
  fileName: z.string(),
});
export type UploadedPicture = z.infer<typeof ZUploadedPicture>;

const fileUpload = {
  method: 'POST',
  path: '/auth/fileUpload',
  summary: 'Upload product files or a profile picture',
  description:
    'The signed-in user. Multipart. With a `productId` field (and optionally `folderId`) before them, one or more `files` go into that product’s tree, for whoever may edit it, and the answer is their items; without it, the one `file` is a profile picture, which updateProfile attaches.',
  refuses: [403, 404],
  tag: 'files',
  multipart: true,
} as const;

export const uploadEndpoints = {
  /** The endpoint as the server declares it: either answer. */
  upload: endpoint({ ...fileUpload, data: z.union([ZUploadedPicture, z.array(ZProductItem)]) }),
  /** The same endpoint called without `productId`: the picture. */
  picture: endpoint({ ...fileUpload, data: ZUploadedPicture }),
  /** The same endpoint called with `productId` first: the product's new items. */
  productFiles: endpoint({ ...fileUpload, data: z.array(ZProductItem) }),
};
