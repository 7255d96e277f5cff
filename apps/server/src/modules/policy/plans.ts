/**
 * What a plan allows (packages/domain/src/plans.ts): paid features, member seats, products and
 * stored bytes per team. Each refuses with 403 'Upgrade your plan.' (SPEC §8).
 */
import {
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
  ownerPlanOf,
  teamStoredBytes,
} from './queries.ts';

/** Refuses a feature the user's own plan does not include (Roles & Permission on Free). */
export function authorizeFeature(user: { planType: PlanType }, feature: PaidFeature) {
  if (!planIncludes(user.planType, feature)) throw forbidden(messages.upgradePlan);
}

/**
 * Refuses when `extra` more people would take the team past the member limit of its owner's plan
 * (owner + members + pending invites). Locks the team row so two concurrent invitations cannot
 * both take the last seat.
 */
export async function authorizeSeats(executor: Executor, teamId: string, extra: number) {
  if (extra <= 0) return;
  await lockTeam(executor, teamId);
  const planType = await ownerPlanOf(executor, teamId);
  const limit = planType ? PLAN_MEMBER_LIMITS[planType] : null;
  if (limit === null) return;
  if ((await countSeats(executor, teamId)) + extra > limit) throw forbidden(messages.upgradePlan);
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

/** Refuses `bytes` more of uploads past the team's storage limit (locks the team like seats). */
export async function authorizeStorage(executor: Executor, teamId: string, bytes: number) {
  await lockTeam(executor, teamId);
  const limit = await ownerLimit(executor, teamId, PLAN_STORAGE_LIMITS);
  if (limit !== null && (await teamStoredBytes(executor, teamId)) + bytes > limit) {
    throw forbidden(messages.upgradePlan);
  }
}
