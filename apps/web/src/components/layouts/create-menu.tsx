import { ActionIcon, Button, Menu } from '@mantine/core';
import {
  IconAlarm,
  IconPlus,
  IconShirt,
  IconSparkles,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { usePhoneLayout } from '../../lib/use-phone-layout';

interface CreateMenuProps {
  /** SPEC §6: offered when no team is selected, or the user may add products to it. */
  canCreateProduct: boolean;
  /** A supplier's person in the selected team: the team's reminders are not theirs. */
  forSupplier?: boolean;
}

export function CreateMenu({ canCreateProduct, forSupplier = false }: CreateMenuProps) {
  // A phone's header has room for the plus alone: with the word, it pushed the avatar off-screen.
  const phone = usePhoneLayout();
  const t = useT();
  return (
    <Menu position="bottom-end" width={220} withArrow>
      <Menu.Target>
        {phone ? (
          <ActionIcon size="lg" aria-label={t('create.open')}>
            <IconPlus size={18} />
          </ActionIcon>
        ) : (
          <Button leftSection={<IconPlus size={18} />}>{t('create.open')}</Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {canCreateProduct && (
          <CreateItem to={paths.createProduct} icon={IconShirt}>
            {t('create.product')}
          </CreateItem>
        )}
        <CreateItem to={paths.createTeam} icon={IconUsersGroup}>
          {t('create.team')}
        </CreateItem>
        {!forSupplier && (
          <CreateItem to={`${paths.reminders}?create=1`} icon={IconAlarm}>
            {t('create.reminder')}
          </CreateItem>
        )}
        <CreateItem to={paths.designmate} icon={IconSparkles}>
          {t('create.designmate')}
        </CreateItem>
      </Menu.Dropdown>
    </Menu>
  );
}

function CreateItem({
  to,
  icon: ItemIcon,
  children,
}: {
  to: string;
  icon: Icon;
  children: string;
}) {
  return (
    <Menu.Item component={Link} to={to} leftSection={<ItemIcon size={18} />}>
      {children}
    </Menu.Item>
  );
}
