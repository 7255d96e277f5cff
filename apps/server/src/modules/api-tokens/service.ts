/**
 * Personal API tokens (issue 49 §1; docs/decisions.md, API tokens). A person makes a token for
 * some of the teams they work in; the secret is answered once and only its SHA-256 kept. What a
 * token may do is decided where every request is (`platform/auth/authenticate.ts`, the policy
 * through `token-scope.ts`): never more than its person, in the teams it names.
 */
import { API_TOKENS_MAX, messages } from '@atelier/domain';
import type { TCreateApiTokenSchema } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { hashApiToken, newApiTokenSecret } from '../../platform/auth/api-token-secret.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { presentApiToken } from './presenter.ts';
import {
  countWorkingTokens,
  insertToken,
  revokeToken,
  teamsWorkedIn,
  tokensOf,
} from './queries.ts';

const DAY_MS = 86_400_000;

export async function createApiToken(ctx: AppContext, user: UserRow, input: TCreateApiTokenSchema) {
  return transaction(ctx, async (tx) => {
    const teamIds = [...new Set(input.teamIds)];
    const reachable = await teamsWorkedIn(tx, user.id, teamIds);
    if (teamIds.some((id) => !reachable.has(id))) {
      throw fieldError('teamIds', messages.apiTokenTeamNotYours);
    }
    if ((await countWorkingTokens(tx, user.id)) >= API_TOKENS_MAX) {
      throw forbidden(messages.apiTokensTooMany);
    }
    const token = newApiTokenSecret();
    const { id } = await insertToken(tx, {
      userId: user.id,
      name: input.name.trim(),
      tokenHash: hashApiToken(token),
      lastFour: token.slice(-4),
      teamIds,
      scope: input.scope,
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
    });
    return { _id: id, token };
  });
}

export async function listApiTokens(ctx: AppContext, user: UserRow) {
  const now = new Date();
  return (await tokensOf(ctx.db, user.id)).map((row) => presentApiToken(row, now));
}

/** From now on a request with the token is 401; another person's token is 404. */
export async function revokeApiToken(ctx: AppContext, user: UserRow, id: string) {
  const row = await revokeToken(ctx.db, user.id, id);
  if (!row) throw notFound();
  return presentApiToken(row);
}
