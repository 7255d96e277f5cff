/** The providers linked to the signed-in account, listed and unlinked from personal settings. */
import { socialMessages } from '@atelier/domain';
import type { LinkedIdentities, SocialProvider } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { findUserById } from '../accounts/service.ts';
import { presentIdentities } from './presenter.ts';
import { deleteIdentity, identitiesOf } from './queries.ts';

export async function linkedIdentities(ctx: AppContext, user: UserRow): Promise<LinkedIdentities> {
  return presentIdentities(user, await identitiesOf(ctx.db, user.id));
}

/** Refused when it would leave the account with no way to sign in (no password, no provider). */
export async function unlinkIdentity(
  ctx: AppContext,
  userId: string,
  provider: SocialProvider,
): Promise<LinkedIdentities> {
  return transaction(ctx, async (tx) => {
    const user = (await findUserById(tx, userId))!;
    const linked = await identitiesOf(tx, userId);
    if (!linked.some((identity) => identity.provider === provider)) {
      throw notFound(socialMessages.notLinked);
    }
    if (!user.passwordHash && linked.length < 2) throw conflict(socialMessages.lastSignInMethod);
    await deleteIdentity(tx, userId, provider);
    return presentIdentities(
      user,
      linked.filter((identity) => identity.provider !== provider),
    );
  });
}
