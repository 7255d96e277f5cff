import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client, for the outbox to bring pages up to date when a write it kept is sent,
 * whichever page the person is on. Set by the app's provider; kept apart from the outbox so the
 * first load does not carry IndexedDB's code.
 */
let client: QueryClient | null = null;

export function setOutboxQueryClient(next: QueryClient) {
  client = next;
}

export function outboxQueryClient(): QueryClient | null {
  return client;
}
