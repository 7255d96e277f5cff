import type { Team, TeamMember } from '@atelier/domain';
import { Card, Group, Select, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../lib/format';
import { teamUsersUrl } from '../../../lib/paths';
import { memberCountText } from '../lib/format';
import { mayOpenTeamPage } from '../lib/team-page-access';
import { PersonAvatar } from '../../../components/ui/person-avatar';

interface TeamFactsProps {
  team: Team;
  teams: Team[];
  members: TeamMember[] | undefined;
}

/** Owner, size and age of the team, and a way to another team. */
export function TeamFacts({ team, teams, members }: TeamFactsProps) {
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  // The member list names the owner in full; the team itself carries the first name only.
  const owner = members?.find((member) => member.isOwner) ?? {
    firstName: team.createdBy.firstName,
    profilePicture: team.createdBy.profilePicture,
  };
  const otherTeams = teams.filter((item) => item._id !== team._id && mayOpenTeamPage(item));

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Group gap="xl" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <PersonAvatar person={owner} size={40} decorative />
            <Fact label="Owner" value={team.isOwner ? 'You' : team.createdBy.firstName} />
          </Group>
          <Fact label="Members" value={memberCountText(team.memberCount)} />
          <Fact label="Created" value={formatDate(team.createdAt)} />
        </Group>
        {otherTeams.length > 0 && (
          <Select
            label="Switch team"
            placeholder="Go to another team"
            data={otherTeams.map((item) => ({ value: item._id, label: item.name }))}
            value={null}
            onChange={(id) => {
              const next = teams.find((item) => item._id === id);
              if (next) navigate(teamUsersUrl(next._id), { state: { team: next, teams } });
            }}
            w={{ base: '100%', xs: 240 }}
          />
        )}
      </Group>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}
