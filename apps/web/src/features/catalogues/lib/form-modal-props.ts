import type { Team } from '@atelier/domain';
import type { EntryOf, PageKind } from './kinds';

/** What every catalogue entry's form takes: the kind, the team, and the entry to edit if any. */
export interface CatalogueFormModalProps<K extends PageKind> {
  kind: K;
  team: Team;
  opened: boolean;
  /** The entry to edit; null adds a new one. */
  entry: EntryOf<K> | null;
  onClose: () => void;
}
