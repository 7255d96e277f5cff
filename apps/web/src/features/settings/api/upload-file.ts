import { uploadEndpoints } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `POST auth/fileUpload` with one `file` and no `productId`: a profile picture. */
export function uploadFile(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return callApi(uploadEndpoints.picture, { formData });
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
