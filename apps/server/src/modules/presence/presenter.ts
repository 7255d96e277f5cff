/** The shapes presence sends: one socket's entry, and what a product's suppliers may read of it. */
import type { PresenceEntry, PresenceState } from '@atelier/domain';
import { displayName, initialsOf } from '@atelier/domain';

export interface Person {
  id: string;
  firstName: string;
  lastName: string | null;
  /** The profile picture's link (signed when the socket joined or was last checked), or null. */
  picture: string | null;
}

export function presentEntry(
  key: string,
  seq: number,
  person: Person,
  state: PresenceState,
): PresenceEntry {
  const name = displayName(person);
  return {
    key,
    seq,
    user: { _id: person.id, name, initials: initialsOf(name), profilePicture: person.picture },
    place: state.place,
    cell: state.cell,
    typing: state.typing,
  };
}

/**
 * What a supplier's person is told of a watcher: that they are on the product or an image, and
 * typing in a shared thread; never the spec sheet, its cells or an internal thread, which are the
 * team's own work (decisions.md, Suppliers).
 */
export function forSuppliers(entry: PresenceEntry): PresenceEntry {
  return {
    ...entry,
    place: entry.place === 'spec' ? 'product' : entry.place,
    cell: null,
    typing: entry.typing?.shared ? entry.typing : null,
  };
}
