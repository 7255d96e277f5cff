import { NavLink, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { SideNavItem } from './side-nav-items';

interface SideNavLinkProps {
  item: SideNavItem;
  active: boolean;
  showLabel: boolean;
  onNavigate?: () => void;
}

export function SideNavLink({ item, active, showLabel, onNavigate }: SideNavLinkProps) {
  const { icon: ItemIcon } = item;
  return (
    <Tooltip label={item.label} position="right" disabled={showLabel} withArrow>
      <NavLink
        component={Link}
        to={item.to}
        label={showLabel ? item.label : null}
        aria-label={showLabel ? undefined : item.label}
        aria-current={active ? 'page' : undefined}
        active={active}
        leftSection={<ItemIcon size={20} stroke={1.6} />}
        onClick={onNavigate}
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
      />
    </Tooltip>
  );
}
