import { endpointPath, messageEndpoints, type DataOf } from '@atelier/domain';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const upload = messageEndpoints.uploadAttachment;

/** `POST message/attachment?teamId`: one file, uploaded before the message that carries it. */
export function uploadAttachment(
  teamId: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('files', file, file.name);
  // XMLHttpRequest for its progress: the contract still gives the address and the answer's type.
  return uploadWithProgress<DataOf<typeof upload>>(
    endpointPath(upload, undefined, { teamId }),
    form,
    onProgress,
  );
}
