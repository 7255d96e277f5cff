/**
 * What a plan allows (packages/domain/src/plans.ts): paid features and member seats. Both refuse
 * with 403 'Upgrade your plan.' (SPEC §8).
 */
import { messages, PLAN_MEMBER_LIMITS, planIncludes } from '@atelier/domain';
import type { PaidFeature, PlanType } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { countSeats, lockTeam, ownerPlanOf } from './queries.ts';

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
