import type { DesignmateConversation } from '@atelier/domain';
import {
  ActionIcon,
  Button,
  Group,
  NavLink,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryError } from '../../../components/ui/query-error';
import { runMutation } from '../../../lib/run-mutation';
import {
  useConversations,
  useDeleteConversation,
  useRenameConversation,
} from '../api/conversations';

interface ConversationListProps {
  teamId: string;
  openId: string | null;
  onOpen: (id: string | null) => void;
  onStart: () => void;
  starting: boolean;
}

/** The user's conversations in the team, newest first: open, rename, delete. */
export function ConversationList({
  teamId,
  openId,
  onOpen,
  onStart,
  starting,
}: ConversationListProps) {
  const conversations = useConversations(teamId);
  const rename = useRenameConversation(teamId);
  const remove = useDeleteConversation(teamId);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [deleting, setDeleting] = useState<DesignmateConversation | null>(null);

  const saveTitle = async () => {
    if (!renaming) return;
    const done = await runMutation(() => rename.mutateAsync(renaming), { toastSuccess: false });
    if (done) setRenaming(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await runMutation(() => remove.mutateAsync(deleting._id), {
      onSuccess: () => {
        if (openId === deleting._id) onOpen(null);
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="xs" component="nav" aria-label="Conversations">
      <Button leftSection={<IconPlus size={16} />} onClick={onStart} loading={starting}>
        New conversation
      </Button>
      {conversations.isPending && (
        <Skeleton height={120} role="status" aria-label="Loading conversations" />
      )}
      {conversations.isError && (
        <QueryError title="Your conversations could not be loaded" query={conversations} />
      )}
      {conversations.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No conversations yet.
        </Text>
      )}
      {conversations.data?.map((conversation) =>
        renaming?.id === conversation._id ? (
          <TextInput
            key={conversation._id}
            aria-label="Conversation name"
            value={renaming.title}
            autoFocus
            onChange={(event) => setRenaming({ ...renaming, title: event.currentTarget.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void saveTitle();
              if (event.key === 'Escape') setRenaming(null);
            }}
            onBlur={() => void saveTitle()}
          />
        ) : (
          <Group key={conversation._id} gap={4} wrap="nowrap">
            <NavLink
              component="button"
              label={conversation.title}
              active={conversation._id === openId}
              onClick={() => onOpen(conversation._id)}
              aria-current={conversation._id === openId ? 'page' : undefined}
              style={{ flex: 1, minWidth: 0 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Rename ${conversation.title}`}
              onClick={() => setRenaming({ id: conversation._id, title: conversation.title })}
            >
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Delete ${conversation.title}`}
              onClick={() => setDeleting(conversation)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ),
      )}
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this conversation?"
        confirmLabel="Delete conversation"
        danger
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
      >
        “{deleting?.title}” and its messages will be deleted.
      </ConfirmModal>
    </Stack>
  );
}
