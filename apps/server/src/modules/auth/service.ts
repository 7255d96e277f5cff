/** Sign-up, codes, sign-in, sign-out and password reset (DESIGN §3, issue 2). */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_SETUP_TTL_DAYS,
  messages,
  OTP_MAX_TRIES,
  OTP_RESEND_SECONDS,
  RESET_TOKEN_TTL_MINUTES,
} from '@atelier/domain';
import type { OtpPurpose, TCreatePasswordSchema, TRegisterSchema } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { Secrets } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, forbidden, unauthorized } from '../../platform/http/errors.ts';
import { accountExistsMail } from './mail.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { presentUser } from '../accounts/presenter.ts';
import {
  createUser,
  findOrCreatePendingUser,
  findUserByEmail,
  updateUser,
} from '../accounts/service.ts';
import { teamRolePermissions } from '../teams/service.ts';
import { clearFailedTries, takeTry } from './account-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sendOtp, sentRecently } from './otp.ts';
import { attemptToComplete, latestAttempt, signupExpiry, signupToken } from './signups.ts';
import {
  consumeOtp,
  countWrongTry,
  deleteSignups,
  insertSignup,
  insertResetToken,
  latestOtp,
  setResetToken,
  useResetToken,
} from './queries.ts';
import { recordRoomChange } from '../../platform/realtime/room-changes.ts';
import { transaction } from '../../platform/transaction.ts';

type Registration = Omit<TRegisterSchema, 'acceptTerms'>;

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

function splitName(fullName: string) {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Every registration answers the same, whether or not the address has an account: a new address
 * gets a pending account and a code, a pending one a code (at most one a minute), a taken one a
 * notice to its owner. The attempt's password is kept apart until its code proves the mailbox.
 */
export async function register(ctx: AppContext, input: Registration) {
  const passwordHash = await hashPassword(input.password);
  const name = splitName(input.fullName);
  const { secrets } = ctx;
  const signupId = await transaction(ctx, async (tx) => {
    const user = await findOrCreatePendingUser(tx, { email: input.email, ...name });
    const previous = await latestAttempt(tx, user.id);
    const attempt = await insertSignup(tx, {
      userId: user.id,
      passwordHash,
      ...name,
      expiresAt: signupExpiry(),
    });
    if (user.status === 'pending') {
      if (!(await sentRecently(tx, user.id, 'signup'))) await sendOtp(tx, secrets, user, 'signup');
    } else if (user.status === 'active' && !isRecent(previous?.createdAt)) {
      await queueMail(
        tx,
        accountExistsMail({
          to: user.email,
          firstName: user.firstName,
          publicUrl: ctx.config.publicUrl,
        }),
      );
    }
    return attempt.id;
  });
  return { email: input.email, signupToken: signupToken(secrets, signupId) };
}

const isRecent = (time: Date | undefined) =>
  !!time && Date.now() - time.getTime() < OTP_RESEND_SECONDS * 1000;

export async function verifyOtp(
  ctx: AppContext,
  input: { email: string; otp: string; purpose: OtpPurpose; signupToken?: string | undefined },
) {
  const { secrets } = ctx;
  await takeTry(ctx, 'otp', input.email);
  const result = await transaction(ctx, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const otp = user ? await latestOtp(tx, user.id, input.purpose) : undefined;
    if (!user || !otp || otp.consumedAt) return { error: messages.wrongOtp } as const;
    if (otp.attempts >= OTP_MAX_TRIES) return { error: messages.otpTooManyTries } as const;
    if (otp.expiresAt.getTime() <= Date.now()) return { error: messages.otpExpired } as const;
    if (!secrets.same(otp.codeHash, secrets.digest('otp', input.otp))) {
      await countWrongTry(tx, otp.id); // committed: the count must survive the 400
      return { error: messages.wrongOtp } as const;
    }
    if (!(await consumeOtp(tx, otp.id))) return { error: messages.wrongOtp } as const;
    if (user.status === 'deactivated') throw forbidden(messages.accountDeactivated);

    if (input.purpose === 'reset') {
      const resetToken = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
      await setResetToken(tx, otp.id, secrets.digest('reset', resetToken), expiresAt);
      return { data: { resetToken } } as const;
    }
    const attempt = await attemptToComplete(tx, secrets, user.id, input.signupToken);
    const active = await updateUser(tx, user.id, {
      status: 'active',
      emailVerifiedAt: new Date(),
      ...(attempt
        ? {
            passwordHash: attempt.passwordHash,
            firstName: attempt.firstName,
            lastName: attempt.lastName,
          }
        : {}),
    });
    await deleteSignups(tx, user.id);
    const token = await ctx.tokens.issue(tx, user.id);
    const teamRoles = await teamRolePermissions(tx, user.id);
    return { data: { token, user: await presentUser(active, ctx.storage, teamRoles) } } as const;
  });
  if ('error' in result && result.error) throw fieldError('otp', result.error);
  await clearFailedTries(ctx, 'otp', input.email);
  return result.data!;
}

