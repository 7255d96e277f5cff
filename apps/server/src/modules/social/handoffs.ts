/**
 * The browser's side of a finished trip: it trades the one-time code from the callback for the
 * usual session (token and userDetails, as after a password login). A code that links a provider
 * to an existing account also needs the e-mail code sent to that account.
 */
import { messages, OTP_MAX_TRIES, SOCIAL_ERRORS, socialMessages } from '@atelier/domain';
import type { SocialSignInResult, TSocialSignInSchema } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, forbidden } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { presentUser } from '../accounts/presenter.ts';
import { findUserById, updateUser } from '../accounts/service.ts';
import { teamRolePermissions } from '../teams/service.ts';
import { countWrongCode, findOpenHandoff, insertIdentity, useHandoff } from './queries.ts';

type Outcome = { data: SocialSignInResult } | { error: 'otp' | 'locked' | 'code' };

export async function redeemHandoff(
  ctx: AppContext,
  input: TSocialSignInSchema,
): Promise<SocialSignInResult> {
  const { secrets } = ctx;
  const outcome = await transaction(ctx, async (tx): Promise<Outcome> => {
    const handoff = await findOpenHandoff(tx, secrets.digest('social', input.code));
    const user = handoff && (await findUserById(tx, handoff.userId));
    if (!handoff || !user) return { error: 'code' };
    if (user.status === 'deactivated') throw forbidden(messages.accountDeactivated);

    const pending = handoff.pendingIdentity;
    if (pending) {
      if (!input.otp) {
        return { data: { needsCode: true, email: user.email, provider: pending.provider } };
      }
      if (handoff.otpAttempts >= OTP_MAX_TRIES) return { error: 'locked' };
      if (!secrets.same(handoff.otpHash ?? '', secrets.digest('otp', input.otp))) {
        await countWrongCode(tx, handoff.id); // committed: the count must survive the 400
        return { error: 'otp' };
      }
    }
    if (!(await useHandoff(tx, handoff.id))) return { error: 'code' };
    let account = user;
    if (pending) {
      if (!(await insertIdentity(tx, { userId: user.id, ...pending }))) {
        throw badRequest(SOCIAL_ERRORS.alreadyLinked);
      }
      // The mailbox is proven twice over (the provider and the code): a pending sign-up is done.
      if (user.status === 'pending') {
        account = await updateUser(tx, user.id, { status: 'active', emailVerifiedAt: new Date() });
      }
    }
    const token = await ctx.tokens.issue(tx, user.id);
    const details = await presentUser(account, ctx.storage, await teamRolePermissions(tx, user.id));
    return { data: { token, user: details, isNewAccount: handoff.isNewAccount } };
  });
  if ('data' in outcome) return outcome.data;
  if (outcome.error === 'otp') throw fieldError('otp', messages.wrongOtp);
  if (outcome.error === 'locked') throw fieldError('otp', socialMessages.codeLocked);
  throw badRequest(SOCIAL_ERRORS.state);
}
