import { Avatar, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHelp, IconLogout, IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { hasRolesAndPermissions } from '../../../lib/plan';
import { useSession } from '../../../lib/session';
import { useLogout } from '../api/logout';

export function ProfileMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const name = user ? `${user.firstName} ${user.lastName ?? ''}`.trim() : '';

  return (
    <Menu position="bottom-end" width={240} withArrow>
      <Menu.Target>
        <UnstyledButton aria-label="Open profile menu" style={{ borderRadius: '50%' }}>
          <Avatar
            src={user?.profilePicture ?? null}
            name={name || undefined}
            color="initials"
            radius="xl"
            size={36}
            alt=""
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py="xs">
          <Text fw={600} truncate>
            {user?.firstName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user?.email}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.settingPersonal} leftSection={<IconUser size={18} />}>
          Your Profile
        </Menu.Item>
        <Menu.Item component={Link} to={paths.setting} leftSection={<IconSettings size={18} />}>
          Settings
        </Menu.Item>
        {hasRolesAndPermissions(user) && (
          <Menu.Item
            component={Link}
            to={paths.settingRole}
            leftSection={<IconShieldLock size={18} />}
          >
            Roles & Permission
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.helpSupport} leftSection={<IconHelp size={18} />}>
          Help & Support
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={18} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
