import { API_BASE, messages, type ApiEnvelope } from '@atelier/domain';
import { ApiError, textKeyOf, TRY_AGAIN_KEY } from './api-error';
import { clearSession, getToken, isSessionRejection } from './session';

export interface UploadHandle<T> {
  /** Resolves with the server's envelope, or rejects with its text. */
  done: Promise<ApiEnvelope<T>>;
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
 * A multipart `POST` to the API that reports its progress (0 to 1) and can be cancelled.
 * XMLHttpRequest rather than the API client's fetch, because only it reports upload progress.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ApiEnvelope<T>>((resolve, reject) => {
    xhr.open('POST', `${API_BASE}${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const envelope = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && envelope) {
        resolve(envelope as ApiEnvelope<T>);
        return;
      }
      const message = envelope?.responseMessage || messages.tryAgain;
      if (xhr.status === 401 && isSessionRejection(message)) clearSession();
      reject(new ApiError(xhr.status, message, envelope?.data ?? null, textKeyOf(envelope)));
    };
    xhr.onerror = () => reject(new ApiError(0, messages.tryAgain, null, TRY_AGAIN_KEY));
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
