import { API_BASE, messages, type ApiEnvelope, type ProductItem } from '@atelier/domain';
import { ApiError } from '../../../lib/api-error';
import { clearSession, getToken, isSessionRejection } from '../../../lib/session';

export interface UploadTarget {
  productId: string;
  folderId?: string | null;
}

export interface UploadHandle {
  /** Resolves with the created tree items, or rejects with the server's text. */
  done: Promise<ApiEnvelope<ProductItem[]>>;
  cancel: () => void;
}

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as ApiEnvelope<unknown>).responseMessage === 'string';

function parse(text: string): ApiEnvelope<unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

/** The upload was cancelled by the user: nothing to tell them. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * `POST auth/fileUpload` for a product: `productId` and `folderId` go before the files (the
 * server checks the right to edit before reading any file). XMLHttpRequest rather than the API
 * client's fetch, because only it reports upload progress.
 */
export function uploadFiles(
  target: UploadTarget,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): UploadHandle {
  const form = new FormData();
  form.append('productId', target.productId);
  if (target.folderId) form.append('folderId', target.folderId);
  files.forEach((file) => form.append('files', file, file.name));

  const xhr = new XMLHttpRequest();
  const done = new Promise<ApiEnvelope<ProductItem[]>>((resolve, reject) => {
    xhr.open('POST', `${API_BASE}/auth/fileUpload`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const envelope = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && envelope) {
        resolve(envelope as ApiEnvelope<ProductItem[]>);
        return;
      }
      const message = envelope?.responseMessage || messages.tryAgain;
      if (xhr.status === 401 && isSessionRejection(message)) clearSession();
      reject(new ApiError(xhr.status, message, envelope?.data ?? null));
    };
    xhr.onerror = () => reject(new ApiError(0, messages.tryAgain, null));
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
