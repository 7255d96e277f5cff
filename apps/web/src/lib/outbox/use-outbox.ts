import { useSyncExternalStore } from 'react';
import { isShown, outboxEntries, subscribeOutbox, type OutboxEntry } from './outbox';

const none: OutboxEntry[] = [];

/**
 * The signed-in person's writes not yet on the server, oldest first: all of them, including one
 * being sent for the first time (what a new write says it saw must count them).
 */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(subscribeOutbox, outboxEntries, () => none);
}

/** The writes to show as waiting: held back for the network, or waiting for the person. */
export function useShownOutbox(): OutboxEntry[] {
  const entries = useOutbox();
  const shown = entries.filter(isShown);
  return shown.length === entries.length ? entries : shown;
}
