import { Button, Menu } from '@mantine/core';
import { IconAlarm, IconPlus, IconShirt, IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

interface CreateMenuProps {
  /** SPEC §6: offered when no team is selected, or the user may add products to it. */
  canCreateProduct: boolean;
}

export function CreateMenu({ canCreateProduct }: CreateMenuProps) {
  return (
    <Menu position="bottom-end" width={220} withArrow>
      <Menu.Target>
        <Button leftSection={<IconPlus size={18} />}>Create</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {canCreateProduct && (
          <Menu.Item
            component={Link}
            to={paths.createProduct}
            leftSection={<IconShirt size={18} />}
          >
            Create Product
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={paths.createTeam}
          leftSection={<IconUsersGroup size={18} />}
        >
          Create Team
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`${paths.reminders}?create=1`}
          leftSection={<IconAlarm size={18} />}
        >
          Create Reminder
        </Menu.Item>
        <Menu.Item component={Link} to={paths.designmate} leftSection={<IconSparkles size={18} />}>
          Create Designmate
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
