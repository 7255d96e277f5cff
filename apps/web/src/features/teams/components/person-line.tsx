import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PersonAvatar, type AvatarPerson } from '../../../components/ui/person-avatar';

interface PersonLineProps {
  person: AvatarPerson;
  avatarSize: number;
  /** The name in bold, with whatever else belongs beside it ("(you)"). */
  name: ReactNode;
  /** The smaller line under the name: the e-mail address, and when they asked. */
  detail: ReactNode;
}

/** Someone in a teams list: picture, name and a line under it, cut short rather than wrapped. */
export function PersonLine({ person, avatarSize, name, detail }: PersonLineProps) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <PersonAvatar person={person} size={avatarSize} decorative />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {detail}
        </Text>
      </div>
    </Group>
  );
}
