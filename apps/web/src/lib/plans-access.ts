/**
 * The plans-without-login flag of SPEC §2: lets a signed-in user open the public /plans page
 * (which otherwise sends signed-in users to /dashboard). Kept for the browser tab only.
 */
const KEY = 'plansWithoutLogin';

export function allowPlansWithoutLogin(): void {
  sessionStorage.setItem(KEY, 'true');
}

export function isPlansWithoutLoginAllowed(): boolean {
  return sessionStorage.getItem(KEY) === 'true';
}
