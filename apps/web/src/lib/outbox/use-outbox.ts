import { useSyncExternalStore } from 'react';
import { outboxEntries, subscribeOutbox, type OutboxEntry } from './outbox';

const none: OutboxEntry[] = [];

/** The signed-in person's writes waiting to be sent (or settled), oldest first. */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(subscribeOutbox, outboxEntries, () => none);
}
