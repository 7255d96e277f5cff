import type { SearchHit, SearchKind } from '@atelier/domain';
import { setSelectedTeamId } from '../../../lib/selected-team';

/**
 * The pages that show the selected team's items (tasks, reminders, the calendar, messages, the
 * library, catalogues and points of measure): a hit there switches to its team first, so the page shows it. A
 * product, its comments and files open on their own page whatever team is selected.
 */
const TEAM_PAGES: ReadonlySet<SearchKind> = new Set([
  'colour',
  'catalogue',
  'pom',
  'task',
  'reminder',
  'event',
  'message',
  'announcement',
]);

export function openHit(hit: SearchHit, navigate: (to: string) => void): void {
  if (TEAM_PAGES.has(hit.kind)) setSelectedTeamId(hit.teamId);
  navigate(hit.url);
}
