import type { Conversation, Mentionable } from '@atelier/domain';
import { Badge, NavLink, Select, Stack, Text } from '@mantine/core';
import { IconHash } from '@tabler/icons-react';
import { PersonAvatar } from '../../../components/ui/person-avatar';

interface ConversationListProps {
  teamName: string;
  conversations: Conversation[];
  activeId: string | null;
  onOpen: (conversationId: string) => void;
  /** The team's people one may start a direct conversation with. */
  people: readonly Mentionable[];
  onStart: (userId: string) => void;
  starting: boolean;
}

export const conversationTitle = (conversation: Conversation, teamName: string) =>
  conversation.kind === 'channel' ? `# ${teamName}` : (conversation.with?.name ?? 'Former member');

function Unread({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="plum" aria-label={`${count} unread`}>
      {count >= 100 ? '99+' : count}
    </Badge>
  );
}

/** The team's channel, then the user's direct conversations, and a way to start one. */
export function ConversationList(props: ConversationListProps) {
  const { conversations, activeId, onOpen, teamName } = props;
  const channel = conversations.find((conversation) => conversation.kind === 'channel');
  const direct = conversations.filter((conversation) => conversation.kind === 'direct');
  const link = (conversation: Conversation, icon: React.ReactNode) => (
    <NavLink
      key={conversation._id}
      component="button"
      // The channel's # is its icon.
      label={conversation.kind === 'channel' ? teamName : conversationTitle(conversation, teamName)}
      leftSection={icon}
      rightSection={<Unread count={conversation.unread} />}
      active={conversation._id === activeId}
      aria-current={conversation._id === activeId ? 'true' : undefined}
      onClick={() => onOpen(conversation._id)}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    />
  );
  return (
    <Stack gap={4} component="nav" aria-label="Conversations">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
        Team channel
      </Text>
      {channel && link(channel, <IconHash size={18} aria-hidden />)}
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="md">
        Direct messages
      </Text>
      {direct.map((conversation) =>
        link(
          conversation,
          <PersonAvatar
            person={conversation.with ?? { name: 'Former member', profilePicture: null }}
            size={22}
            decorative
          />,
        ),
      )}
      {direct.length === 0 && (
        <Text size="sm" c="dimmed" px="sm">
          No direct messages yet.
        </Text>
      )}
      <Select
        mt="sm"
        px="sm"
        label="Message someone"
        placeholder="Choose a teammate"
        searchable
        nothingFoundMessage="Nobody of that name in this team"
        data={props.people.map((person) => ({ value: person._id, label: person.name }))}
        value={null}
        onChange={(userId) => userId && props.onStart(userId)}
        disabled={props.starting}
      />
    </Stack>
  );
}
