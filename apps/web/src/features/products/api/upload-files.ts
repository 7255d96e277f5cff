import type { ProductItem } from '@atelier/domain';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export interface UploadTarget {
  productId: string;
  folderId?: string | null;
}

/**
 * `POST auth/fileUpload` for a product: `productId` and `folderId` go before the files (the
 * server checks the right to edit before reading any file).
 */
export function uploadFiles(
  target: UploadTarget,
  files: readonly File[],
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('productId', target.productId);
  if (target.folderId) form.append('folderId', target.folderId);
  files.forEach((file) => form.append('files', file, file.name));
  return uploadWithProgress<ProductItem[]>('/auth/fileUpload', form, onProgress);
}
