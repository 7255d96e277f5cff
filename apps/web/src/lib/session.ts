import { TOKEN_MESSAGES } from '@atelier/domain/token-messages';
import type { UserDetails } from '@atelier/domain/user-details';
import { useSyncExternalStore } from 'react';
import { TOKEN_KEY } from './session-key';

/** The stored session of SPEC §3: the authorization token, userDetails and the initialLogin flag. */
const USER_KEY = 'userDetails';
const INITIAL_LOGIN_KEY = 'initialLogin';

export interface Session {
  token: string | null;
  user: UserDetails | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

// Snapshots must be stable between renders; they are rebuilt only when the stored strings change.
let cache: { rawToken: string | null; rawUser: string | null; session: Session } | null = null;

function parseUser(raw: string | null): UserDetails | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as UserDetails) : null;
  } catch {
    return null;
  }
}

export function getSession(): Session {
  const rawToken = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  if (!cache || cache.rawToken !== rawToken || cache.rawUser !== rawUser) {
    cache = { rawToken, rawUser, session: { token: rawToken || null, user: parseUser(rawUser) } };
  }
  return cache.session;
}

export function getToken(): string | null {
  return getSession().token;
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab signing out (or in) must be reflected here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) emit();
  });
}

export function startSession(
  token: string,
  user: UserDetails,
  options: { initialLogin?: boolean } = {},
): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  if (options.initialLogin) localStorage.setItem(INITIAL_LOGIN_KEY, 'true');
  emit();
}

export function saveUserDetails(user: UserDetails): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(INITIAL_LOGIN_KEY);
  emit();
}

/**
 * The server's answers that mean the stored token is no longer any good (SPEC §8): 'invalid token'
 * in any case, or exactly 'jwt expired'. The API client and the realtime channel both sign out on them.
 */
export function isSessionRejection(message: string): boolean {
  return (
    message.toLowerCase() === TOKEN_MESSAGES.invalidToken || message === TOKEN_MESSAGES.jwtExpired
  );
}

export function isInitialLogin(): boolean {
  return localStorage.getItem(INITIAL_LOGIN_KEY) === 'true';
}

export function clearInitialLogin(): void {
  localStorage.removeItem(INITIAL_LOGIN_KEY);
}

// A page rendered ahead of time (the sign-in page, at build time) is the signed-out page.
const SIGNED_OUT: Session = { token: null, user: null };

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => SIGNED_OUT);
}
