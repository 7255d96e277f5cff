import type { Conversation } from '@atelier/domain';
import { Button, Center, Loader, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { useMarkRead } from '../api/conversations';
import { useMessageHistory } from '../api/messages';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';

interface MessageThreadProps {
  teamId: string;
  conversation: Conversation;
  title: string;
  userId: string;
  isTeamOwner: boolean;
  renderProduct: (productId: string) => ReactNode;
}

/** How long "… is typing" stays after the last signal. */
const TYPING_SHOWN_MS = 4000;
/** How near the top (in pixels) older messages start loading. */
const LOAD_OLDER_AT = 80;

/**
 * One conversation: its history, oldest at the top, newest at the bottom where the box is;
 * scrolling up loads older messages without moving what is on screen. Opening it, and every new
 * message while it is open, marks it read.
 */
export function MessageThread(props: MessageThreadProps) {
  const { teamId, conversation, title, userId } = props;
  const history = useMessageHistory(teamId, conversation._id);
  const markRead = useMarkRead(teamId);
  const viewport = useRef<HTMLDivElement>(null);
  const [typing, setTyping] = useState<{ name: string; until: number } | null>(null);
  const messages = (history.data?.pages ?? []).flatMap((page) => page.items).toReversed();
  const newestId = messages.at(-1)?._id;
  // Kept across renders: the height before older messages were added, to stay in place.
  const heightBefore = useRef<number | null>(null);

  useRealtimeEvent('typing', (signal) => {
    if (signal.conversationId !== conversation._id || signal.user._id === userId) return;
    setTyping({ name: signal.user.name, until: Date.now() + TYPING_SHOWN_MS });
  });
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), typing.until - Date.now());
    return () => clearTimeout(timer);
  }, [typing]);

  const { mutate: read } = markRead;
  useEffect(() => {
    if (newestId !== undefined || history.isSuccess) read(conversation._id);
    if (newestId !== undefined) setTyping(null);
  }, [conversation._id, newestId, history.isSuccess, read]);

  // New messages (and the first page) scroll to the bottom; older ones keep the view in place.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (heightBefore.current !== null) {
      element.scrollTop += element.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages.length]);

  const loadOlder = () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    heightBefore.current = viewport.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };

  return (
    <Stack gap="sm" style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
      <Paper withBorder radius="md" style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <ScrollArea
          viewportRef={viewport}
          style={{ flex: 1 }}
          type="auto"
          onScrollPositionChange={({ y }) => y < LOAD_OLDER_AT && loadOlder()}
          viewportProps={{ role: 'log', 'aria-label': `Messages in ${title}`, tabIndex: 0 }}
        >
          <Stack gap="md" p="md">
            {history.isPending && <HistorySkeleton />}
            {history.isError && (
              <QueryError title="The messages could not be loaded" query={history} />
            )}
            {history.hasNextPage && (
              <Center>
                <Button
                  variant="subtle"
                  size="xs"
                  loading={history.isFetchingNextPage}
                  onClick={loadOlder}
                >
                  Load older messages
                </Button>
              </Center>
            )}
            {history.isSuccess && messages.length === 0 && (
              <Stack align="center" gap={4} py="xl" c="dimmed">
                <IconMessages size={32} aria-hidden />
                <Text fw={600} c="var(--mantine-color-text)">
                  No messages yet
                </Text>
                <Text size="sm">
                  Say hello to {title}: the first message starts the conversation.
                </Text>
              </Stack>
            )}
            {messages.map((message) => (
              <MessageItem key={message._id} message={message} {...props} />
            ))}
          </Stack>
        </ScrollArea>
      </Paper>
      <Text size="xs" c="dimmed" aria-live="polite" h={16}>
        {typing ? `${typing.name} is typing…` : ''}
      </Text>
      <MessageComposer teamId={teamId} conversationId={conversation._id} title={title} />
    </Stack>
  );
}

function HistorySkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading messages">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={44} />
      ))}
      <Center>
        <Loader size="sm" />
      </Center>
    </Stack>
  );
}
