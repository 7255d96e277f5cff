/**
 * Who else is on a product, folded from the server's `presence` updates (decisions.md,
 * Presence). Entries are per socket, so a person with two tabs is two entries and one avatar; a
 * socket that left never comes back (its key is remembered), so a list answered late cannot bring
 * it back; an entry not heard of for PRESENCE_EXPIRY_MS (its server died) is dropped.
 */
import {
  PRESENCE_EXPIRY_MS,
  type PresenceCell,
  type PresenceEntry,
  type PresencePlace,
  type PresenceTyping,
  type PresenceUpdate,
} from '@atelier/domain';

interface Heard {
  entry: PresenceEntry;
  seenAt: number;
}

export interface PresenceState {
  entries: ReadonlyMap<string, Heard>;
  gone: ReadonlySet<string>;
}

export const NOBODY: PresenceState = { entries: new Map(), gone: new Set() };

export function applyPresence(
  state: PresenceState,
  update: PresenceUpdate,
  now: number,
): PresenceState {
  if (update.left) return NOBODY;
  const entries = new Map(state.entries);
  const gone = new Set(state.gone);
  for (const key of update.gone ?? []) {
    entries.delete(key);
    gone.add(key);
  }
  for (const entry of update.here ?? []) {
    if (gone.has(entry.key)) continue;
    const known = entries.get(entry.key);
    // A newcomer's list may arrive after a newer move of the same socket: the newer one stays.
    if (known && known.entry.seq > entry.seq) continue;
    entries.set(entry.key, { entry, seenAt: now });
  }
  for (const key of update.alive ?? []) {
    const known = entries.get(key);
    if (known) entries.set(key, { ...known, seenAt: now });
  }
  return { entries, gone };
}

export function expirePresence(state: PresenceState, now: number): PresenceState {
  const stale = [...state.entries.values()].filter(
    ({ seenAt }) => now - seenAt > PRESENCE_EXPIRY_MS,
  );
  if (stale.length === 0) return state;
  const entries = new Map(state.entries);
  for (const { entry } of stale) entries.delete(entry.key);
  return { entries, gone: state.gone };
}

/** One person on the product, whichever of their tabs says what. */
export interface PresencePerson {
  user: PresenceEntry['user'];
  place: PresencePlace;
  cell: PresenceCell | null;
  typing: PresenceTyping | null;
  /** A Mantine colour of theirs, the same on every screen (drawn in its shade 9). */
  color: string;
}

// Shade 9 of each carries white initials at 5:1 or more (orange, lime and green do not).
const COLORS = ['grape', 'teal', 'blue', 'pink', 'indigo', 'red', 'cyan', 'violet'];

export function colorOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length]!;
}

/** The people other than `selfId`, in the order they came, each once. */
export function peopleOf(state: PresenceState, selfId: string | null): PresencePerson[] {
  const people = new Map<string, PresencePerson>();
  for (const { entry } of state.entries.values()) {
    if (entry.user._id === selfId) continue;
    const known = people.get(entry.user._id);
    if (!known) {
      people.set(entry.user._id, {
        user: entry.user,
        place: entry.place,
        cell: entry.cell,
        typing: entry.typing,
        color: colorOf(entry.user._id),
      });
      continue;
    }
    // Of several tabs, the one doing something speaks for the person.
    known.cell ??= entry.cell;
    known.typing ??= entry.typing;
    if (entry.cell) known.place = entry.place;
  }
  return [...people.values()];
}
