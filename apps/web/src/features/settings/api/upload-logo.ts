import { settingsEndpoints } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * `POST general/logo` (multipart `file`): stores the image and answers its path, which the
 * company form then saves as `logo`.
 */
export function uploadLogo(file: File) {
  const body = new FormData();
  body.append('file', file);
  return callApi(settingsEndpoints.uploadLogo, { formData: body });
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
