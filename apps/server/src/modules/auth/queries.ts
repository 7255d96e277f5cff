import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OtpPurpose } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { otps, signInFailures, signups } from '../../db/schema/index.ts';

export async function latestOtp(executor: Executor, userId: string, purpose: OtpPurpose) {
  const [otp] = await executor
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return otp;
}

export async function insertOtp(
  executor: Executor,
  values: { userId: string; purpose: OtpPurpose; codeHash: string; expiresAt: Date },
) {
  await executor.insert(otps).values(values);
}

export async function countWrongTry(executor: Executor, otpId: string) {
  await executor
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(eq(otps.id, otpId));
}

/** Consumes the code once: a second, concurrent verification finds nothing to update. */
export async function consumeOtp(executor: Executor, otpId: string) {
  const rows = await executor
    .update(otps)
    .set({ consumedAt: new Date() })
    .where(and(eq(otps.id, otpId), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return rows.length === 1;
}

export async function setResetToken(
  executor: Executor,
  otpId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await executor
    .update(otps)
    .set({ resetTokenHash: tokenHash, resetExpiresAt: expiresAt })
    .where(eq(otps.id, otpId));
}

/** Uses a reset token once; returns the user it belongs to. */
export async function useResetToken(executor: Executor, tokenHash: string) {
  const [row] = await executor
    .update(otps)
    .set({ resetUsedAt: new Date() })
    .where(
      and(
        eq(otps.resetTokenHash, tokenHash),
        isNull(otps.resetUsedAt),
        gt(otps.resetExpiresAt, new Date()),
      ),
    )
    .returning({ userId: otps.userId });
  return row?.userId;
}

export async function insertSignup(
  executor: Executor,
  values: {
    userId: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    expiresAt: Date;
  },
) {
  const [signup] = await executor.insert(signups).values(values).returning();
  return signup!;
}

/** The account's sign-up attempts still open, newest first. */
export function openSignups(executor: Executor, userId: string, limit = 2) {
  return executor
    .select()
    .from(signups)
    .where(and(eq(signups.userId, userId), gt(signups.expiresAt, new Date())))
    .orderBy(desc(signups.createdAt))
    .limit(limit);
}

export async function findOpenSignup(executor: Executor, userId: string, signupId: string) {
  const [signup] = await executor
    .select()
    .from(signups)
    .where(
      and(eq(signups.id, signupId), eq(signups.userId, userId), gt(signups.expiresAt, new Date())),
    );
  return signup;
}

export async function deleteSignups(executor: Executor, userId: string) {
  await executor.delete(signups).where(eq(signups.userId, userId));
}

/**
 * A reset token with no code: an otps row of purpose 'reset' whose code is already consumed, so
 * only the token (given to auth/createPassword) can use it.
 */
export async function insertResetToken(
  executor: Executor,
  values: { userId: string; codeHash: string; tokenHash: string; expiresAt: Date },
) {
  const now = new Date();
  await executor.insert(otps).values({
    userId: values.userId,
    purpose: 'reset',
    codeHash: values.codeHash,
    expiresAt: now,
    consumedAt: now,
    resetTokenHash: values.tokenHash,
    resetExpiresAt: values.expiresAt,
  });
}

/**
 * Takes one try for an account key in one statement, counting it as a failure until it succeeds:
 * allowed while the window has fewer than `free` failures, or once the wait after the last one
 * (2^(failures - free) seconds, at most `maxDelay`) has passed. A refused try changes nothing, so
 * a stranger's tries never push the owner's wait further; tries at once queue on the row's lock,
 * so none slips past the count. Answers null when refused.
 */
export async function takeTry(
  executor: Executor,
  key: string,
  limits: { free: number; maxDelay: number; windowSeconds: number },
) {
  const { free, maxDelay, windowSeconds } = limits;
  const inWindow = sql`${signInFailures.lastFailedAt} > now() - make_interval(secs => ${windowSeconds})`;
  const waited = sql`${signInFailures.lastFailedAt} <= now() - make_interval(
    secs => least(power(2, ${signInFailures.failures} - ${free}), ${maxDelay}))`;
  const [row] = await executor
    .insert(signInFailures)
    .values({ key, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`CASE WHEN ${inWindow} THEN ${signInFailures.failures} + 1 ELSE 1 END`,
        lastFailedAt: sql`now()`,
      },
      setWhere: sql`NOT (${inWindow}) OR ${signInFailures.failures} < ${free} OR ${waited}`,
    })
    .returning({ failures: signInFailures.failures });
  return row ?? null;
}

/** Seconds since the key's last failure and how many it holds (for the refusal's text). */
export async function failuresOf(executor: Executor, key: string) {
  const [row] = await executor
    .select({
      failures: signInFailures.failures,
      secondsSince: sql<number>`extract(epoch from now() - ${signInFailures.lastFailedAt})::float8`,
    })
    .from(signInFailures)
    .where(eq(signInFailures.key, key));
  return row ?? null;
}

export async function forgetFailures(executor: Executor, key: string) {
  await executor.delete(signInFailures).where(eq(signInFailures.key, key));
}