/** Same answer for every address; at most one code a minute per address, silently. */
export async function resendOtp(ctx: AppContext, input: { email: string; purpose: OtpPurpose }) {
  await transaction(ctx, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const eligible =
      user && (input.purpose === 'signup' ? user.status === 'pending' : user.status === 'active');
    if (!eligible || (await sentRecently(tx, user.id, input.purpose))) return;
    await sendOtp(tx, ctx.secrets, user, input.purpose);
  });
}

/**
 * A failing sign-in always checks two hashes (the account's, then the newest open sign-up
 * attempt's, or a dummy for either), so an unknown address, a wrong password and a pending
 * account take the same time. A password that matches an open attempt asks for the code, whether
 * the address is new or taken, so registering and then signing in reveals nothing either.
 */
export async function login(ctx: AppContext, input: { email: string; password: string }) {
  await takeTry(ctx, 'login', input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const accountHash = user && user.status !== 'pending' ? user.passwordHash : null;
  const accountMatches = await verifyPassword(accountHash, input.password);
  if (user && accountMatches) {
    await clearFailedTries(ctx, 'login', input.email);
    if (user.status === 'deactivated') throw forbidden(messages.accountDeactivated);
    const token = await ctx.tokens.issue(ctx.db, user.id);
    return {
      token,
      user: await presentUser(user, ctx.storage, await teamRolePermissions(ctx.db, user.id)),
    };
  }
  // Looked up for an unknown address too (a nil id matches nothing), so both paths do the same work.
  const attempt = await latestAttempt(ctx.db, user?.id ?? NIL_UUID);
  // Accounts pending from before attempts were kept apart hold their password themselves.
  const attemptHash =
    attempt?.passwordHash ?? (user?.status === 'pending' ? user.passwordHash : null);
  const attemptMatches = await verifyPassword(attemptHash, input.password);
  if (!user || !attemptMatches) throw unauthorized(messages.invalidCredentials);
  // The right password for an open sign-up attempt: not a failed try.
  await clearFailedTries(ctx, 'login', input.email);
  if (user.status === 'pending') {
    await transaction(ctx, async (tx) => {
      if (!(await sentRecently(tx, user.id, 'signup')))
        await sendOtp(tx, ctx.secrets, user, 'signup');
    });
  }
  throw forbidden(messages.emailNotVerified, {
    needsVerification: true,
    email: user.email,
    ...(attempt ? { signupToken: signupToken(ctx.secrets, attempt.id) } : {}),
  });
}

export async function logout(ctx: AppContext, sessionId: string) {
  await transaction(ctx, async (tx) => {
    await ctx.tokens.revoke(tx, sessionId);
    await recordRoomChange(tx, { change: 'sessionEnded', sessionId });
  });
  await ctx.applyRoomChange({ change: 'sessionEnded', sessionId });
}

export async function forgotPassword(ctx: AppContext, input: { email: string }) {
  await transaction(ctx, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.status !== 'active') return;
    if (await sentRecently(tx, user.id, 'reset')) return;
    await sendOtp(tx, ctx.secrets, user, 'reset');
  });
}

export async function createPassword(
  ctx: AppContext,
  input: Omit<TCreatePasswordSchema, 'confirmPassword'>,
) {
  const passwordHash = await hashPassword(input.password);
  const userId = await transaction(ctx, async (tx) => {
    const owner = await useResetToken(tx, ctx.secrets.digest('reset', input.resetToken));
    if (!owner) throw badRequest(messages.resetLinkInvalid);
    await updateUser(tx, owner, { passwordHash });
    await ctx.tokens.revokeAll(tx, owner);
    await recordRoomChange(tx, { change: 'userSignedOut', userId: owner });
    return owner;
  });
  await ctx.applyRoomChange({ change: 'userSignedOut', userId });
}

/**
 * An active account without a password, made by a team owner for a colleague (/createuser). The
 * returned token sets the password through auth/createPassword within ACCOUNT_SETUP_TTL_DAYS.
 * Runs in the caller's transaction; null when the address already has an account (the caller
 * invites it instead).
 */
export async function createAccountForColleague(
  tx: Executor,
  secrets: Secrets,
  input: { email: string; firstName: string; lastName: string },
) {
  if (await findUserByEmail(tx, input.email)) return null;
  const user = await createUser(tx, { ...input, passwordHash: null, status: 'active' });
  const setupToken = randomBytes(32).toString('base64url');
  await insertResetToken(tx, {
    userId: user.id,
    codeHash: secrets.digest('otp', randomBytes(32).toString('base64url')),
    tokenHash: secrets.digest('reset', setupToken),
    expiresAt: new Date(Date.now() + ACCOUNT_SETUP_TTL_DAYS * 86_400_000),
  });
  return { user, setupToken };
}
