import { ActionIcon, AppShell, Button, Group, ScrollArea, Stack, Tooltip } from '@mantine/core';
import {
  IconDiamond,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { HiddenLabelTooltip } from '../ui/hidden-label-tooltip';
import { findActiveHref, PRIMARY_ITEMS, SUPPLIER_ITEMS } from './side-nav-items';
import { SideNavLink } from './side-nav-link';
import { SideNavManage } from './side-nav-manage';

interface SideNavProps {
  expanded: boolean;
  showLabels: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  /** Shown at the top below the sm breakpoint, where the header hides it. */
  teamSwitcher?: ReactNode;
  /** Counts beside entries, by their address (unread messages). */
  badges?: Readonly<Record<string, number>>;
  /**
   * The user works in the selected team for a supplier: only the wall is theirs (the products
   * assigned to them); the team's own pages would answer 403.
   */
  forSupplier?: boolean;
}

export function SideNav({
  expanded,
  showLabels,
  onToggle,
  onNavigate,
  teamSwitcher,
  badges = {},
  forSupplier = false,
}: SideNavProps) {
  const t = useT();
  const { pathname } = useLocation();
  const activeHref = findActiveHref(pathname);
  const toggleLabel = t(expanded ? 'nav.collapse' : 'nav.expand');
  const upgrade = t('nav.upgradePlan');

  return (
    <>
      <AppShell.Section visibleFrom="sm" px="sm" pt="sm">
        <Group justify={showLabels ? 'flex-end' : 'center'}>
          <Tooltip label={toggleLabel} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={toggleLabel}
              aria-expanded={expanded}
              onClick={onToggle}
            >
              {expanded ? (
                <IconLayoutSidebarLeftCollapse size={20} />
              ) : (
                <IconLayoutSidebarLeftExpand size={20} />
              )}
            </ActionIcon>
          </Tooltip>
        </Group>
      </AppShell.Section>
      {teamSwitcher && showLabels && (
        <AppShell.Section hiddenFrom="sm" px="sm" pt="sm">
          {teamSwitcher}
        </AppShell.Section>
      )}
      <AppShell.Section component={ScrollArea} grow px="sm" py="sm">
        <Stack component="nav" aria-label={t('nav.main')} gap={4}>
          {(forSupplier ? SUPPLIER_ITEMS : PRIMARY_ITEMS).map((item) => (
            <SideNavLink
              key={item.to}
              item={item}
              active={item.to === activeHref}
              showLabel={showLabels}
              onNavigate={onNavigate}
              badge={badges[item.to] ?? 0}
            />
          ))}
          {!forSupplier && (
            <SideNavManage activeHref={activeHref} showLabel={showLabels} onNavigate={onNavigate} />
          )}
        </Stack>
      </AppShell.Section>
      {!forSupplier && (
        <AppShell.Section p="sm">
          <HiddenLabelTooltip label={upgrade} labelShown={showLabels}>
            <Button
              component={Link}
              to={paths.pricing}
              onClick={onNavigate}
              fullWidth
              variant="light"
              px={showLabels ? undefined : 0}
              leftSection={showLabels ? <IconDiamond size={18} /> : undefined}
              aria-label={showLabels ? undefined : upgrade}
            >
              {showLabels ? upgrade : <IconDiamond size={18} />}
            </Button>
          </HiddenLabelTooltip>
        </AppShell.Section>
      )}
    </>
  );
}
