import type { TeamMember, TeamPolicies } from '@atelier/domain';
import {
  ActionIcon,
  Badge,
  Group,
  Menu,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDots,
  IconLock,
  IconLockOpen,
  IconShieldCog,
  IconUserMinus,
} from '@tabler/icons-react';
import { fullName } from '../lib/format';
import { useFormat } from '../../../lib/format';
import { PersonAvatar } from './person-avatar';

export type MemberAction = 'permissions' | 'block' | 'unblock' | 'remove';

interface MembersTableProps {
  members: TeamMember[] | undefined;
  isLoading: boolean;
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

const ACTION_LABELS: Record<MemberAction, string> = {
  permissions: 'Change role and permissions',
  block: 'Block',
  unblock: 'Unblock',
  remove: 'Remove from team',
};

const ACTION_ICONS = {
  permissions: IconShieldCog,
  block: IconLock,
  unblock: IconLockOpen,
  remove: IconUserMinus,
} as const;

function MemberActions({
  member,
  actions,
  onAction,
}: {
  member: TeamMember;
  actions: MemberAction[];
  onAction: MembersTableProps['onAction'];
}) {
  return (
    <Menu position="bottom-end" withArrow width={240}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${fullName(member)}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const ActionIconSvg = ACTION_ICONS[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'remove' || action === 'block' ? 'red' : undefined}
              leftSection={<ActionIconSvg size={16} />}
              onClick={() => onAction(action, member)}
            >
              {ACTION_LABELS[action]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

export function MembersTable({
  members,
  isLoading,
  policies,
  currentUserId,
  onAction,
}: MembersTableProps) {
  const { formatDate } = useFormat();
  const rows = members ?? [];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th visibleFrom="sm">Joined</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading && !members
            ? [0, 1, 2].map((row) => (
                <Table.Tr key={row} aria-hidden>
                  <Table.Td>
                    <Group gap="sm">
                      <Skeleton circle height={36} />
                      <Stack gap={6}>
                        <Skeleton height={12} width={120} />
                        <Skeleton height={10} width={160} />
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={12} width={80} />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={12} width={60} />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Skeleton height={12} width={90} />
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              ))
            : rows.map((member) => {
                const actions = actionsFor(member, policies, currentUserId);
                return (
                  <Table.Tr key={member._id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <PersonAvatar person={member} size={36} decorative />
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" fw={600} truncate>
                            {fullName(member)}
                            {member._id === currentUserId && (
                              <Text span c="dimmed" fw={400}>
                                {' '}
                                (you)
                              </Text>
                            )}
                          </Text>
                          <Text size="xs" c="dimmed" truncate>
                            {member.email}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{member.roleName ?? 'Custom'}</Text>
                      <Text size="xs" c="dimmed">
                        {member.permissionArr.length} permissions
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {member.status === 'blocked' ? (
                        <Badge color="red" variant="light">
                          Blocked
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light">
                          Active
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{formatDate(member.joinedAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      {actions.length > 0 && (
                        <MemberActions member={member} actions={actions} onAction={onAction} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
