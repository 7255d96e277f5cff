/**
 * The reset token of a verified reset code. It travels in router state and is kept in
 * sessionStorage too, so a reload of /createPassword still works in the same tab. An account a
 * team owner created for a colleague brings its token in the e-mailed link instead
 * (`/createPassword?token=…`).
 */
const KEY = 'resetToken';

export function saveResetToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function readResetToken(stateToken: unknown, linkToken?: string | null): string | null {
  if (linkToken) return linkToken;
  if (typeof stateToken === 'string' && stateToken) return stateToken;
  return sessionStorage.getItem(KEY);
}

export function clearResetToken(): void {
  sessionStorage.removeItem(KEY);
}
