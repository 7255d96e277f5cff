import { displayName } from '@atelier/domain';
import { Avatar, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHelp, IconLogout, IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT, type Translate } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { hasRolesAndPermissions } from '../../../lib/plan';
import { useSession } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { initialsOf } from '../../../lib/initials';

export function ProfileMenu() {
  const t = useT();
  const { user } = useSession();
  const logout = useLogout();
  const name = user ? displayName(user) : '';
  const initials = user?.profilePicture ? '' : initialsOf(name);

  return (
    <Menu position="bottom-end" width={240} withArrow>
      <Menu.Target>
        <UnstyledButton
          aria-label={profileButtonName(t, name, initials)}
          style={{ borderRadius: '50%' }}
        >
          <Avatar
            src={user?.profilePicture ?? null}
            name={name || undefined}
            color="initials"
            radius="xl"
            size={36}
            alt=""
          >
            {initials || null}
          </Avatar>
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
          {t('profile.yourProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.setting} leftSection={<IconSettings size={18} />}>
          {t('profile.settings')}
        </Menu.Item>
        {hasRolesAndPermissions(user) && (
          <Menu.Item
            component={Link}
            to={paths.settingRole}
            leftSection={<IconShieldLock size={18} />}
          >
            {t('profile.roles')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.helpSupport} leftSection={<IconHelp size={18} />}>
          {t('profile.help')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="error"
          leftSection={<IconLogout size={18} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {t('profile.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The button's name starts with what it shows (the initials), then says whose menu it opens. */
function profileButtonName(t: Translate, name: string, initials: string): string {
  if (!name) return t('profile.open');
  return initials
    ? t('profile.openForInitials', { initials, name })
    : t('profile.openFor', { name });
}
