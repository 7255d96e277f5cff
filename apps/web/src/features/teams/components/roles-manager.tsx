import { messages, PERMISSION_KEYS, type Role } from '@atelier/domain';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { NoMatches } from '../../../components/list/list-empty';
import { ListFooter } from '../../../components/list/list-footer';
import { ListHeader } from '../../../components/list/list-header';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { editDeleteActions } from '../../../components/list/row-actions';
import { QueryError } from '../../../components/ui/query-error';
import { UpgradePlanState } from '../../../components/ui/upgrade-plan-state';
import { ApiError } from '../../../lib/api-error';
import { useListState, useLocalList, type SortOption } from '../../../lib/list-state';
import { hasRolesAndPermissions } from '../../../lib/plan';
import { useSession } from '../../../lib/session';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { useRolePermissions } from '../api/get-role-permissions';
import { RoleModal } from './role-modal';

const upgradeText =
  'Roles & Permission are part of the Pro and Teams plans: name the roles your studio works with and choose what each may do.';

/** /setting/role: built-in roles to read, the user's own roles to create, edit and delete. */
export function RolesManager() {
  const { user } = useSession();
  const allowed = hasRolesAndPermissions(user);
  const rolesQuery = useRoles({ enabled: allowed });

  // The stored plan may be stale: the server's own 'Upgrade your plan.' counts as well.
  const refused =
    rolesQuery.error instanceof ApiError && rolesQuery.error.message === messages.upgradePlan;
  if (!allowed || refused) {
    return (
      <Card withBorder padding="xl">
        <UpgradePlanState>{upgradeText}</UpgradePlanState>
      </Card>
    );
  }
  if (rolesQuery.isError) {
    return <QueryError title="Roles could not be loaded" query={rolesQuery} />;
  }
  return <RolesTable roles={rolesQuery.data} />;
}

const ROLE_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'name-asc', label: 'Name A–Z', sortBy: 'name', orderBy: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sortBy: 'name', orderBy: 'desc' },
  { value: 'newest', label: 'Newest first', sortBy: 'createdAt', orderBy: 'desc' },
  { value: 'oldest', label: 'Oldest first', sortBy: 'createdAt', orderBy: 'asc' },
];

const roleSearchText = (role: Role) => role.name;
const roleSortValue = (role: Role, sortBy: string) =>
  sortBy === 'createdAt' ? role.createdAt : role.name;

function RolesTable({ roles }: { roles: Role[] | undefined }) {
  const permissionsQuery = useRolePermissions();
  const deleteRole = useDeleteRole();
  const list = useListState(ROLE_SORT_OPTIONS);
  const { rows, total } = useLocalList(roles, list, {
    searchText: roleSearchText,
    sortValue: roleSortValue,
  });
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const labelOf = (key: string) =>
    permissionsQuery.data?.find((item) => item.key === key)?.label ?? key;

  const columns: DataColumn<Role>[] = [
    {
      key: 'name',
      header: 'Role',
      sortBy: 'name',
      width: 200,
      render: (role) => (
        <Group gap="xs" wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm" fw={600}>
            {role.name}
          </Text>
          {role.isDefault && (
            <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
              Built-in
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'permissions',
      header: 'Permissions',
      render: (role) => (
        <Text size="sm">
          {role.permissionArr.length === PERMISSION_KEYS.length
            ? 'Every permission'
            : role.permissionArr.length === 0
              ? 'No permissions'
              : role.permissionArr.map(labelOf).join(', ')}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ListHeader
        primary={{ label: 'New role', icon: IconPlus, onClick: () => setEditing({ role: null }) }}
      >
        <Text c="dimmed" size="sm" maw={560}>
          Built-in roles cannot be changed. Roles you create can be given to members of the teams
          you own; editing a role updates everyone who holds it.
        </Text>
      </ListHeader>
      <ListToolbar state={list} searchLabel="Search roles" />
      <DataTable
        label="Roles"
        columns={columns}
        rows={rows}
        rowKey={(role) => role._id}
        rowName={(role) => role.name}
        actions={(role) =>
          editDeleteActions({
            canEdit: !role.isDefault,
            canDelete: !role.isDefault,
            onEdit: () => setEditing({ role }),
            onDelete: () => setDeleting(role),
          })
        }
        sort={{ ...list.query, onSort: list.toggleSort }}
        minWidth={640}
        empty={
          <NoMatches noun="roles" search={list.query.search} onClear={() => list.setSearch('')} />
        }
      />
      {total !== undefined && (
        <ListFooter
          page={list.query.page}
          limit={list.query.limit}
          total={total}
          noun="roles"
          onPageChange={list.setPage}
        />
      )}
      <RoleModal
        opened={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirm
        item={deleting}
        title="Delete role?"
        confirmLabel="Delete role"
        onDelete={(role) => deleteRole.mutateAsync(role._id)}
        loading={deleteRole.isPending}
        onClose={() => setDeleting(null)}
      >
        {(role) => (
          <>
            <strong>{role.name}</strong> will be deleted. Members who hold it keep their
            permissions; only the role’s name goes.
          </>
        )}
      </DeleteConfirm>
    </Stack>
  );
}
