import { MESSAGE_TEXT_MAX, type ChatMessage } from '@atelier/domain';
import { Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { AuthoredEntry } from '../../../components/comments/authored-entry';
import { CommentBox } from '../../../components/comments/comment-box';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useFormat } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';
import { useDeleteMessage, useEditMessage } from '../api/messages';
import { linkedProducts, messageParts } from '../lib/message-parts';
import { MessageAttachments } from './message-attachments';
import { MessageText } from './message-text';

interface MessageItemProps {
  message: ChatMessage;
  userId: string;
  /** The team owner may delete anyone's message. */
  isTeamOwner: boolean;
  /** A card for a product the message links to. */
  renderProduct: (productId: string) => ReactNode;
}

const GONE = { name: 'Former member', profilePicture: null };

/** One message: who, when, what; its author edits or deletes it, the team owner deletes it too. */
export function MessageItem({ message, userId, isTeamOwner, renderProduct }: MessageItemProps) {
  const { formatDateTime } = useFormat();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const author = message.author ?? GONE;
  const mine = message.author?._id === userId;
  const canDelete = !message.deleted && (mine || isTeamOwner);
  const parts = useMemo(
    () => messageParts(message.text, message.mentions),
    [message.text, message.mentions],
  );
  const products = linkedProducts(parts, window.location.origin);

  return (
    <AuthoredEntry
      component="article"
      aria-label={`Message from ${author.name}`}
      author={author}
      meta={
        <Text size="xs" c="dimmed">
          {formatDateTime(message.createdAt)}
          {message.editedAt && !message.deleted && ' · edited'}
        </Text>
      }
      menu={{
        label: `Actions for the message from ${author.name}`,
        editing,
        onEdit: mine && !message.deleted ? () => setEditing(true) : undefined,
        onDelete: canDelete ? () => setDeleting(true) : undefined,
      }}
    >
      {message.deleted ? (
        <Text size="sm" c="dimmed" fs="italic">
          This message was deleted.
        </Text>
      ) : editing ? (
        <CommentBox
          label="Edit message"
          submitLabel="Save"
          initial={message.text}
          initialMentions={message.mentions}
          maxLength={MESSAGE_TEXT_MAX}
          enterSends
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (text, mentions) => {
            const done = await runMutation(() =>
              edit.mutateAsync({ id: message._id, text, mentions }),
            );
            if (done) setEditing(false);
            return Boolean(done);
          }}
        />
      ) : (
        <>
          {message.text && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <MessageText parts={parts} />
            </Text>
          )}
          <MessageAttachments attachments={message.attachments} />
          {products.map((productId) => (
            <div key={productId}>{renderProduct(productId)}</div>
          ))}
        </>
      )}
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Delete message?"
        confirmLabel="Delete message"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          void runMutation(() => remove.mutateAsync(message), {
            onSuccess: () => setDeleting(false),
          })
        }
      >
        This message will be deleted for everyone in the conversation.
      </ConfirmModal>
    </AuthoredEntry>
  );
}
