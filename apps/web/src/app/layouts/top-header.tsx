import { Box, Burger, Group } from '@mantine/core';
import { CreateMenu } from '../../components/layouts/create-menu';
import { BrandLogo } from '../../components/ui/brand-logo';
import { ProfileMenu } from '../../features/auth/components/profile-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchBox } from '../../features/search/components/search-box';
import { TeamSwitcher } from '../../features/teams/components/team-switcher';
import { useCanCreateProduct } from '../../features/teams/hooks/use-can-create-product';
import { useT } from '../../lib/i18n';
import { useSelectedTeam } from '../../features/teams/hooks/use-selected-team';
import { paths } from '../../lib/paths';
import { OutboxButton } from '../outbox/outbox-button';
import { quickActions } from './quick-actions';

interface TopHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function TopHeader({ navOpened, onToggleNav }: TopHeaderProps) {
  const t = useT();
  const canCreateProduct = useCanCreateProduct();
  const forSupplier = Boolean(useSelectedTeam().selectedTeam?.supplier);
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t(navOpened ? 'nav.close' : 'nav.open')}
        />
        <BrandLogo to={paths.dashboard} />
        <Box ml={{ sm: 'xl' }}>
          <SearchBox quickActions={quickActions(canCreateProduct, forSupplier, t)} />
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Box visibleFrom="sm">
          <TeamSwitcher />
        </Box>
        <CreateMenu canCreateProduct={canCreateProduct} forSupplier={forSupplier} />
        <OutboxButton />
        <NotificationBell />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
