import { joinTeamUrl } from './paths';

/**
 * The token of a team invitation opened while signed out (/jointeam). It is kept for the browser
 * tab so that signing in or signing up brings the visitor back to finish joining.
 */
const KEY = 'pendingInviteToken';

export function savePendingInvite(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function readPendingInvite(): string | null {
  return sessionStorage.getItem(KEY) || null;
}

export function clearPendingInvite(): void {
  sessionStorage.removeItem(KEY);
}

/** Where to go after signing in: back to the invitation, which then joins by itself. */
export function pendingInvitePath(): string | null {
  const token = readPendingInvite();
  return token ? joinTeamUrl(token) : null;
}
