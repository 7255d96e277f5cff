import { MESSAGE_ATTACHMENTS_MAX, messages, type MessageAttachment } from '@atelier/domain';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { refusalOf } from '../../../lib/upload-refusal';
import { UploadCancelled } from '../../../lib/upload-with-progress';
import { uploadAttachment } from '../api/upload-attachment';

export interface PendingAttachment {
  id: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'ready' | 'failed';
  error?: string;
  /** What the server stored, once ready. */
  file?: MessageAttachment;
  cancel: () => void;
}

/**
 * The files of the message being written: each uploads as soon as it is chosen (one request per
 * file, with its progress), so sending only names what is already stored. Removing one cancels
 * its upload; leaving the conversation cancels them all.
 */
export function useAttachments(teamId: string) {
  const [pending, setPending] = useState<PendingAttachment[]>([]);
  const nextId = useRef(0);
  const running = useRef(new Set<() => void>());

  useEffect(() => {
    const inFlight = running.current;
    return () => inFlight.forEach((cancel) => cancel());
  }, []);

  const patch = (id: number, change: Partial<PendingAttachment>) =>
    setPending((current) =>
      current.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );

  function remove(id: number) {
    pending.find((item) => item.id === id)?.cancel();
    setPending((current) => current.filter((item) => item.id !== id));
  }

  function add(files: readonly File[]) {
    if (files.length === 0) return;
    const refusal =
      pending.length + files.length > MESSAGE_ATTACHMENTS_MAX
        ? messages.messageAttachmentsTooMany
        : refusalOf([...files]);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    files.forEach((chosen) => {
      const id = nextId.current++;
      const handle = uploadAttachment(teamId, chosen, (progress) => patch(id, { progress }));
      running.current.add(handle.cancel);
      setPending((current) => [
        ...current,
        { id, name: chosen.name, progress: 0, status: 'uploading', cancel: handle.cancel },
      ]);
      handle.done
        .then(({ data }) => patch(id, { status: 'ready', progress: 1, file: data[0] }))
        .catch((error: unknown) => {
          if (!(error instanceof UploadCancelled)) {
            patch(id, { status: 'failed', error: errorMessage(error) });
          }
        })
        .finally(() => running.current.delete(handle.cancel));
    });
  }

  const ready = pending.flatMap((item) => (item.file ? [item.file] : []));
  return {
    pending,
    add,
    remove,
    clear: () => setPending([]),
    ready,
    uploading: pending.some((item) => item.status === 'uploading'),
  };
}
