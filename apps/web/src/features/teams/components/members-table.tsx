import { displayName } from '@atelier/domain';
import type { TeamMember, TeamPolicies } from '@atelier/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconShieldCog, IconUserMinus } from '@tabler/icons-react';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { NoMatches } from '../../../components/list/list-empty';
import { ListFooter } from '../../../components/list/list-footer';
import { ListToolbar } from '../../../components/list/list-toolbar';
import type { RowAction } from '../../../components/list/row-actions';
import { useFormat } from '../../../lib/format';
import { useListState, useLocalList, type SortOption } from '../../../lib/list-state';
import { PersonLine } from './person-line';

export type MemberAction = 'permissions' | 'block' | 'unblock' | 'remove';

interface MembersTableProps {
  members: TeamMember[] | undefined;
  policies: TeamPolicies;
  currentUserId: string | undefined;
  onAction: (action: MemberAction, member: TeamMember) => void;
}

/**
 * The actions a row offers come from the team's policies. The owner's own row has none: the
 * owner holds every permission and can be neither removed nor blocked; nobody blocks themselves.
 */
function actionsFor(
  member: TeamMember,
  policies: TeamPolicies,
  currentUserId: string | undefined,
): MemberAction[] {
  if (member.isOwner) return [];
  const actions: MemberAction[] = [];
  if (policies.changePermissions) actions.push('permissions');
  if (policies.blockTeamUser && member._id !== currentUserId) {
    actions.push(member.status === 'blocked' ? 'unblock' : 'block');
  }
  if (policies.deleteTeamMember) actions.push('remove');
  return actions;
}

const ACTIONS = {
  permissions: { label: 'Change role and permissions', icon: IconShieldCog, danger: false },
  block: { label: 'Block', icon: IconLock, danger: true },
  unblock: { label: 'Unblock', icon: IconLockOpen, danger: false },
  remove: { label: 'Remove from team', icon: IconUserMinus, danger: true },
} as const;

const MEMBER_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'name-asc', label: 'Name A–Z', sortBy: 'name', orderBy: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sortBy: 'name', orderBy: 'desc' },
  { value: 'newest', label: 'Newest first', sortBy: 'joinedAt', orderBy: 'desc' },
  { value: 'oldest', label: 'Oldest first', sortBy: 'joinedAt', orderBy: 'asc' },
];

const memberSearchText = (member: TeamMember) =>
  `${displayName(member)} ${member.email} ${member.roleName ?? ''}`;
const memberSortValue = (member: TeamMember, sortBy: string) =>
  sortBy === 'joinedAt' ? member.joinedAt : displayName(member);

/** A team's members: searchable, ordered and paged in the browser (the API sends them all). */
export function MembersTable({ members, policies, currentUserId, onAction }: MembersTableProps) {
  const { formatDate } = useFormat();
  const list = useListState(MEMBER_SORT_OPTIONS);
  const { rows, total } = useLocalList(members, list, {
    searchText: memberSearchText,
    sortValue: memberSortValue,
  });

  const columns: DataColumn<TeamMember>[] = [
    {
      key: 'member',
      header: 'Member',
      sortBy: 'name',
      render: (member) => (
        <PersonLine
          person={member}
          avatarSize={36}
          name={
            <>
              {displayName(member)}
              {member._id === currentUserId && (
                <Text span c="dimmed" fw={400}>
                  {' '}
                  (you)
                </Text>
              )}
            </>
          }
          detail={member.email}
        />
      ),
    },
    {
      key: 'role',
      header: 'Role',
      render: (member) => (
        <>
          <Text size="sm" span display="block">
            {member.roleName ?? 'Custom'}
          </Text>
          <Text size="xs" c="dimmed" span display="block">
            {member.permissionArr.length} permissions
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (member) =>
        member.status === 'blocked' ? (
          <Badge color="error" variant="light">
            Blocked
          </Badge>
        ) : (
          <Badge color="success" variant="light">
            Active
          </Badge>
        ),
    },
    {
      key: 'joinedAt',
      header: 'Joined',
      sortBy: 'joinedAt',
      render: (member) => <Text size="sm">{formatDate(member.joinedAt)}</Text>,
    },
  ];

  return (
    <Stack gap="md" p="md">
      <ListToolbar
        state={list}
        searchLabel="Search members"
        searchPlaceholder="Name, e-mail or role"
      />
      <DataTable
        label="Members"
        columns={columns}
        rows={rows}
        rowKey={(member) => member._id}
        rowName={displayName}
        actionsAsMenu
        actions={(member) =>
          actionsFor(member, policies, currentUserId).map((action): RowAction => ({
            key: action,
            ...ACTIONS[action],
            onClick: () => onAction(action, member),
          }))
        }
        sort={{ ...list.query, onSort: list.toggleSort }}
        empty={
          <NoMatches noun="members" search={list.query.search} onClear={() => list.setSearch('')} />
        }
      />
      {total !== undefined && (
        <ListFooter
          page={list.query.page}
          limit={list.query.limit}
          total={total}
          noun="members"
          onPageChange={list.setPage}
        />
      )}
    </Stack>
  );
}
