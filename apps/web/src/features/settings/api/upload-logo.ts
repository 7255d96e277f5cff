import type { Media } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST general/logo` (multipart `file`): stores the image and answers its path, which the
 * company form then saves as `logo`.
 */
export function uploadLogo(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.upload<Media>('/general/logo', body);
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
