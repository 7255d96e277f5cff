/**
 * Sign-up attempts (docs/decisions.md, "Repeat sign-ups"). Each registration is a row of its own;
 * the browser that made it holds a signed token naming it. Proving the mailbox with a code applies
 * the password of the attempt whose token comes with the code, so a second registration of an
 * address by someone else never takes the account over.
 */
import { SIGNUP_TTL_DAYS } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { SignupRow } from '../../db/schema/index.ts';
import type { Secrets } from '../../platform/auth/secrets.ts';
import { findOpenSignup, openSignups } from './queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const signupExpiry = () => new Date(Date.now() + SIGNUP_TTL_DAYS * 86_400_000);

export function signupToken(secrets: Secrets, signupId: string): string {
  return `${signupId}.${secrets.digest('signup', signupId)}`;
}

function signupIdOf(secrets: Secrets, token: string | undefined): string | null {
  const [id = '', signature = '', ...rest] = (token ?? '').split('.');
  if (rest.length > 0 || !UUID.test(id)) return null;
  return secrets.same(signature, secrets.digest('signup', id)) ? id : null;
}

/**
 * The attempt a verified code completes: the one the token names, else the only one open. With
 * several open and no token nobody can tell whose password is meant, so none is applied (the
 * person, now signed in, sets one through the reset flow).
 */
export async function attemptToComplete(
  executor: Executor,
  secrets: Secrets,
  userId: string,
  token: string | undefined,
): Promise<SignupRow | undefined> {
  const id = signupIdOf(secrets, token);
  if (id) {
    const named = await findOpenSignup(executor, userId, id);
    if (named) return named;
  }
  const open = await openSignups(executor, userId);
  return open.length === 1 ? open[0] : undefined;
}

/** The newest attempt still open: what a sign-in with its password is told to verify. */
export async function latestAttempt(executor: Executor, userId: string) {
  const [latest] = await openSignups(executor, userId, 1);
  return latest;
}
