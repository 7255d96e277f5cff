import { displayName } from '@atelier/domain';
import type { Person } from '@atelier/domain';
import { Badge, Group, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { ListEmpty, NoMatches } from '../../../components/list/list-empty';
import { ListFooter } from '../../../components/list/list-footer';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { QueryError } from '../../../components/ui/query-error';
import { useClampPage, useListState } from '../../../lib/list-state';
import { useUsers } from '../api/get-users';
import { PersonLine } from './person-line';

const COLUMNS: readonly DataColumn<Person>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (person) => (
      <PersonLine
        person={person}
        avatarSize={32}
        name={displayName(person)}
        detail={person.email}
      />
    ),
  },
  { key: 'jobTitle', header: 'Job title', render: (person) => person.jobTitle || '—' },
  {
    key: 'teams',
    header: 'Teams',
    render: (person) => (
      <Group gap={4} component="span">
        {person.teams.map((team) => (
          <Badge key={team._id} variant="light" color="gray">
            {team.name}
          </Badge>
        ))}
      </Group>
    ),
  },
];

/** Everyone the user works with across their teams (GET users), searchable, a page at a time. */
export function PeopleTable() {
  const list = useListState();
  const { page, limit, search } = list.query;
  const usersQuery = useUsers({ page, limit, search });
  const data = usersQuery.data;
  useClampPage(list, data?.total, usersQuery.isPlaceholderData);

  return (
    <Stack gap="md">
      <ListToolbar
        state={list}
        searchLabel="Search people"
        searchPlaceholder="Name or e-mail"
        sortable={false}
      />
      {usersQuery.isError && !data ? (
        <QueryError title="People could not be loaded" query={usersQuery} />
      ) : (
        <DataTable
          label="People"
          columns={COLUMNS}
          rows={data?.people}
          rowKey={(person) => person._id}
          rowName={displayName}
          isStale={usersQuery.isPlaceholderData}
          isFetching={usersQuery.isFetching}
          minWidth={600}
          empty={
            search ? (
              <NoMatches noun="people" search={search} onClear={() => list.setSearch('')} />
            ) : (
              <ListEmpty
                icon={<IconUsers size={28} />}
                title="No one yet"
                description="People in your teams appear here."
              />
            )
          }
        />
      )}
      {data && (
        <ListFooter
          page={page}
          limit={limit}
          total={data.total}
          noun="people"
          onPageChange={list.setPage}
        />
      )}
    </Stack>
  );
}
