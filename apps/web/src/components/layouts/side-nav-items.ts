import {
  IconAlarm,
  IconCalendarEvent,
  IconCategory,
  IconHanger,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconMessages,
  IconPackage,
  IconPalette,
  IconRuler2,
  IconSparkles,
  IconTags,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { MessageKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export interface SideNavItem {
  /** Its name in the catalogue (`t(item.label)`). */
  label: MessageKey;
  to: string;
  icon: Icon;
  /** Other pages that belong to this entry (it shows as current there too). */
  related?: readonly string[];
}

/** Side navigation entries of SPEC §2, in its order, and Messages. */
export const PRIMARY_ITEMS: readonly SideNavItem[] = [
  { label: 'nav.dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  {
    label: 'nav.teams',
    to: paths.teams,
    icon: IconUsersGroup,
    related: [paths.teamsList, paths.createTeam, paths.teamUsers, paths.createUser],
  },
  { label: 'nav.wall', to: paths.wall, icon: IconLayoutGrid },
  // Beyond SPEC §2 (issue 47 §3): the open sample requests, for the team and its suppliers.
  { label: 'nav.samples', to: paths.samples, icon: IconPackage },
  // Beyond SPEC §2's entries: the team's conversations, with their unread count (issue 14).
  { label: 'nav.messages', to: paths.messages, icon: IconMessages },
  { label: 'nav.designmate', to: paths.designmate, icon: IconSparkles },
  // The calendar belongs to the Reminder entry: SPEC §2 fixes the entries (docs/decisions.md).
  { label: 'nav.reminder', to: paths.reminders, icon: IconAlarm, related: [paths.calendar] },
];

/**
 * A supplier's person's entries: the wall of the products assigned to their supplier, the
 * sample requests asked of it, and designmate, which answers them within that scope.
 */
export const SUPPLIER_ITEMS: readonly SideNavItem[] = PRIMARY_ITEMS.filter(
  (item) => item.to === paths.wall || item.to === paths.samples || item.to === paths.designmate,
);

export const MANAGE_ITEMS: readonly SideNavItem[] = [
  { label: 'nav.manageCategories', to: paths.categories, icon: IconCategory },
  { label: 'nav.manageTags', to: paths.tags, icon: IconTags },
  { label: 'nav.manageSeasons', to: paths.seasons, icon: IconCalendarEvent },
  { label: 'nav.manageMaterial', to: paths.fabrics, icon: IconHanger },
  { label: 'nav.colourLibrary', to: paths.colorLibrary, icon: IconPalette },
  // Beyond SPEC §2 (issue 45): spec sheets pick their rows from it.
  { label: 'nav.pointsOfMeasure', to: paths.measurements, icon: IconRuler2 },
];

/** The entry the current path belongs to: the longest `to` that equals or prefixes it. */
export function findActiveHref(pathname: string): string | null {
  const current = pathname.toLowerCase();
  let best: { to: string; length: number } | null = null;
  for (const { to, related = [] } of [...PRIMARY_ITEMS, ...MANAGE_ITEMS]) {
    for (const candidate of [to, ...related]) {
      const target = candidate.toLowerCase();
      const matches = current === target || current.startsWith(`${target}/`);
      if (matches && (!best || candidate.length > best.length)) {
        best = { to, length: candidate.length };
      }
    }
  }
  return best?.to ?? null;
}
