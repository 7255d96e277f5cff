import { MESSAGE_TEXT_MAX, type ChatMessage } from '@atelier/domain';
import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { CommentBox } from '../../../components/comments/comment-box';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PersonAvatar } from '../../../components/ui/person-avatar';
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
    <Group
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      component="article"
      aria-label={`Message from ${author.name}`}
    >
      <PersonAvatar person={author} size={32} decorative />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {author.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(message.createdAt)}
              {message.editedAt && !message.deleted && ' · edited'}
            </Text>
          </Group>
          {canDelete && !editing && (
            <Menu position="bottom-end" returnFocus={!editing}>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Actions for the message from ${author.name}`}
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {mine && <Menu.Item onClick={() => setEditing(true)}>Edit</Menu.Item>}
                <Menu.Item color="error" onClick={() => setDeleting(true)}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
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
      </Stack>
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
    </Group>
  );
}
