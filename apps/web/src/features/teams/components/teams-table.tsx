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
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { paths, teamUsersUrl } from '../../../lib/paths';
import { useTeams } from '../api/get-teams';
import { useFormat } from '../../../lib/format';
import type { TeamRouteState } from '../lib/team-route-state';
import { AccessBadge } from './access-badge';

function matches(team: Team, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [team.name, team.description, team.createdBy.firstName].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

function LoadingRows() {
  return (
    <>
      {[0, 1, 2].map((row) => (
        <Table.Tr key={row} aria-hidden>
          {[0, 1, 2, 3, 4].map((cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} width={cell === 0 ? '70%' : '50%'} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** /teamslist: the same teams as /teams, compact, with a search over names and descriptions. */
export function TeamsTable() {
  const { formatDate } = useFormat();
  const teamsQuery = useTeams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 150);
  const teams = teamsQuery.data ?? [];
  const shown = teams.filter((team) => matches(team, debounced));

  if (teamsQuery.isError) {
    return (
      <QueryError
        title="Your teams could not be loaded"
        error={teamsQuery.error}
        onRetry={() => void teamsQuery.refetch()}
      />
    );
  }
  if (teamsQuery.isSuccess && teams.length === 0) {
    return (
      <Card withBorder padding="xl">
        <EmptyState
          variant="light"
          icon={<IconUsersGroup size={30} />}
          title="You are not in a team yet"
          description="Create a team for your studio, then invite the people you design with."
        >
          <EmptyState.Actions>
            <Button component={Link} to={paths.createTeam} leftSection={<IconPlus size={18} />}>
              Create Team
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        label="Search teams"
        placeholder="Name, description or owner"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
        type="search"
      />
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Team</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Members</Table.Th>
                <Table.Th>Your access</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teamsQuery.isPending ? (
                <LoadingRows />
              ) : (
                shown.map((team) => (
                  <Table.Tr key={team._id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={teamUsersUrl(team._id)}
                        state={{ team, teams } satisfies TeamRouteState}
                        fw={600}
                      >
                        {team.name}
                      </Anchor>
                      {team.description && (
                        <Text size="xs" c="dimmed" lineClamp={1} maw={320}>
                          {team.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{team.isOwner ? 'You' : team.createdBy.firstName}</Table.Td>
                    <Table.Td>{team.memberCount}</Table.Td>
                    <Table.Td>
                      <AccessBadge team={team} />
                    </Table.Td>
                    <Table.Td>{formatDate(team.createdAt)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {teamsQuery.isSuccess && shown.length === 0 && (
          <Group justify="center" p="lg">
            <Text c="dimmed" role="status">
              No team matches “{debounced.trim()}”.
            </Text>
          </Group>
        )}
      </Card>
    </Stack>
  );
}
