import type { ReactNode } from 'react';
import { runMutation } from '../../lib/run-mutation';
import { ConfirmModal } from '../ui/confirm-modal';
import type { ServerAnswer } from '../../lib/server-texts/server-text';

interface DeleteConfirmProps<T> {
  /** The row to delete; null keeps the dialog closed. */
  item: T | null;
  title: string;
  confirmLabel: string;
  /** The write; its answer's text is the success toast. */
  onDelete: (item: T) => Promise<ServerAnswer>;
  loading: boolean;
  onClose: () => void;
  /** What deleting does, in words (who loses what). */
  children: (item: T) => ReactNode;
}

/** Asks before a row is deleted, deletes it, tells how it went and closes on success. */
export function DeleteConfirm<T>({
  item,
  title,
  confirmLabel,
  onDelete,
  loading,
  onClose,
  children,
}: DeleteConfirmProps<T>) {
  return (
    <ConfirmModal
      opened={item !== null}
      title={title}
      confirmLabel={confirmLabel}
      danger
      loading={loading}
      onConfirm={() => {
        if (item !== null) void runMutation(() => onDelete(item), { onSuccess: onClose });
      }}
      onClose={onClose}
    >
      {item !== null && children(item)}
    </ConfirmModal>
  );
}
