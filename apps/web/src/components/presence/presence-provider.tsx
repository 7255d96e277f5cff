import type { PresenceCell, PresenceTyping } from '@atelier/domain';
import { PRESENCE_EXPIRY_MS } from '@atelier/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  applyPresence,
  expirePresence,
  NOBODY,
  peopleOf,
  type PresenceState,
} from '../../lib/presence-state';
import { useRealtimeEmit, useRealtimeEvent } from '../../lib/realtime-provider';
import { useSession } from '../../lib/session';
import { PresenceContext, type PresenceApi, type TypingIn } from './presence-context';

/** How long "typing" lasts after the last keystroke. */
export const TYPING_LAPSE_MS = 4_000;

interface PresenceProviderProps {
  productId: string;
  /** The image the page shows; without one, the product's page. */
  image?: string | null;
  children: ReactNode;
}

/**
 * Says where the user is on the product (the page, an image, a spec cell, a thread being written
 * in) whenever that changes and again after each reconnection, leaves when the page closes, and
 * folds what the server says of the others into `people` for the page's avatars, cells and
 * typing lines (decisions.md, Presence).
 */
export function PresenceProvider({ productId, image = null, children }: PresenceProviderProps) {
  const emit = useRealtimeEmit();
  const selfId = useSession().user?._id ?? null;
  const [state, setState] = useState<PresenceState>(NOBODY);
  const [cell, setCell] = useState<PresenceCell | null>(null);
  const [typing, setTypingNow] = useState<TypingIn | null>(null);
  const lapse = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setTyping = useCallback((next: TypingIn | null) => {
    clearTimeout(lapse.current);
    setTypingNow((current) =>
      current?.thread === next?.thread && current?.shared === next?.shared ? current : next,
    );
    if (next) lapse.current = setTimeout(() => setTypingNow(null), TYPING_LAPSE_MS);
  }, []);
  useEffect(() => () => clearTimeout(lapse.current), []);

  const said = useMemo(() => {
    const typingNow: PresenceTyping | null = typing && { ...typing, image };
    return {
      productId,
      place: cell ? ('spec' as const) : image ? { image } : ('product' as const),
      cell,
      typing: typingNow,
    };
  }, [productId, image, cell, typing]);

  useEffect(() => emit('presence', said), [emit, said]);
  // The server hears a new socket only from what it says: say it again after a reconnection.
  useRealtimeEvent('ready', () => {
    setState(NOBODY);
    emit('presence', said);
  });
  useEffect(
    () => () => {
      setState(NOBODY);
      emit('presenceLeave', { productId });
    },
    [emit, productId],
  );

  useRealtimeEvent('presence', (update) => {
    if (update.productId === productId) {
      setState((current) => applyPresence(current, update, Date.now()));
    }
  });
  useEffect(() => {
    const timer = setInterval(
      () => setState((current) => expirePresence(current, Date.now())),
      PRESENCE_EXPIRY_MS / 5,
    );
    return () => clearInterval(timer);
  }, []);

  const people = useMemo(() => peopleOf(state, selfId), [state, selfId]);
  const api = useMemo<PresenceApi>(
    () => ({ people, image, setCell, setTyping }),
    [people, image, setTyping],
  );
  return <PresenceContext.Provider value={api}>{children}</PresenceContext.Provider>;
}
