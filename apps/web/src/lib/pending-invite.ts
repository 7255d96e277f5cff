import { joinTeamUrl } from './paths';

/**
 * The token of a team invitation the visitor went to sign in or sign up from (/jointeam). It is
 * kept for the browser tab only, so an invitation left half-way does not take over a later
 * sign-in elsewhere, and used once: signing in or verifying brings the visitor back to it, to
 * accept or decline.
 */
const KEY = 'pendingInviteToken';

export function savePendingInvite(token: string): void {
  sessionStorage.setItem(KEY, token);
}

/** Where to go after signing in: back to the remembered invitation, once (reading forgets it). */
export function takePendingInvitePath(): string | null {
  const token = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return token ? joinTeamUrl(token) : null;
}
