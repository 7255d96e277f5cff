/**
 * JWTs (HS256 only) whose id is a row in `sessions`, so a token can be revoked: logout, password
 * reset and blocking end it at once (DESIGN §6).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { API_TOKEN_PREFIX, messages, SESSION_TTL_DAYS } from '@atelier/domain';
import type { Db, Executor } from '../../db/client.ts';
import { apiTokens, sessions, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';
import { hashApiToken, isApiTokenSecret } from './api-token-secret.ts';
import type { TokenScope } from './token-scope.ts';

/**
 * Who a request is made by: a signed-in session (the web app, a JWT), or an API token of the
 * person's (issue 49 §1), which carries what it is limited to.
 */
export type Principal =
  | { user: UserRow; sessionId: string; token: null }
  | { user: UserRow; sessionId: null; token: TokenScope };

/** How often a token's `last_used_at` is written at most, per instance: not a write per request. */
const LAST_USED_EVERY_MS = 60_000;

/** Claims of a token whose signature was checked: what a repeat of the same token needs. */
interface Verified {
  sessionId: string;
  userId: string;
  /** Seconds since the epoch (the JWT `exp`). */
  expiresAt: number;
}

/**
 * Tokens whose signature was already checked, oldest first. A signed-in page sends the same token
 * with every request, and checking HS256 through WebCrypto cost a fifth of a product read; the
 * session row is still read every time, so logout and blocking end a token at once.
 */
const VERIFIED_TOKENS = 10_000;

export function createTokens(secret: string, db: Db) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, Verified>();

  /** The token's claims, from the cache or from checking its signature and expiry. */
  async function claims(token: string): Promise<Verified> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt * 1000 <= Date.now()) {
        verified.delete(token);
        throw unauthorized(messages.jwtExpired);
      }
      return known;
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
    } catch (err) {
      throw unauthorized(
        err instanceof joseErrors.JWTExpired ? messages.jwtExpired : messages.invalidToken,
      );
    }
    if (
      typeof payload.jti !== 'string' ||
      typeof payload.sub !== 'string' ||
      typeof payload.exp !== 'number' ||
      !/^[0-9a-f-]{36}$/i.test(payload.jti)
    ) {
      throw unauthorized(messages.invalidToken);
    }
    const checked = { sessionId: payload.jti, userId: payload.sub, expiresAt: payload.exp };
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, checked);
    return checked;
  }

  /** The session's user while the session is open and the account active; prepared once. */
  const sessionUser = db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
      ),
    )
    .prepare('session_user');

  /** A working token's row and its person while active; prepared once. */
  const tokenUser = db
    .select({
      user: users,
      tokenId: apiTokens.id,
      teamIds: apiTokens.teamIds,
      scope: apiTokens.scope,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('hash')),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
      ),
    )
    .prepare('api_token_user');
  const lastUsedWritten = new Map<string, number>();

  /** Notes that a token was used, at most once a minute; a failure here never fails the request. */
  function noteUse(tokenId: string) {
    const now = Date.now();
    if ((lastUsedWritten.get(tokenId) ?? 0) > now - LAST_USED_EVERY_MS) return;
    if (lastUsedWritten.size >= VERIFIED_TOKENS) lastUsedWritten.clear();
    lastUsedWritten.set(tokenId, now);
    db.update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiTokens.id, tokenId))
      .catch(() => lastUsedWritten.delete(tokenId));
  }

  /** The API token's person and scope, or 401 'invalid token' (unknown, revoked, expired, blocked). */
  async function verifyApiToken(token: string): Promise<Principal> {
    if (!isApiTokenSecret(token)) throw unauthorized(messages.invalidToken);
    const [row] = await tokenUser.execute({ hash: hashApiToken(token), now: new Date() });
    if (!row) throw unauthorized(messages.invalidToken);
    noteUse(row.tokenId);
    return {
      user: row.user,
      sessionId: null,
      token: { tokenId: row.tokenId, userId: row.user.id, teamIds: row.teamIds, scope: row.scope },
    };
  }

  async function issue(executor: Executor, userId: string): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
    const [session] = await executor.insert(sessions).values({ userId, expiresAt }).returning();
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(session!.id)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  }

  /** Resolves the header value to its user, or throws 401 'invalid token' / 'jwt expired'. */
  async function verify(header: string | undefined): Promise<Principal> {
    const token = header?.replace(/^Bearer\s+/i, '').trim();
    if (!token) throw unauthorized(messages.invalidToken);
    if (token.startsWith(API_TOKEN_PREFIX)) return verifyApiToken(token);
    const { sessionId, userId } = await claims(token);
    const [row] = await sessionUser.execute({ sessionId, userId, now: new Date() });
    if (!row) throw unauthorized(messages.invalidToken);
    return { user: row.user, sessionId, token: null };
  }

  async function revoke(executor: Executor, sessionId: string) {
    await executor
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, sessionId));
  }

  async function revokeAll(executor: Executor, userId: string) {
    await executor
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  return { issue, verify, revoke, revokeAll };
}

export type Tokens = ReturnType<typeof createTokens>;
