import type { Team } from '@atelier/domain';
import {
  Anchor,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { paths, teamUsersUrl } from '../../../lib/paths';
import { useTeams } from '../api/get-teams';
import { memberCountText } from '../lib/format';
import { mayOpenTeamPage } from '../lib/team-page-access';
import type { TeamRouteState } from '../lib/team-route-state';
import { AccessBadge } from './access-badge';
import { PeopleTable } from './people-table';

function TeamRows({ teams }: { teams: Team[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Your teams">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Your access</Table.Th>
            <Table.Th>Members</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team._id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {team.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <AccessBadge team={team} />
              </Table.Td>
              <Table.Td>{memberCountText(team.memberCount)}</Table.Td>
              <Table.Td ta="right">
                {mayOpenTeamPage(team) && (
                  <Anchor
                    component={Link}
                    to={teamUsersUrl(team._id)}
                    state={{ team, teams } satisfies TeamRouteState}
                    size="sm"
                    aria-label={`Manage ${team.name}`}
                  >
                    Manage
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /setting/team: every team with a way into it, and the people the user works with. */
export function TeamSettings() {
  const teamsQuery = useTeams();
  const canAddUsers = (teamsQuery.data ?? []).some((team) => team.policies.canAddUser);

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="xl">
            Your teams
          </Title>
          <Group gap="xs">
            {canAddUsers && (
              <Button
                component={Link}
                to={paths.createUser}
                variant="default"
                leftSection={<IconUserPlus size={16} />}
              >
                Create user
              </Button>
            )}
            <Button component={Link} to={paths.createTeam} leftSection={<IconPlus size={16} />}>
              Create Team
            </Button>
          </Group>
        </Group>
        {teamsQuery.isPending ? (
          <Card withBorder role="status" aria-label="Loading teams">
            <Stack gap="sm">
              <Skeleton height={14} width="50%" />
              <Skeleton height={14} width="70%" />
            </Stack>
          </Card>
        ) : teamsQuery.isError ? (
          <QueryError title="Your teams could not be loaded" query={teamsQuery} />
        ) : teamsQuery.data.length === 0 ? (
          <Card withBorder padding="xl">
            <EmptyState
              variant="light"
              icon={<IconUsersGroup size={30} />}
              title="You are not in a team yet"
              description="Teams you create or join appear here."
            />
          </Card>
        ) : (
          <Card withBorder padding={0}>
            <TeamRows teams={teamsQuery.data} />
          </Card>
        )}
      </Stack>
      <Stack gap="md">
        <Title order={2} fz="xl">
          People you work with
        </Title>
        <PeopleTable />
      </Stack>
    </Stack>
  );
}
