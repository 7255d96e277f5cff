import type { MessageAttachment } from '@atelier/domain';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** `POST message/attachment?teamId`: one file, uploaded before the message that carries it. */
export function uploadAttachment(
  teamId: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('files', file, file.name);
  return uploadWithProgress<MessageAttachment[]>(
    `/message/attachment?teamId=${encodeURIComponent(teamId)}`,
    form,
    onProgress,
  );
}
