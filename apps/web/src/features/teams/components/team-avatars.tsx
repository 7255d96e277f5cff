import { SHARED_HEADER_MAX_AVATARS, type Team, displayName } from '@atelier/domain';
import { Avatar, Tooltip } from '@mantine/core';
import { PersonAvatar } from '../../../components/ui/person-avatar';

interface TeamAvatarsProps {
  members: Team['memberPreview'];
  memberCount: number;
}

/** The first few members' pictures, then "+N" for the rest. */
export function TeamAvatars({ members, memberCount }: TeamAvatarsProps) {
  if (members.length === 0) return null;
  const shown = members.slice(0, SHARED_HEADER_MAX_AVATARS);
  const more = Math.max(memberCount, members.length) - shown.length;
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing="sm">
        {shown.map((member) => (
          <Tooltip key={member._id} label={displayName(member)} withArrow>
            <PersonAvatar person={member} size={32} />
          </Tooltip>
        ))}
        {more > 0 && (
          <Avatar size={32} radius="xl" role="img" aria-label={`${more} more members`}>
            +{more}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
