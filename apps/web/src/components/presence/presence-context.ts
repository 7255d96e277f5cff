import type { PresenceCell } from '@atelier/domain';
import { createContext, useContext } from 'react';
import type { PresencePerson } from '../../lib/presence-state';

/** What a new or replied thread is, for the "… is typing" of the others. */
export interface TypingIn {
  /** The thread replied to; null for a new thread of the page (the product or its image). */
  thread: string | null;
  /** Whether the product's suppliers read the thread (only then are they told). */
  shared: boolean;
}

export interface PresenceApi {
  /** The others on the product now, one each (not the user, whatever their tabs). */
  people: PresencePerson[];
  /** The image the page shows (its new threads'), or null on the product's page. */
  image: string | null;
  /** The spec cell the user is editing, or null when they left the grid. */
  setCell(cell: PresenceCell | null): void;
  /** The user writes in a thread (null: stopped); it lapses on its own after a pause. */
  setTyping(typing: TypingIn | null): void;
}

export const PresenceContext = createContext<PresenceApi | null>(null);

/** The page's presence, or null where there is none (a share link's page, a test). */
export function usePresence(): PresenceApi | null {
  return useContext(PresenceContext);
}
