import { Badge, Indicator, NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n';
import { HiddenLabelTooltip } from '../ui/hidden-label-tooltip';
import type { SideNavItem } from './side-nav-items';

interface SideNavLinkProps {
  item: SideNavItem;
  active: boolean;
  showLabel: boolean;
  onNavigate?: () => void;
  /** A count beside the entry (unread messages); nothing when zero. */
  badge?: number;
}

export function SideNavLink({ item, active, showLabel, onNavigate, badge = 0 }: SideNavLinkProps) {
  const { t, locale } = useLocale();
  const { icon: ItemIcon } = item;
  const label = t(item.label);
  const count =
    badge >= 100
      ? `${new Intl.NumberFormat(locale).format(99)}+`
      : new Intl.NumberFormat(locale).format(badge);
  const name = badge > 0 ? t('nav.unread', { label, count }) : label;
  const icon = <ItemIcon size={20} stroke={1.6} />;
  return (
    <HiddenLabelTooltip label={label} labelShown={showLabel}>
      <NavLink
        component={Link}
        to={item.to}
        label={showLabel ? label : null}
        aria-label={showLabel && badge === 0 ? undefined : name}
        aria-current={active ? 'page' : undefined}
        active={active}
        leftSection={
          badge > 0 && !showLabel ? (
            <Indicator size={9} color="plum" offset={2}>
              {icon}
            </Indicator>
          ) : (
            icon
          )
        }
        rightSection={
          badge > 0 && showLabel ? (
            <Badge size="sm" color="plum" aria-hidden>
              {count}
            </Badge>
          ) : null
        }
        onClick={onNavigate}
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
      />
    </HiddenLabelTooltip>
  );
}
