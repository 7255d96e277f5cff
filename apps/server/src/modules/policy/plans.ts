/**
 * What a plan allows (packages/domain/src/plans.ts): paid features, member seats, products and
 * stored bytes per team. Each refuses with 403 'Upgrade your plan.' (SPEC §8).
 */
import {
  DESIGNMATE_MONTHLY_MESSAGES,
  messages,
  PLAN_MEMBER_LIMITS,
  PLAN_PRODUCT_LIMITS,
  PLAN_STORAGE_LIMITS,
  planIncludes,
} from '@atelier/domain';
import type { PaidFeature, PlanType } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../platform/http/errors.ts';
import {
  countSeats,
  countTeamProducts,
  lockTeam,
  ownedTeamIds,
  ownerPlanOf,
  ownerSeatsOf,
  teamStoredBytes,
} from './queries.ts';

/** Refuses a feature the user's own plan does not include (Roles & Permission on Free). */
export function authorizeFeature(user: { planType: PlanType }, feature: PaidFeature) {
  if (!planIncludes(user.planType, feature)) throw forbidden(messages.upgradePlan);
}

/**
 * The people the team may hold: its owner's plan limit, or fewer when the owner's subscription
 * pays for fewer seats (docs/decisions.md, "Billing"); null means no limit.
 */
function seatLimit(owner: { planType: PlanType; paidSeats: number | null; status: string | null }) {
  const limit = PLAN_MEMBER_LIMITS[owner.planType];
  const isPaidPro =
    owner.planType === 'Pro' && owner.status !== null && owner.status !== 'canceled';
  if (limit === null || !isPaidPro || !owner.paidSeats) return limit;
  return Math.min(limit, owner.paidSeats);
}

/**
 * Refuses when `extra` more people would take the team past its seats (owner + members + pending
 * invites) with 'Upgrade your plan.'; past paid seats, the refusal says how many seats are used
 * and paid, and whether buying seats (payment/seats) would make room. Locks the team row so two concurrent
 * invitations cannot both take the last seat.
 */
export async function authorizeSeats(executor: Executor, teamId: string, extra: number) {
  if (extra <= 0) return;
  await lockTeam(executor, teamId);
  const owner = await ownerSeatsOf(executor, teamId);
  if (!owner) return;
  const limit = seatLimit(owner);
  if (limit === null) return;
  const seatsUsed = await countSeats(executor, teamId);
  if (seatsUsed + extra <= limit) return;
  const planLimit = PLAN_MEMBER_LIMITS[owner.planType] ?? Infinity;
  // At the plan's own limit only another plan makes room.
  if (limit >= planLimit) throw forbidden(messages.upgradePlan);
  const canAddSeats = seatsUsed + extra <= planLimit;
  throw forbidden(messages.upgradePlan, { seatsUsed, seatsPaid: limit, canAddSeats });
}

/**
 * Seats taken in the owner's fullest team (what the subscription's seat count must cover); the
 * owner alone takes one.
 */
export async function seatsUsedByOwner(executor: Executor, userId: string) {
  let most = 1;
  for (const teamId of await ownedTeamIds(executor, userId)) {
    most = Math.max(most, await countSeats(executor, teamId));
  }
  return most;
}

/** The team's limit by its owner's plan; null: none. */
async function ownerLimit(
  executor: Executor,
  teamId: string,
  limits: Record<PlanType, number | null>,
) {
  const planType = await ownerPlanOf(executor, teamId);
  return planType ? limits[planType] : null;
}

/** Refuses one more product past the team's limit (locks the team, so two adds cannot both pass). */
export async function authorizeNewProduct(executor: Executor, teamId: string) {
  await lockTeam(executor, teamId);
  const limit = await ownerLimit(executor, teamId, PLAN_PRODUCT_LIMITS);
  if (limit !== null && (await countTeamProducts(executor, teamId)) >= limit) {
    throw forbidden(messages.upgradePlan);
  }
}

/** The designmate questions the team may ask a month under its owner's plan; null means no limit. */
export function designmateAllowance(executor: Executor, teamId: string) {
  return ownerLimit(executor, teamId, DESIGNMATE_MONTHLY_MESSAGES);
}

/** Refuses a designmate question past the team's monthly allowance under its owner's plan. */
export async function authorizeDesignmateQuestion(
  executor: Executor,
  teamId: string,
  asked: number,
) {
  const limit = await designmateAllowance(executor, teamId);
  if (limit !== null && asked >= limit) throw forbidden(messages.upgradePlan);
}

/** The bytes the team may store under its owner's plan; null means no limit. */
export function teamStorageLimit(executor: Executor, teamId: string) {
  return ownerLimit(executor, teamId, PLAN_STORAGE_LIMITS);
}

/** Refuses `bytes` more of uploads past the team's storage limit (locks the team like seats). */
export async function authorizeStorage(executor: Executor, teamId: string, bytes: number) {
  await lockTeam(executor, teamId);
  const limit = await teamStorageLimit(executor, teamId);
  if (limit !== null && (await teamStoredBytes(executor, teamId)) + bytes > limit) {
    throw forbidden(messages.upgradePlan);
  }
}
