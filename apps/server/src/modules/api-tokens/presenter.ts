/** An API token as its person's list shows it: never the secret, nor its hash. */
import { API_TOKEN_PREFIX } from '@atelier/domain';
import type { ApiToken } from '@atelier/domain';
import type { ApiTokenRow } from '../../db/schema/index.ts';

export function presentApiToken(
  row: { token: ApiTokenRow; teams: { _id: string; name: string }[] },
  now = new Date(),
): ApiToken {
  const { token } = row;
  return {
    _id: token.id,
    name: token.name,
    hint: `${API_TOKEN_PREFIX}…${token.lastFour}`,
    teams: row.teams,
    scope: token.scope,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
    status: token.revokedAt ? 'revoked' : token.expiresAt <= now ? 'expired' : 'active',
  };
}
