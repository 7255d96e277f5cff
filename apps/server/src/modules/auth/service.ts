/** Sign-up, codes, sign-in, sign-out and password reset (DESIGN §3, issue 2). */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_SETUP_TTL_DAYS,
  messages,
  OTP_MAX_TRIES,
  RESET_TOKEN_TTL_MINUTES,
} from '@atelier/domain';
import type { OtpPurpose, TCreatePasswordSchema, TRegisterSchema } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  badRequest,
  conflict,
  fieldError,
  forbidden,
  tooManyRequests,
  unauthorized,
} from '../../platform/http/errors.ts';
import { presentUser } from '../profile/presenter.ts';
import { teamRolePermissions } from '../teams/service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashSecret, sameHash, sendOtp, sentRecently } from './otp.ts';
import {
  consumeOtp,
  countWrongTry,
  createUser,
  findUserByEmail,
  insertResetToken,
  latestOtp,
  setResetToken,
  updateUser,
  useResetToken,
} from './queries.ts';
import { transaction } from '../../platform/transaction.ts';

type Registration = Omit<TRegisterSchema, 'acceptTerms'>;

function splitName(fullName: string) {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export async function register(ctx: AppContext, input: Registration) {
  const passwordHash = await hashPassword(input.password);
  await transaction(ctx, async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing && existing.status !== 'pending') throw conflict(messages.emailTaken);
    // An unverified sign-up may be started again (lost code, typo in the name): it is replaced.
    const user = existing
      ? await updateUser(tx, existing.id, { ...splitName(input.fullName), passwordHash })
      : await createUser(tx, { email: input.email, ...splitName(input.fullName), passwordHash });
    await sendOtp(tx, ctx.config.jwtSecret, user, 'signup');
  });
  return { email: input.email };
}

export async function verifyOtp(
  ctx: AppContext,
  input: { email: string; otp: string; purpose: OtpPurpose },
) {
  const result = await transaction(ctx, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const otp = user ? await latestOtp(tx, user.id, input.purpose) : undefined;
    if (!user || !otp || otp.consumedAt) return { error: messages.wrongOtp } as const;
    if (otp.attempts >= OTP_MAX_TRIES) return { error: messages.otpTooManyTries } as const;
    if (otp.expiresAt.getTime() <= Date.now()) return { error: messages.otpExpired } as const;
    if (!sameHash(otp.codeHash, hashSecret(ctx.config.jwtSecret, input.otp))) {
      await countWrongTry(tx, otp.id); // committed: the count must survive the 400
      return { error: messages.wrongOtp } as const;
    }
    if (!(await consumeOtp(tx, otp.id))) return { error: messages.wrongOtp } as const;
    if (user.status === 'deactivated') throw forbidden(messages.accountDeactivated);

    if (input.purpose === 'reset') {
      const resetToken = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
      await setResetToken(tx, otp.id, hashSecret(ctx.config.jwtSecret, resetToken), expiresAt);
      return { data: { resetToken } } as const;
    }
    const active = await updateUser(tx, user.id, { status: 'active', emailVerifiedAt: new Date() });
    const token = await ctx.tokens.issue(tx, user.id);
    const teamRoles = await teamRolePermissions(tx, user.id);
    return { data: { token, user: presentUser(active, ctx.storage, teamRoles) } } as const;
  });
  if ('error' in result && result.error) throw fieldError('otp', result.error);
  return result.data!;
}

export async function resendOtp(ctx: AppContext, input: { email: string; purpose: OtpPurpose }) {
  await transaction(ctx, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const eligible =
      user && (input.purpose === 'signup' ? user.status === 'pending' : user.status === 'active');
    // Unknown or ineligible addresses get the same answer, so the route reveals no accounts.
    if (!eligible) return;
    if (await sentRecently(tx, user.id, input.purpose))
      throw tooManyRequests(messages.resendTooSoon);
    await sendOtp(tx, ctx.config.jwtSecret, user, input.purpose);
  });
}

export async function login(ctx: AppContext, input: { email: string; password: string }) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw unauthorized(messages.invalidCredentials);
  }
  if (user.status === 'deactivated') throw forbidden(messages.accountDeactivated);
  if (user.status === 'pending') {
    await transaction(ctx, async (tx) => {
      if (!(await sentRecently(tx, user.id, 'signup')))
        await sendOtp(tx, ctx.config.jwtSecret, user, 'signup');
    });
    throw forbidden(messages.emailNotVerified, { needsVerification: true, email: user.email });
  }
  const token = await ctx.tokens.issue(ctx.db, user.id);
  return {
    token,
    user: presentUser(user, ctx.storage, await teamRolePermissions(ctx.db, user.id)),
  };
}

export async function logout(ctx: AppContext, sessionId: string) {
  await ctx.tokens.revoke(ctx.db, sessionId);
  ctx.realtime.endSession(sessionId);
}

export async function forgotPassword(ctx: AppContext, input: { email: string }) {
  await transaction(ctx, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.status !== 'active') return;
    if (await sentRecently(tx, user.id, 'reset')) return;
    await sendOtp(tx, ctx.config.jwtSecret, user, 'reset');
  });
}

export async function createPassword(
  ctx: AppContext,
  input: Omit<TCreatePasswordSchema, 'confirmPassword'>,
) {
  const passwordHash = await hashPassword(input.password);
  const userId = await transaction(ctx, async (tx) => {
    const owner = await useResetToken(tx, hashSecret(ctx.config.jwtSecret, input.resetToken));
    if (!owner) throw badRequest(messages.resetLinkInvalid);
    await updateUser(tx, owner, { passwordHash });
    await ctx.tokens.revokeAll(tx, owner);
    return owner;
  });
  ctx.realtime.endUser(userId);
}

/**
 * An active account without a password, made by a team owner for a colleague (/createuser). The
 * returned token sets the password through auth/createPassword within ACCOUNT_SETUP_TTL_DAYS.
 * Runs in the caller's transaction; null when the address already has an account (the caller
 * invites it instead).
 */
export async function createAccountForColleague(
  tx: Executor,
  secret: string,
  input: { email: string; firstName: string; lastName: string },
) {
  if (await findUserByEmail(tx, input.email)) return null;
  const user = await createUser(tx, { ...input, passwordHash: null, status: 'active' });
  const setupToken = randomBytes(32).toString('base64url');
  await insertResetToken(tx, {
    userId: user.id,
    codeHash: hashSecret(secret, randomBytes(32).toString('base64url')),
    tokenHash: hashSecret(secret, setupToken),
    expiresAt: new Date(Date.now() + ACCOUNT_SETUP_TTL_DAYS * 86_400_000),
  });
  return { user, setupToken };
}
