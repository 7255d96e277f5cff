import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { productKeys } from '../api/keys';
import { refusalOf } from '../../../lib/upload-refusal';
import { UploadCancelled, type UploadHandle } from '../../../lib/upload-with-progress';
import { uploadVersion } from '../api/file-versions';
import { uploadFiles } from '../api/upload-files';

export interface Upload {
  id: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'failed';
  error?: string;
  cancel: () => void;
}

/**
 * Uploads files into a product's folder, one request per file so each has its own progress bar
 * and cancel. A finished upload leaves the list (the tree shows the file); a failed one stays
 * with the server's text until dismissed.
 */
export function useUploads(productId: string, folderId: string | null) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextId = useRef(0);
  const running = useRef(new Set<() => void>());

  // Leaving the page cancels what is still on its way.
  useEffect(() => {
    const pending = running.current;
    return () => pending.forEach((cancel) => cancel());
  }, []);

  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
    );
  const dismiss = (id: number) =>
    setUploads((current) => current.filter((upload) => upload.id !== id));

  /** Follows one upload in the list until it is done, cancelled or refused. */
  function follow(
    file: File,
    send: (onProgress: (fraction: number) => void) => UploadHandle<unknown>,
  ) {
    const id = nextId.current++;
    const handle = send((progress) => patch(id, { progress }));
    running.current.add(handle.cancel);
    setUploads((current) => [
      ...current,
      { id, name: file.name, progress: 0, status: 'uploading', cancel: handle.cancel },
    ]);
    handle.done
      .then(() => {
        dismiss(id);
        return queryClient.invalidateQueries({ queryKey: productKeys.files(productId) });
      })
      .catch((error: unknown) => {
        if (error instanceof UploadCancelled) dismiss(id);
        else patch(id, { status: 'failed', error: errorMessage(error) });
      })
      .finally(() => {
        running.current.delete(handle.cancel);
        void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
      });
  }

  function start(files: readonly File[]) {
    const refusal = refusalOf(files);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    files.forEach((file) =>
      follow(file, (onProgress) => uploadFiles({ productId, folderId }, [file], onProgress)),
    );
  }

  /** A new version (sample round) of one of the product's files. */
  function startVersion(file: File, fileId: string, label: string) {
    const refusal = refusalOf([file]);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    follow(file, (onProgress) => uploadVersion({ productId, fileId, label }, file, onProgress));
  }

  return { uploads, start, startVersion, dismiss };
}
