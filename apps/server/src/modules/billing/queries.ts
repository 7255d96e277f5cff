import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { PlanType } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { billingAccounts, billingEvents, users } from '../../db/schema/index.ts';
import type { BillingAccountRow } from '../../db/schema/index.ts';

export async function findAccount(executor: Executor, userId: string) {
  const [row] = await executor
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  return row;
}

/** The account of a Stripe customer, locked until the transaction ends. */
export async function lockAccountByCustomer(executor: Executor, customerId: string) {
  const [row] = await executor
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId))
    .for('update');
  return row;
}

/** Links the account to its Stripe customer unless another request linked it first. */
export async function insertAccount(executor: Executor, userId: string, customerId: string) {
  await executor
    .insert(billingAccounts)
    .values({ userId, stripeCustomerId: customerId })
    .onConflictDoNothing({ target: billingAccounts.userId });
  return (await findAccount(executor, userId))!;
}

export type SubscriptionState = Pick<
  BillingAccountRow,
  | 'stripeSubscriptionId'
  | 'status'
  | 'priceId'
  | 'seats'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'trialEnd'
  | 'paymentFailedAt'
>;

export async function updateAccount(executor: Executor, userId: string, state: SubscriptionState) {
  await executor
    .update(billingAccounts)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(billingAccounts.userId, userId));
}

/** Paid plans only: a plan set by hand (Teams, sold through sales) is never billing's to change. */
export async function setPlanType(executor: Executor, userId: string, planType: PlanType) {
  await executor
    .update(users)
    .set({ planType, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inArray(users.planType, ['Free', 'Pro'])));
}

export async function isEventRecorded(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, id));
  return row !== undefined;
}

/** Records a webhook event once; false when it was already recorded (a repeat). */
export async function recordEvent(executor: Executor, id: string, type: string) {
  const inserted = await executor
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/** Accounts still on Pro whose failed payment started before `since` (their grace is over). */
export async function lapsedGraceAccounts(executor: Executor, since: Date) {
  return executor
    .select({ userId: billingAccounts.userId })
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(
      and(
        isNotNull(billingAccounts.paymentFailedAt),
        lte(billingAccounts.paymentFailedAt, since),
        eq(users.planType, 'Pro'),
        sql`${billingAccounts.status} in ('past_due', 'unpaid')`,
      ),
    );
}
