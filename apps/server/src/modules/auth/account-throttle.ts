/**
 * A growing delay per account on failed sign-ins and code checks, from whatever addresses they
 * come (the per-address limits never see an attacker spread over many). The first
 * FREE_FAILURES in a window cost nothing; after them each try must wait 1, 2, 4 … at most
 * MAX_DELAY_SECONDS after the last failure, or it answers 429 before any password or code is
 * checked. The owner is never locked out: a try after the wait is checked as usual, and one that
 * succeeds clears the count. An unknown address is counted the same way, so the answers tell
 * nothing about which accounts exist.
 */
import { messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { failuresOf, forgetFailures, takeTry as takeTryOf } from './queries.ts';

export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 60;
/** A failure older than this no longer counts. */
const WINDOW_SECONDS = 15 * 60;

export type ThrottledTry = 'login' | 'otp';

const keyOf = (ctx: AppContext, kind: ThrottledTry, email: string) =>
  ctx.secrets.digest('signInFailures', `${kind}:${email.trim().toLowerCase()}`);

/** Seconds a try must wait after the last of `failures`. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

/**
 * Takes a try for the account before its password or code is checked: 429 while it must still
 * wait. The try counts as a failure until `clearFailedTries` says it succeeded.
 */
export async function takeTry(ctx: AppContext, kind: ThrottledTry, email: string) {
  const key = keyOf(ctx, kind, email);
  const limits = {
    free: FREE_FAILURES,
    maxDelay: MAX_DELAY_SECONDS,
    windowSeconds: WINDOW_SECONDS,
  };
  if (await takeTryOf(ctx.db, key, limits)) return;
  const row = await failuresOf(ctx.db, key);
  const wait = row ? Math.ceil(delayAfter(row.failures) - row.secondsSince) : 1;
  throw tooManyRequests(messages.accountThrottled(Math.max(wait, 1)));
}

export function clearFailedTries(ctx: AppContext, kind: ThrottledTry, email: string) {
  return forgetFailures(ctx.db, keyOf(ctx, kind, email));
}
