import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { identities, socialFlows, socialHandoffs } from '../../db/schema/index.ts';
import type { SocialProvider } from '@atelier/domain';
import type { PendingIdentity } from '../../db/schema/index.ts';

export async function insertFlow(
  executor: Executor,
  values: {
    provider: SocialProvider;
    stateHash: string;
    nonce: string;
    codeVerifier: string;
    linkUserId: string | null;
    expiresAt: Date;
  },
) {
  await executor.insert(socialFlows).values(values);
}

/** Uses a trip once: a replayed or concurrent callback finds nothing left to claim. */
export async function claimFlow(executor: Executor, provider: SocialProvider, stateHash: string) {
  const [flow] = await executor
    .update(socialFlows)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(socialFlows.stateHash, stateHash),
        eq(socialFlows.provider, provider),
        isNull(socialFlows.usedAt),
        gt(socialFlows.expiresAt, new Date()),
      ),
    )
    .returning();
  return flow;
}

export async function findIdentity(executor: Executor, provider: SocialProvider, subject: string) {
  const [identity] = await executor
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  return identity;
}

export function identitiesOf(executor: Executor, userId: string) {
  return executor
    .select()
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(identities.createdAt);
}

/** False when the provider account, or this provider for this user, is already linked. */
export async function insertIdentity(
  executor: Executor,
  values: { userId: string } & PendingIdentity,
) {
  const rows = await executor
    .insert(identities)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: identities.id });
  return rows.length === 1;
}

export async function deleteIdentity(executor: Executor, userId: string, provider: SocialProvider) {
  const rows = await executor
    .delete(identities)
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
    .returning({ id: identities.id });
  return rows.length === 1;
}

export async function insertHandoff(
  executor: Executor,
  values: {
    codeHash: string;
    userId: string;
    isNewAccount?: boolean;
    pendingIdentity?: PendingIdentity;
    otpHash?: string;
    expiresAt: Date;
  },
) {
  await executor.insert(socialHandoffs).values(values);
}

export async function findOpenHandoff(executor: Executor, codeHash: string) {
  const [handoff] = await executor
    .select()
    .from(socialHandoffs)
    .where(
      and(
        eq(socialHandoffs.codeHash, codeHash),
        isNull(socialHandoffs.usedAt),
        gt(socialHandoffs.expiresAt, new Date()),
      ),
    );
  return handoff;
}

/** Uses a handoff once; false when another request used it first. */
export async function useHandoff(executor: Executor, handoffId: string) {
  const rows = await executor
    .update(socialHandoffs)
    .set({ usedAt: new Date() })
    .where(and(eq(socialHandoffs.id, handoffId), isNull(socialHandoffs.usedAt)))
    .returning({ id: socialHandoffs.id });
  return rows.length === 1;
}

export async function countWrongCode(executor: Executor, handoffId: string) {
  await executor
    .update(socialHandoffs)
    .set({ otpAttempts: sql`${socialHandoffs.otpAttempts} + 1` })
    .where(eq(socialHandoffs.id, handoffId));
}

/** Trips and handoffs that expired before `before`: nothing can use them any more. */
export async function deleteExpiredTrips(executor: Executor, before: Date) {
  await executor.delete(socialFlows).where(lt(socialFlows.expiresAt, before));
  await executor.delete(socialHandoffs).where(lt(socialHandoffs.expiresAt, before));
}
