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
import { countFailure, failuresOf, forgetFailures } from './queries.ts';

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

/** 429 when the account's last failure is too recent for another try. */
export async function holdBack(ctx: AppContext, kind: ThrottledTry, email: string) {
  const row = await failuresOf(ctx.db, keyOf(ctx, kind, email), WINDOW_SECONDS);
  if (!row) return;
  const wait = Math.ceil(delayAfter(row.failures) - row.secondsSince);
  if (wait > 0) throw tooManyRequests(messages.accountThrottled(wait));
}

export function countFailedTry(ctx: AppContext, kind: ThrottledTry, email: string) {
  return countFailure(ctx.db, keyOf(ctx, kind, email), WINDOW_SECONDS);
}

export function clearFailedTries(ctx: AppContext, kind: ThrottledTry, email: string) {
  return forgetFailures(ctx.db, keyOf(ctx, kind, email));
}
