import type { Team } from '@atelier/domain';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { teamUsersUrl } from '../../../lib/paths';
import { useQueryClient } from '@tanstack/react-query';
import { teamMembersQueryOptions, useTeamMembers } from '../api/get-team-members';
import { memberCountText } from '../lib/format';
import { useFormat } from '../../../lib/format';
import { mayOpenTeamPage } from '../lib/team-page-access';
import type { TeamRouteState } from '../lib/team-route-state';
import { AccessBadge } from './access-badge';
import { TeamAvatars } from './team-avatars';

interface TeamCardProps {
  team: Team;
  teams: Team[];
  isSelected: boolean;
}

export function TeamCard({ team, teams, isSelected }: TeamCardProps) {
  const { formatDate } = useFormat();
  const queryClient = useQueryClient();
  // The avatars come with the list; the full member list (route state for the team page) is
  // fetched only when the card is about to be opened, never once per card.
  const membersQuery = useTeamMembers(team._id, { enabled: false });
  const state: TeamRouteState = { team, members: membersQuery.data, teams };
  const opens = mayOpenTeamPage(team);
  const prefetchMembers = () => {
    if (opens && team.memberStatus === 'active')
      void queryClient.prefetchQuery(teamMembersQueryOptions(team._id));
  };

  return (
    <Card
      withBorder
      padding="lg"
      className="atelier-link-card"
      pos="relative"
      component="article"
      aria-labelledby={`team-${team._id}`}
      onMouseEnter={prefetchMembers}
      onFocus={prefetchMembers}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" id={`team-${team._id}`} style={{ wordBreak: 'break-word' }}>
            {opens ? (
              <Anchor
                component={Link}
                to={teamUsersUrl(team._id)}
                state={state}
                className="atelier-stretched-link"
                underline="never"
                c="inherit"
              >
                {team.name}
              </Anchor>
            ) : (
              team.name
            )}
          </Title>
          <Group gap={4} wrap="nowrap">
            {isSelected && (
              <Badge variant="light" color="success">
                Current
              </Badge>
            )}
            <AccessBadge team={team} />
          </Group>
        </Group>
        <Text size="sm" c={team.description ? undefined : 'dimmed'} lineClamp={2} mih={40}>
          {team.description || 'No description yet.'}
        </Text>
        <Group justify="space-between" mt="auto" wrap="nowrap">
          <TeamAvatars members={team.memberPreview} memberCount={team.memberCount} />
          <Text size="sm" c="dimmed" ta="right">
            {memberCountText(team.memberCount)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {team.isOwner ? 'Created by you' : `Owner: ${team.createdBy.firstName}`} ·{' '}
          {formatDate(team.createdAt)}
        </Text>
      </Stack>
    </Card>
  );
}
