import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UploadedFile {
  /** Storage path to send back in updateProfile. */
  path: string;
  /** Where the browser can show the file. */
  url: string;
  fileName: string;
}

export function uploadFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.upload<UploadedFile>('/auth/fileUpload', body);
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
