import { endpointPath, uploadEndpoints, type DataOf } from '@atelier/domain';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const upload = uploadEndpoints.productFiles;

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
  const formData = new FormData();
  formData.append('productId', target.productId);
  if (target.folderId) formData.append('folderId', target.folderId);
  files.forEach((file) => formData.append('files', file, file.name));
  // XMLHttpRequest for its progress: the contract still gives the address and the answer's type.
  return uploadWithProgress<DataOf<typeof upload>>(endpointPath(upload), formData, onProgress);
}
