import { PAGE_SIZES } from '@atelier/domain';
import {
  Badge,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { useUsers } from '../api/get-users';
import { fullName } from '../lib/format';
import { PersonAvatar } from './person-avatar';

/** Everyone the user works with across their teams (GET users), searchable, a page at a time. */
export function PeopleTable() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const usersQuery = useUsers({ page, limit, search: debounced });
  const total = usersQuery.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search people"
          placeholder="Name or e-mail"
          type="search"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 320 }}
        />
        <Select
          label="Rows per page"
          data={PAGE_SIZES.map(String)}
          value={String(limit)}
          onChange={(value) => {
            if (!value) return;
            setLimit(Number(value));
            setPage(1);
          }}
          allowDeselect={false}
          w={140}
        />
      </Group>
      {usersQuery.isError ? (
        <QueryError
          title="People could not be loaded"
          error={usersQuery.error}
          onRetry={() => void usersQuery.refetch()}
        />
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="People">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Job title</Table.Th>
                  <Table.Th>Teams</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {usersQuery.isPending
                  ? [0, 1, 2].map((row) => (
                      <Table.Tr key={row} aria-hidden>
                        <Table.Td>
                          <Skeleton height={14} width={180} />
                        </Table.Td>
                        <Table.Td>
                          <Skeleton height={14} width={100} />
                        </Table.Td>
                        <Table.Td>
                          <Skeleton height={14} width={120} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : usersQuery.data.people.map((person) => (
                      <Table.Tr key={person._id}>
                        <Table.Td>
                          <Group gap="sm" wrap="nowrap">
                            <PersonAvatar person={person} size={32} decorative />
                            <div style={{ minWidth: 0 }}>
                              <Text size="sm" fw={600} truncate>
                                {fullName(person)}
                              </Text>
                              <Text size="xs" c="dimmed" truncate>
                                {person.email}
                              </Text>
                            </div>
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{person.jobTitle || '—'}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {person.teams.map((team) => (
                              <Badge key={team._id} variant="light" color="gray">
                                {team.name}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {usersQuery.isSuccess && usersQuery.data.people.length === 0 && (
            <Text c="dimmed" ta="center" p="lg" role="status">
              {debounced.trim()
                ? `No one matches “${debounced.trim()}”.`
                : 'No one yet. People in your teams appear here.'}
            </Text>
          )}
        </Card>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  );
}
