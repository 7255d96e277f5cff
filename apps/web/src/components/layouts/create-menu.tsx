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
import { paths } from '../../lib/paths';
import { usePhoneLayout } from '../../lib/use-phone-layout';

interface CreateMenuProps {
  /** SPEC §6: offered when no team is selected, or the user may add products to it. */
  canCreateProduct: boolean;
  /** A supplier's person in the selected team: the team's reminders and designmate are not theirs. */
  forSupplier?: boolean;
}

export function CreateMenu({ canCreateProduct, forSupplier = false }: CreateMenuProps) {
  // A phone's header has room for the plus alone: with the word, it pushed the avatar off-screen.
  const phone = usePhoneLayout();
  return (
    <Menu position="bottom-end" width={220} withArrow>
      <Menu.Target>
        {phone ? (
          <ActionIcon size="lg" aria-label="Create">
            <IconPlus size={18} />
          </ActionIcon>
        ) : (
          <Button leftSection={<IconPlus size={18} />}>Create</Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {canCreateProduct && (
          <CreateItem to={paths.createProduct} icon={IconShirt}>
            Create Product
          </CreateItem>
        )}
        <CreateItem to={paths.createTeam} icon={IconUsersGroup}>
          Create Team
        </CreateItem>
        {!forSupplier && (
          <>
            <CreateItem to={`${paths.reminders}?create=1`} icon={IconAlarm}>
              Create Reminder
            </CreateItem>
            <CreateItem to={paths.designmate} icon={IconSparkles}>
              Create Designmate
            </CreateItem>
          </>
        )}
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
