import { messages, PERMISSION_KEYS, type Role } from '@atelier/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryError } from '../../../components/ui/query-error';
import { UpgradePlanState } from '../../../components/ui/upgrade-plan-state';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { hasRolesAndPermissions } from '../../../lib/plan';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
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
    return (
      <QueryError
        title="Roles could not be loaded"
        error={rolesQuery.error}
        onRetry={() => void rolesQuery.refetch()}
      />
    );
  }
  return <RolesTable roles={rolesQuery.data} isLoading={rolesQuery.isPending} />;
}

function RolesTable({ roles, isLoading }: { roles: Role[] | undefined; isLoading: boolean }) {
  const permissionsQuery = useRolePermissions();
  const deleteRole = useDeleteRole();
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const labelOf = (key: string) =>
    permissionsQuery.data?.find((item) => item.key === key)?.label ?? key;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { responseMessage } = await deleteRole.mutateAsync(deleting._id);
      toast.success(responseMessage);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" size="sm" maw={560}>
          Built-in roles cannot be changed. Roles you create can be given to members of the teams
          you own; editing a role updates everyone who holds it.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ role: null })}>
          New role
        </Button>
      </Group>
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Roles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th>Permissions</Table.Th>
                <Table.Th w={100}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isLoading || !roles
                ? [0, 1, 2, 3].map((row) => (
                    <Table.Tr key={row} aria-hidden>
                      <Table.Td>
                        <Skeleton height={14} width={120} />
                      </Table.Td>
                      <Table.Td>
                        <Skeleton height={14} width="70%" />
                      </Table.Td>
                      <Table.Td />
                    </Table.Tr>
                  ))
                : roles.map((role) => (
                    <Table.Tr key={role._id}>
                      <Table.Td>
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
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {role.permissionArr.length === PERMISSION_KEYS.length
                            ? 'Every permission'
                            : role.permissionArr.length === 0
                              ? 'No permissions'
                              : role.permissionArr.map(labelOf).join(', ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {!role.isDefault && (
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Tooltip label="Edit" withArrow>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={`Edit ${role.name}`}
                                onClick={() => setEditing({ role })}
                              >
                                <IconEdit size={18} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label="Delete" withArrow>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Delete ${role.name}`}
                                onClick={() => setDeleting(role)}
                              >
                                <IconTrash size={18} />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <RoleModal
        opened={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete role?"
        confirmLabel="Delete role"
        danger
        loading={deleteRole.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <strong>{deleting?.name}</strong> will be deleted. Members who hold it keep their
        permissions; only the role’s name goes.
      </ConfirmModal>
    </Stack>
  );
}
