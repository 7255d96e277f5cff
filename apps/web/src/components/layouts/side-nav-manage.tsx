import { Menu, NavLink, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { MANAGE_ITEMS } from './side-nav-items';
import { SideNavLink } from './side-nav-link';

interface SideNavManageProps {
  activeHref: string | null;
  showLabel: boolean;
  onNavigate?: () => void;
}

const isManageHref = (href: string | null) => MANAGE_ITEMS.some((item) => item.to === href);

/** The Manage menu: a folding group when labels show, a flyout menu when the navigation is narrow. */
export function SideNavManage({ activeHref, showLabel, onNavigate }: SideNavManageProps) {
  const t = useT();
  const active = isManageHref(activeHref);
  const [menuOpened, setMenuOpened] = useState(false);
  const icon = <IconAdjustments size={20} stroke={1.6} />;

  if (showLabel) {
    return <ManageGroup activeHref={activeHref} icon={icon} onNavigate={onNavigate} />;
  }

  return (
    <Menu position="right-start" offset={12} withArrow opened={menuOpened} onChange={setMenuOpened}>
      <Menu.Target>
        <Tooltip label={t('nav.manage')} position="right" withArrow disabled={menuOpened}>
          <UnstyledButton
            aria-label={t('nav.manage')}
            data-active={active || undefined}
            style={{
              display: 'flex',
              justifyContent: 'center',
              padding: '8px 12px',
              borderRadius: 'var(--mantine-radius-md)',
            }}
            c={active ? 'plum.8' : 'dark.5'}
            bg={active ? 'plum.0' : undefined}
          >
            {icon}
          </UnstyledButton>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.manage')}</Menu.Label>
        {MANAGE_ITEMS.map(({ to, label, icon: ItemIcon }) => (
          <Menu.Item
            key={to}
            component={Link}
            to={to}
            leftSection={<ItemIcon size={18} stroke={1.6} />}
            onClick={onNavigate}
          >
            {t(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

interface ManageGroupProps {
  activeHref: string | null;
  icon: ReactNode;
  onNavigate?: () => void;
}

/**
 * A real button that says whether its pages show, so the keyboard opens it like a pointer. It
 * starts open on a Manage page, each time the labels appear.
 */
function ManageGroup({ activeHref, icon, onNavigate }: ManageGroupProps) {
  const t = useT();
  const [opened, setOpened] = useState(() => isManageHref(activeHref));
  const groupId = useId();
  return (
    <NavLink
      component="button"
      type="button"
      label={t('nav.manage')}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={groupId}
      attributes={{ children: { id: groupId } }}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    >
      {MANAGE_ITEMS.map((item) => (
        <SideNavLink
          key={item.to}
          item={item}
          active={item.to === activeHref}
          showLabel
          onNavigate={onNavigate}
        />
      ))}
    </NavLink>
  );
}
