import { translateEnglish, type Translate } from '../../lib/i18n';
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
export function quickActions(
  canCreateProduct: boolean,
  forSupplier = false,
  t: Translate = translateEnglish,
): QuickAction[] {
  const actions = allActions(canCreateProduct, t);
  return forSupplier ? actions.filter((action) => SUPPLIER_ACTIONS.has(action.id)) : actions;
}

function allActions(canCreateProduct: boolean, t: Translate): QuickAction[] {
  return [
    ...(canCreateProduct
      ? [
          {
            id: 'create',
            label: t('quickActions.create'),
            to: paths.createProduct,
            icon: <IconPlus {...icon} />,
          },
        ]
      : []),
    {
      id: 'wall',
      label: t('quickActions.wall'),
      to: paths.wall,
      icon: <IconLayoutGrid {...icon} />,
    },
    {
      id: 'progress',
      label: t('quickActions.progress'),
      to: paths.wallProgress,
      icon: <IconLayoutKanban {...icon} />,
    },
    {
      id: 'tasks',
      label: t('quickActions.tasks'),
      to: paths.tasks,
      icon: <IconChecklist {...icon} />,
    },
    {
      id: 'calendar',
      label: t('quickActions.calendar'),
      to: paths.calendar,
      icon: <IconCalendar {...icon} />,
    },
    {
      id: 'reminders',
      label: t('quickActions.reminders'),
      to: paths.reminders,
      icon: <IconBell {...icon} />,
    },
    {
      id: 'messages',
      label: t('quickActions.messages'),
      to: paths.messages,
      icon: <IconMessage {...icon} />,
    },
    {
      id: 'colours',
      label: t('quickActions.colours'),
      to: paths.colorLibrary,
      icon: <IconPalette {...icon} />,
    },
    {
      id: 'teams',
      label: t('quickActions.teams'),
      to: paths.teams,
      icon: <IconUsersGroup {...icon} />,
    },
    {
      id: 'settings',
      label: t('quickActions.settings'),
      to: paths.setting,
      icon: <IconSettings {...icon} />,
    },
  ];
}
