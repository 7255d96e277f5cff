/** 6-digit codes: random, stored as an HMAC, single use, short-lived (docs/decisions.md). */
import { randomInt } from 'node:crypto';
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '@atelier/domain';
import type { OtpPurpose } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { Secrets } from '../../platform/auth/secrets.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { otpMail } from './mail.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { languageOf } from '../settings/service.ts';
import { insertOtp, latestOtp } from './queries.ts';

/** True when the latest code for this purpose was sent less than a minute ago. */
export async function sentRecently(executor: Executor, userId: string, purpose: OtpPurpose) {
  const last = await latestOtp(executor, userId, purpose);
  return !!last && Date.now() - last.createdAt.getTime() < OTP_RESEND_SECONDS * 1000;
}

/** Creates a new code (the latest one is the only one that counts) and queues its e-mail. */
export async function sendOtp(
  executor: Executor,
  secrets: Secrets,
  user: UserRow,
  purpose: OtpPurpose,
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertOtp(executor, {
    userId: user.id,
    purpose,
    codeHash: secrets.digest('otp', code),
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
  });
  const language = await languageOf(executor, user.id);
  await queueMail(executor, otpMail(user.email, user.firstName, code, purpose, language));
}
