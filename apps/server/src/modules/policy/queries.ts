/**
 * Drizzle queries of the policy module: an actor's standing in a team, and what a team holds for
 * its plan's limits (seats, products, stored bytes).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PermissionKey } from '@atelier/domain';
import { rows } from '../../db/client.ts';
import type { Executor } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  billingAccounts,
  lineSheets,
  mediaFiles,
  products,
  supplierPeople,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import { membershipColumns, supplierColumns, supplierOf } from './visibility.ts';

/**
 * The whole team row, the user's member row in it and their supplier's person row (null columns
 * when there is none).
 */
const standing = preparedPer((executor) =>
  executor
    .select({ ...membershipColumns(), ...supplierColumns(), team: teams })
    .from(teams)
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, sql.placeholder('userId'))),
    )
    .leftJoin(supplierPeople, supplierOf(teams.id, sql.placeholder('userId')))
    .where(eq(teams.id, sql.placeholder('teamId')))
    .prepare('find_standing'),
);

export async function findStanding(executor: Executor, userId: string, teamId: string) {
  const [row] = await standing(executor).execute({ userId, teamId });
  return row;
}

/** The team and its member rows (only those of `userIds` when given), for several standings at once. */
export async function findStandings(
  executor: Executor,
  teamId: string,
  userIds?: readonly string[],
) {
  const [team] = await executor.select().from(teams).where(eq(teams.id, teamId));
  if (!team) return null;
  const members = await executor
    .select({
      userId: teamMembers.userId,
      status: teamMembers.status,
      permissionArr: teamMembers.permissionArr,
    })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        userIds ? inArray(teamMembers.userId, [...userIds]) : undefined,
      ),
    );
  return { team, members };
}

/** Serialises seat-changing actions on one team (invites, accepts, created users). */
export async function lockTeam(executor: Executor, teamId: string) {
  await executor.execute(sql`select id from teams where id = ${teamId} for update`);
}

/** The plan of the team's owner, whose plan sets the team's member limit. */
export async function ownerPlanOf(executor: Executor, teamId: string) {
  const [row] = await executor
    .select({ planType: users.planType })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.createdBy))
    .where(eq(teams.id, teamId));
  return row?.planType;
}

/**
 * The owner's plan and the seats their subscription pays for (null without one, e.g. a plan set by
 * hand): a paid seat count bounds the team below the plan's own limit.
 */
export async function ownerSeatsOf(executor: Executor, teamId: string) {
  const [row] = await executor
    .select({
      planType: users.planType,
      paidSeats: billingAccounts.seats,
      status: billingAccounts.status,
    })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.createdBy))
    .leftJoin(billingAccounts, eq(billingAccounts.userId, teams.createdBy))
    .where(eq(teams.id, teamId));
  return row;
}

export async function ownedTeamIds(executor: Executor, userId: string) {
  const owned = await executor
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.createdBy, userId));
  return owned.map((team) => team.id);
}

/**
 * People a team holds for its plan limit: owner + members + pending, unexpired invites. A
 * supplier's people take no seat (docs/decisions.md, Suppliers).
 */
export async function countSeats(executor: Executor, teamId: string) {
  const [row] = await rows<{ seats: number | string }>(
    executor,
    sql`select 1
      + (select count(*) from team_members m join teams t on t.id = m.team_id
         where m.team_id = ${teamId} and m.user_id <> t.created_by)
      + (select count(*) from team_invites i
         where i.team_id = ${teamId} and i.supplier_id is null
        and i.accepted_at is null and i.expires_at > now()) as seats`,
  );
  return Number(row?.seats ?? 1);
}

export async function countTeamProducts(executor: Executor, teamId: string) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.teamId, teamId));
  return row?.total ?? 0;
}

/**
 * Bytes the team stores: its uploads (originals; derivatives are small and not counted) and the
 * line sheet files kept for its members to download again.
 */
export async function teamStoredBytes(executor: Executor, teamId: string) {
  const uploads = executor
    .select({ bytes: sql<string>`coalesce(sum(${mediaFiles.bytes}), 0)` })
    .from(mediaFiles)
    .where(eq(mediaFiles.teamId, teamId));
  const sheets = executor
    .select({ bytes: sql<string>`coalesce(sum(${lineSheets.bytes}), 0)` })
    .from(lineSheets)
    .where(eq(lineSheets.teamId, teamId));
  const [row] = await rows<{ bytes: string }>(
    executor,
    sql`select (${uploads}) + (${sheets}) as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

/** The owner and the active members of each of the teams, as (team, user) pairs. */
export async function peopleOfTeams(executor: Executor, teamIds: readonly string[]) {
  if (teamIds.length === 0) return [];
  return executor
    .select({ teamId: teams.id, userId: teams.createdBy })
    .from(teams)
    .where(inArray(teams.id, [...teamIds]))
    .union(
      executor
        .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(inArray(teamMembers.teamId, [...teamIds]), eq(teamMembers.status, 'active'))),
    );
}

/** The team's owner and its active members holding every one of `keys` (none: all of them). */
export async function usersHolding(
  executor: Executor,
  teamId: string,
  keys: readonly PermissionKey[],
): Promise<string[]> {
  const found = await rows<{ id: string }>(
    executor,
    sql`select created_by as id from teams where id = ${teamId}
      union select user_id from team_members where team_id = ${teamId} and status = 'active'
      and permission_arr @> ${JSON.stringify(keys)}::jsonb`,
  );
  return found.map((row) => row.id);
}

/** A product's policy reference: its id and team. */
export async function findProductRef(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: products.id, teamId: products.teamId })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

/** The active people of the suppliers the product is assigned to. */
export async function supplierPeopleOf(executor: Executor, productId: string) {
  const found = await rows<{ user_id: string }>(
    executor,
    sql`select distinct sp.user_id from product_suppliers ps
      join supplier_people sp on sp.supplier_id = ps.supplier_id
      where ps.product_id = ${productId} and sp.status = 'active'`,
  );
  return found.map((row) => row.user_id);
}
