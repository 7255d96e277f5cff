/**
 * Who, among a team's people, may take an action on one of its products or tasks: the audience
 * of a notice that quotes the product (a comment's @mentions), or whom a task may be assigned
 * to. The same rules as authorize, answered for many users at once; anyone else is left out
 * without saying why, so a caller learns nothing about who exists outside the team.
 */
import type { ProductAction, TaskAction } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { decideProduct } from './product.ts';
import type { ProductRef } from './product.ts';
import { findStandings, supplierPeopleOf } from './queries.ts';
import { membershipOf } from './standing.ts';
import { decideTask } from './task.ts';
import type { TaskRef } from './task.ts';

/**
 * Of `userIds` (every member and the owner when omitted), those who may take `action` on the
 * product, in the order given, each once.
 */
export async function usersAllowed(
  executor: Executor,
  action: ProductAction,
  product: ProductRef,
  userIds?: readonly string[],
): Promise<string[]> {
  if (userIds?.length === 0) return [];
  const found = await findStandings(executor, product.teamId, userIds);
  if (!found) return [];
  const { team, members } = found;
  const rows = new Map(members.map((member) => [member.userId, member]));
  const candidates = userIds ?? [team.createdBy, ...rows.keys()];
  return [...new Set(candidates)].filter((userId) => {
    const membership = membershipOf(team, userId, rows.get(userId) ?? null);
    return decideProduct({ kind: 'user', userId, membership }, action, product).allowed;
  });
}

/**
 * Of `userIds`, those who may take `action` on the task (each once, in the order given): whom a
 * task may be assigned to, or who hears of it.
 */
export async function usersAllowedOnTask(
  executor: Executor,
  action: TaskAction,
  task: TaskRef,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const found = await findStandings(executor, task.teamId, userIds);
  if (!found) return [];
  const rows = new Map(found.members.map((member) => [member.userId, member]));
  return [...new Set(userIds)].filter((userId) => {
    const membership = membershipOf(found.team, userId, rows.get(userId) ?? null);
    return decideTask({ kind: 'user', userId, membership }, action, task).allowed;
  });
}

/**
 * The active people of the suppliers a product is assigned to (issue 47): who hears of what the
 * team shares with them on it. Never a member: they are the team's own audience.
 */
export async function supplierAudience(executor: Executor, productId: string): Promise<string[]> {
  return supplierPeopleOf(executor, productId);
}
