import type { Mentionable } from '@atelier/domain';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { MentionPeopleContext } from '../../../components/mentions/mention-people';
import { QueryError } from '../../../components/ui/query-error';
import { runMutation } from '../../../lib/run-mutation';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useConversations, useOpenConversation } from '../api/conversations';
import { ConversationList, conversationTitle } from './conversation-list';
import { MessageThread } from './message-thread';

interface MessagesViewProps {
  team: { _id: string; name: string; isOwner: boolean };
  userId: string;
  /** The team's owner and active members (whom a message may mention or be sent to). */
  people: readonly Mentionable[];
  /** The open conversation (null: the team's channel, or on a phone the list). */
  conversationId: string | null;
  onOpen: (conversationId: string | null) => void;
  renderProduct: (productId: string) => ReactNode;
}

/** The team's conversations beside the open one; on a phone, one or the other. */
export function MessagesView(props: MessagesViewProps) {
  const { team, userId, people, conversationId, onOpen } = props;
  const isPhone = usePhoneLayout();
  const conversations = useConversations(team._id);
  const open = useOpenConversation(team._id);
  const others = useMemo(() => people.filter((person) => person._id !== userId), [people, userId]);
  const mentionPeople = useMemo(() => ({ people, request: () => undefined }), [people]);

  if (conversations.isPending) return <Skeleton height={420} />;
  if (conversations.isError) {
    return <QueryError title="Your conversations could not be loaded" query={conversations} />;
  }
  const list = conversations.data;
  const active =
    list.find((conversation) => conversation._id === conversationId) ??
    (isPhone && conversationId === null ? null : list.find((c) => c.kind === 'channel')) ??
    null;

  const start = (otherId: string) =>
    void runMutation(() => open.mutateAsync(otherId), {
      toastSuccess: false,
      onSuccess: ({ data }) => onOpen(data._id),
    });

  const showList = !isPhone || active === null;
  const showThread = active !== null && (!isPhone || conversationId !== null);
  return (
    <Group align="stretch" gap="lg" wrap="nowrap" h="calc(100dvh - 220px)" mih={420}>
      {showList && (
        <Stack w={isPhone ? '100%' : 260} style={{ flexShrink: 0 }}>
          <ConversationList
            teamName={team.name}
            conversations={list}
            activeId={active?._id ?? null}
            onOpen={onOpen}
            people={others}
            onStart={start}
            starting={open.isPending}
          />
        </Stack>
      )}
      {showThread && active && (
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {isPhone && (
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => onOpen(null)}
              style={{ alignSelf: 'flex-start' }}
            >
              All conversations
            </Button>
          )}
          <MentionPeopleContext.Provider value={mentionPeople}>
            <MessageThread
              key={active._id}
              teamId={team._id}
              conversation={active}
              title={conversationTitle(active, team.name)}
              userId={userId}
              isTeamOwner={team.isOwner}
              renderProduct={props.renderProduct}
            />
          </MentionPeopleContext.Provider>
        </Stack>
      )}
    </Group>
  );
}
