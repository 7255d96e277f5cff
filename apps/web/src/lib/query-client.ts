import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { getToken, subscribeSession } from './session';

/** userDetails from getProfile; any feature that changes them refreshes this key. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

// Keys that other features refresh without importing the feature that owns them (features do not
// import each other): live notifications refresh the teams when a team changes.
/** Every team query (list, team pages, members, invites); the teams feature builds on it. */
export const TEAMS_QUERY_KEY = ['teams'] as const;
/** Everyone the user works with (users, users/allUsers): changes when someone joins a team. */
export const USERS_QUERY_KEY = ['users'] as const;
/** users/allUsers, compact: the teams' invite field and the notification settings both read it. */
export const ALL_USERS_QUERY_KEY = [...USERS_QUERY_KEY, 'allUsers'] as const;
/** Every spec sheet query, fit sessions included: renaming a team's rounds renames its sessions. */
export const SPEC_QUERY_KEY = ['spec'] as const;

/** A 4xx answer will not change by asking again; network failures and 5xx are retried twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Nobody sees what the previous person in this browser loaded: when the session changes (sign-in,
 * sign-out, a rejected token, another tab), the cache starts empty. Returns the unsubscribe.
 */
export function clearOnSessionChange(queryClient: QueryClient): () => void {
  let token = getToken();
  return subscribeSession(() => {
    const next = getToken();
    if (next === token) return;
    token = next;
    queryClient.clear();
  });
}
