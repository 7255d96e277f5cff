import type { Team } from '@atelier/domain';
import { Badge } from '@mantine/core';

/** The user's standing in a team, as the server reports it. */
export function AccessBadge({ team }: { team: Pick<Team, 'isOwner' | 'memberStatus'> }) {
  if (team.isOwner) return <Badge variant="light">Owner</Badge>;
  if (team.memberStatus === 'blocked') {
    return (
      <Badge variant="light" color="error">
        Blocked
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="gray">
      Member
    </Badge>
  );
}
