import {
  IconBell,
  IconCalendar,
  IconChecklist,
  IconLayoutGrid,
  IconLayoutKanban,
  IconMessage,
  IconPalette,
  IconPlus,
  IconSettings,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { QuickAction } from '../../features/search/components/search-palette';
import { paths } from '../../lib/paths';

const icon = { size: 18, 'aria-hidden': true } as const;

/** What a supplier's person may open: their wall and their own settings. */
const SUPPLIER_ACTIONS = new Set(['wall', 'settings']);

/**
 * The command palette's places to go before anything is typed; making a product if allowed. A
 * supplier's person gets only the places that are theirs.
 */
export function quickActions(canCreateProduct: boolean, forSupplier = false): QuickAction[] {
  const actions = allActions(canCreateProduct);
  return forSupplier ? actions.filter((action) => SUPPLIER_ACTIONS.has(action.id)) : actions;
}

function allActions(canCreateProduct: boolean): QuickAction[] {
  return [
    ...(canCreateProduct
      ? [
          {
            id: 'create',
            label: 'Create product',
            to: paths.createProduct,
            icon: <IconPlus {...icon} />,
          },
        ]
      : []),
    { id: 'wall', label: 'Go to the wall', to: paths.wall, icon: <IconLayoutGrid {...icon} /> },
    {
      id: 'progress',
      label: 'Progress board',
      to: paths.wallProgress,
      icon: <IconLayoutKanban {...icon} />,
    },
    { id: 'tasks', label: 'Tasks', to: paths.tasks, icon: <IconChecklist {...icon} /> },
    { id: 'calendar', label: 'Calendar', to: paths.calendar, icon: <IconCalendar {...icon} /> },
    { id: 'reminders', label: 'Reminders', to: paths.reminders, icon: <IconBell {...icon} /> },
    { id: 'messages', label: 'Messages', to: paths.messages, icon: <IconMessage {...icon} /> },
    {
      id: 'colours',
      label: 'Colour library',
      to: paths.colorLibrary,
      icon: <IconPalette {...icon} />,
    },
    { id: 'teams', label: 'Teams', to: paths.teams, icon: <IconUsersGroup {...icon} /> },
    { id: 'settings', label: 'Settings', to: paths.setting, icon: <IconSettings {...icon} /> },
  ];
}
