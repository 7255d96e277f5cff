/**
 * The token of this browser's sign-up attempt (docs/decisions.md, "Repeat sign-ups"). It goes
 * with the code to auth/verifyOtp, so the password typed here is the one that counts, whoever
 * else registered the same address. Kept in sessionStorage, per address, for reloads of the code
 * page in the same tab.
 */
const key = (email: string) => `signupToken:${email.trim().toLowerCase()}`;

export function saveSignupToken(email: string, token: string): void {
  sessionStorage.setItem(key(email), token);
}

export function readSignupToken(email: string): string | undefined {
  return sessionStorage.getItem(key(email)) ?? undefined;
}

export function clearSignupToken(email: string): void {
  sessionStorage.removeItem(key(email));
}
