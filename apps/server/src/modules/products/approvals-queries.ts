/** Drizzle queries of stage gates, approval requests and their decisions. */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ProductStage } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import {
  approvalDecisions,
  productApprovals,
  products,
  roles,
  stageGates,
  teamMembers,
  teams,
  users,
  type ProductApprovalRow,
} from '../../db/schema/index.ts';
import { isProductTeam } from '../policy/visibility.ts';

export function gatesOf(executor: Executor, teamId: string) {
  return executor.select().from(stageGates).where(eq(stageGates.teamId, teamId));
}

export async function gateOf(executor: Executor, teamId: string, stage: ProductStage) {
  const [row] = await executor
    .select()
    .from(stageGates)
    .where(and(eq(stageGates.teamId, teamId), eq(stageGates.stage, stage)));
  return row;
}

export async function saveGate(executor: Executor, values: typeof stageGates.$inferInsert) {
  const [row] = await executor
    .insert(stageGates)
    .values(values)
    .onConflictDoUpdate({
      target: [stageGates.teamId, stageGates.stage],
      set: {
        rule: values.rule,
        approverIds: values.approverIds,
        roleIds: values.roleIds,
        dueInDays: values.dueInDays,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function removeGate(executor: Executor, teamId: string, stage: ProductStage) {
  await executor
    .delete(stageGates)
    .where(and(eq(stageGates.teamId, teamId), eq(stageGates.stage, stage)));
}

/** Which of `userIds` are the team's owner or its active members. */
export async function teamPeople(executor: Executor, teamId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...userIds]),
        sql`(${users.id} in (select ${teams.createdBy} from ${teams} where ${teams.id} = ${teamId})
          or ${users.id} in (select ${teamMembers.userId} from ${teamMembers}
            where ${teamMembers.teamId} = ${teamId} and ${teamMembers.status} = 'active'))`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Which of `roleIds` the team may use: its owner's roles and the shared ones. */
export async function teamRoles(executor: Executor, teamId: string, roleIds: readonly string[]) {
  if (roleIds.length === 0) return [];
  const rows = await executor
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        inArray(roles.id, [...roleIds]),
        or(
          isNull(roles.ownerId),
          sql`${roles.ownerId} = (select ${teams.createdBy} from ${teams} where ${teams.id} = ${teamId})`,
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** The active members of the team who hold one of the roles. */
export async function membersWithRoles(
  executor: Executor,
  teamId: string,
  roleIds: readonly string[],
) {
  if (roleIds.length === 0) return [];
  const rows = await executor
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.status, 'active'),
        inArray(teamMembers.roleId, [...roleIds]),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertApproval(
  executor: Executor,
  values: typeof productApprovals.$inferInsert,
) {
  const [row] = await executor.insert(productApprovals).values(values).returning();
  return row!;
}

/** The request waiting on the product, if one is. */
export async function pendingApprovalOf(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productApprovals)
    .where(and(eq(productApprovals.productId, productId), eq(productApprovals.status, 'pending')));
  return row;
}

/** The product's latest request, whatever became of it. */
export async function latestApprovalOf(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productApprovals)
    .where(eq(productApprovals.productId, productId))
    .orderBy(desc(productApprovals.requestedAt), desc(productApprovals.id))
    .limit(1);
  return row;
}

export async function closeApproval(
  executor: Executor,
  id: string,
  status: Exclude<ProductApprovalRow['status'], 'pending'>,
) {
  await executor
    .update(productApprovals)
    .set({ status, decidedAt: sql`now()` })
    .where(and(eq(productApprovals.id, id), eq(productApprovals.status, 'pending')));
}

export async function insertDecision(
  executor: Executor,
  values: typeof approvalDecisions.$inferInsert,
) {
  const [row] = await executor
    .insert(approvalDecisions)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export function decisionsOf(executor: Executor, approvalId: string) {
  return executor
    .select()
    .from(approvalDecisions)
    .where(eq(approvalDecisions.approvalId, approvalId));
}

/** First and last names of people, by id. */
export function namesOf(executor: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** The requests waiting in the team that name `userId` among their approvers. */
export function pendingNaming(executor: Executor, teamId: string, userId: string) {
  return executor
    .select()
    .from(productApprovals)
    .where(
      and(
        eq(productApprovals.teamId, teamId),
        eq(productApprovals.status, 'pending'),
        sql`${userId} = any(${productApprovals.approverIds})`,
      ),
    )
    .orderBy(asc(productApprovals.requestedAt));
}

/**
 * The requests waiting in the teams whose products the user may view (or one of them), each
 * with the approvers still in the team who have not decided yet, by name: one statement.
 */
export function pendingInScope(executor: Executor, userId: string, teamId: string | undefined) {
  const waiting = sql<{ id: string; firstName: string; lastName: string }[]>`coalesce((
    select json_agg(json_build_object('id', ${users.id}, 'firstName', ${users.firstName},
      'lastName', ${users.lastName}) order by ${users.firstName}, ${users.lastName})
    from ${users}
    where ${users.id} = any(${productApprovals.approverIds})
      and (${users.id} in (select ${teams.createdBy} from ${teams}
          where ${teams.id} = ${productApprovals.teamId})
        or ${users.id} in (select ${teamMembers.userId} from ${teamMembers}
          where ${teamMembers.teamId} = ${productApprovals.teamId}
            and ${teamMembers.status} = 'active'))
      and not exists (select 1 from ${approvalDecisions}
        where ${approvalDecisions.approvalId} = ${productApprovals.id}
          and ${approvalDecisions.userId} = ${users.id})
  ), '[]'::json)`;
  return executor
    .select({
      productId: productApprovals.productId,
      stage: productApprovals.stage,
      dueAt: productApprovals.dueAt,
      waitingFor: waiting,
    })
    .from(productApprovals)
    .innerJoin(products, eq(products.id, productApprovals.productId))
    .where(
      and(
        eq(productApprovals.status, 'pending'),
        teamId ? eq(productApprovals.teamId, teamId) : undefined,
        isProductTeam(productApprovals.teamId, userId),
      ),
    )
    .orderBy(asc(productApprovals.requestedAt));
}
