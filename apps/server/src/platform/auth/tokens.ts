/**
 * JWTs (HS256 only) whose id is a row in `sessions`, so a token can be revoked: logout, password
 * reset and blocking end it at once (DESIGN §6).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { messages, SESSION_TTL_DAYS } from '@atelier/domain';
import type { Db, Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';

export interface Principal {
  user: UserRow;
  sessionId: string;
}

export function createTokens(secret: string, db: Db) {
  const key = new TextEncoder().encode(secret);

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
      !/^[0-9a-f-]{36}$/i.test(payload.jti)
    ) {
      throw unauthorized(messages.invalidToken);
    }
    const [row] = await db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, payload.jti),
          eq(sessions.userId, payload.sub),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          eq(users.status, 'active'),
        ),
      );
    if (!row) throw unauthorized(messages.invalidToken);
    return { user: row.user, sessionId: payload.jti };
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
