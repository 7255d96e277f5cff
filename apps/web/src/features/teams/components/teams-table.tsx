import type { Team } from '@atelier/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { NoMatches } from '../../../components/list/list-empty';
import { ListFooter } from '../../../components/list/list-footer';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { useListState, useLocalList, type SortOption } from '../../../lib/list-state';
import { teamUsersUrl } from '../../../lib/paths';
import { useTeams } from '../api/get-teams';
import { mayOpenTeamPage } from '../lib/team-page-access';
import { NoTeamPrompt } from './no-team-prompt';
import type { TeamRouteState } from '../lib/team-route-state';
import { AccessBadge } from './access-badge';

const TEAM_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'name-asc', label: 'Name A–Z', sortBy: 'name', orderBy: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sortBy: 'name', orderBy: 'desc' },
  { value: 'newest', label: 'Newest first', sortBy: 'createdAt', orderBy: 'desc' },
  { value: 'oldest', label: 'Oldest first', sortBy: 'createdAt', orderBy: 'asc' },
];

const teamSearchText = (team: Team) =>
  `${team.name} ${team.description} ${team.createdBy.firstName}`;
const teamSortValue = (team: Team, sortBy: string) =>
  sortBy === 'createdAt' ? team.createdAt : team.name;

/** /teamslist: the same teams as /teams, compact, with a search over names and descriptions. */
export function TeamsTable() {
  const { formatDate } = useFormat();
  const teamsQuery = useTeams();
  const list = useListState(TEAM_SORT_OPTIONS);
  const teams = teamsQuery.data;
  const { rows, total } = useLocalList(teams, list, {
    searchText: teamSearchText,
    sortValue: teamSortValue,
  });

  if (teamsQuery.isError) {
    return <QueryError title="Your teams could not be loaded" query={teamsQuery} />;
  }
  if (teams && teams.length === 0) {
    return (
      <NoTeamPrompt description="Create a team for your studio, then invite the people you design with." />
    );
  }

  const columns: DataColumn<Team>[] = [
    {
      key: 'name',
      header: 'Team',
      sortBy: 'name',
      render: (team) => (
        <>
          {mayOpenTeamPage(team) ? (
            <Anchor
              component={Link}
              to={teamUsersUrl(team._id)}
              state={{ team, teams } satisfies TeamRouteState}
              fw={600}
            >
              {team.name}
            </Anchor>
          ) : (
            <Text fw={600}>{team.name}</Text>
          )}
          {team.description && (
            <Text size="xs" c="dimmed" lineClamp={1} maw={320}>
              {team.description}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'owner',
      header: 'Owner',
      render: (team) => (team.isOwner ? 'You' : team.createdBy.firstName),
    },
    { key: 'members', header: 'Members', render: (team) => team.memberCount },
    { key: 'access', header: 'Your access', render: (team) => <AccessBadge team={team} /> },
    {
      key: 'createdAt',
      header: 'Created',
      sortBy: 'createdAt',
      render: (team) => formatDate(team.createdAt),
    },
  ];

  return (
    <Stack gap="md">
      <ListToolbar
        state={list}
        searchLabel="Search teams"
        searchPlaceholder="Name, description or owner"
      />
      <DataTable
        label="Teams"
        columns={columns}
        rows={rows}
        rowKey={(team) => team._id}
        rowName={(team) => team.name}
        sort={{ ...list.query, onSort: list.toggleSort }}
        minWidth={640}
        empty={
          <NoMatches noun="teams" search={list.query.search} onClear={() => list.setSearch('')} />
        }
      />
      {total !== undefined && (
        <ListFooter
          page={list.query.page}
          limit={list.query.limit}
          total={total}
          noun="teams"
          onPageChange={list.setPage}
        />
      )}
    </Stack>
  );
}
