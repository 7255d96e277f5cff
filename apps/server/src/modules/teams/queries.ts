/** Drizzle queries of the teams module. Lists are scoped to the actor's teams in SQL. */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SHARED_HEADER_MAX_AVATARS } from '@atelier/domain';
import type { JoinRequestStatus, MemberStatus, PermissionKey } from '@atelier/domain';
import { rows } from '../../db/client.ts';
import type { Executor } from '../../db/client.ts';
import {
  roles,
  supplierPeople,
  suppliers,
  teamInvites,
  teamJoinRequests,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import { isListedTeam, isVisibleTeam, membershipOf, supplierOf } from '../policy/visibility.ts';

// ---------------------------------------------------------------- teams

export async function insertTeam(
  executor: Executor,
  values: { name: string; description: string; createdBy: string },
) {
  const [team] = await executor.insert(teams).values(values).returning();
  return team!;
}

export async function updateTeam(
  executor: Executor,
  teamId: string,
  values: { name: string; description?: string | undefined },
) {
  await executor
    .update(teams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teams.id, teamId));
}

export async function deleteTeam(executor: Executor, teamId: string) {
  await executor.delete(teams).where(eq(teams.id, teamId));
}

export async function findTeam(executor: Executor, teamId: string) {
  const [team] = await executor.select().from(teams).where(eq(teams.id, teamId));
  return team;
}

export async function findUser(executor: Executor, userId: string) {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  return user;
}

const memberCount = sql<number>`(select count(*) from ${teamMembers} c where c.team_id = ${teams.id} and c.user_id <> ${teams.createdBy}) + 1`;

export interface PreviewPerson {
  id: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
}

/** The owner and the first active members, in the same statement (no query per team). */
const memberPreview = sql<PreviewPerson[]>`(
  select coalesce(json_agg(json_build_object('id', p.id, 'firstName', p.first_name,
    'lastName', p.last_name, 'profilePicture', p.profile_picture) order by p.ord, p.joined), '[]'::json)
  from (
    (select u.id, u.first_name, u.last_name, u.profile_picture, 0 as ord, ${teams.createdAt} as joined
     from ${users} u where u.id = ${teams.createdBy})
    union all
    (select u.id, u.first_name, u.last_name, u.profile_picture, 1, m.created_at
     from ${teamMembers} m join ${users} u on u.id = m.user_id
     where m.team_id = ${teams.id} and m.user_id <> ${teams.createdBy} and m.status = 'active'
     order by m.created_at limit ${SHARED_HEADER_MAX_AVATARS - 1})
  ) p)`;

export type TeamSort = { sortBy: 'createdAt' | 'updatedAt' | 'name'; orderBy: 'asc' | 'desc' };

/**
 * The user's team list (the policy's isListedTeam: owned, or a member, active or blocked), each with
 * its owner, member count and the user's own member row — one query, paginated in the database.
 */
export async function listTeamsOf(
  executor: Executor,
  userId: string,
  options: TeamSort & { page: number; limit: number; teamId?: string },
) {
  const column = { createdAt: teams.createdAt, updatedAt: teams.updatedAt, name: teams.name }[
    options.sortBy
  ];
  const order = options.orderBy === 'asc' ? asc : desc;
  const found = await executor
    .select({
      team: teams,
      owner: { id: users.id, firstName: users.firstName, profilePicture: users.profilePicture },
      memberStatus: teamMembers.status,
      permissionArr: teamMembers.permissionArr,
      supplierId: supplierPeople.supplierId,
      supplierStatus: supplierPeople.status,
      supplierName: suppliers.name,
      memberCount: memberCount.mapWith(Number),
      memberPreview,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.createdBy))
    .leftJoin(teamMembers, membershipOf(teams.id, userId))
    .leftJoin(supplierPeople, supplierOf(teams.id, userId))
    .leftJoin(suppliers, eq(suppliers.id, supplierPeople.supplierId))
    .where(
      and(
        isListedTeam(teams.id, userId),
        options.teamId ? eq(teams.id, options.teamId) : undefined,
      ),
    )
    .orderBy(order(column), order(teams.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return found;
}

export type TeamListRow = Awaited<ReturnType<typeof listTeamsOf>>[number];

/** Counts the user's teams when a page past the end came back empty. */
export async function countTeamsOf(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(teams)
    .where(isListedTeam(teams.id, userId));
  return row?.total ?? 0;
}

/** Every team the user sees into (owns or actively belongs to), with their member row's keys. */
export function permissionRowsOf(executor: Executor, userId: string) {
  return executor
    .select({ team: teams, permissionArr: teamMembers.permissionArr })
    .from(teams)
    .leftJoin(teamMembers, membershipOf(teams.id, userId))
    .where(isVisibleTeam(teams.id, userId))
    .orderBy(asc(teams.createdAt), asc(teams.id));
}

/** Everyone who should hear about the team (owner and members), except `exceptUserId`. */
export async function teamPeople(executor: Executor, teamId: string, exceptUserId: string) {
  const found = await rows<{ user_id: string }>(
    executor,
    sql`select created_by as user_id from teams where id = ${teamId}
        union select user_id from team_members where team_id = ${teamId}`,
  );
  return found.map((row) => row.user_id).filter((id) => id !== exceptUserId);
}

// ---------------------------------------------------------------- members

export interface MemberCardRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  profile_picture: string | null;
  role_id: string | null;
  role_name: string | null;
  permission_arr: PermissionKey[] | null;
  status: MemberStatus;
  is_owner: boolean;
  joined_at: Date | string;
  total: number | string;
}

function memberCards(teamId: string, where: SQL, page?: { limit: number; offset: number }) {
  return sql`
    select * , count(*) over () as total from (
      select u.id, u.first_name, u.last_name, u.email, u.profile_picture,
        null::uuid as role_id, null::text as role_name, null::jsonb as permission_arr,
        'active' as status, true as is_owner, t.created_at as joined_at, 0 as rank
      from teams t join users u on u.id = t.created_by
      where t.id = ${teamId}
      union all
      select u.id, u.first_name, u.last_name, u.email, u.profile_picture,
        m.role_id, r.name, m.permission_arr, m.status, false, m.created_at, 1
      from team_members m
        join teams t on t.id = m.team_id
        join users u on u.id = m.user_id
        left join roles r on r.id = m.role_id
      where m.team_id = ${teamId} and m.user_id <> t.created_by
    ) people
    where ${where}
    order by rank, joined_at, id
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

/** The owner first, then members by the time they joined. */
export function listMembers(executor: Executor, teamId: string, page: number, limit: number) {
  return rows<MemberCardRow>(
    executor,
    memberCards(teamId, sql`true`, { limit, offset: (page - 1) * limit }),
  );
}

/** The owner and the active members, in the same order: the people one works with. */
export function listPeople(executor: Executor, teamId: string, page: number, limit: number) {
  return rows<MemberCardRow>(
    executor,
    memberCards(teamId, sql`status = 'active'`, { limit, offset: (page - 1) * limit }),
  );
}

export async function findMemberCard(executor: Executor, teamId: string, userId: string) {
  const [card] = await rows<MemberCardRow>(executor, memberCards(teamId, sql`id = ${userId}`));
  return card;
}

/** The owner and the members (only the active ones with `activeOnly`). */
export async function countMembers(executor: Executor, teamId: string, activeOnly = false) {
  const [row] = await rows<{ total: number | string }>(
    executor,
    sql`select count(*) + 1 as total from team_members m join teams t on t.id = m.team_id
        where m.team_id = ${teamId} and m.user_id <> t.created_by
          ${activeOnly ? sql`and m.status = 'active'` : sql``}`,
  );
  return Number(row?.total ?? 1);
}

export async function findMember(executor: Executor, teamId: string, userId: string) {
  const [member] = await executor
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return member;
}

/** Adds members; people already in the team are left as they are. */
export async function insertMembers(
  executor: Executor,
  values: { teamId: string; userId: string; roleId: string; permissionArr: PermissionKey[] }[],
) {
  if (values.length === 0) return [];
  return executor.insert(teamMembers).values(values).onConflictDoNothing().returning();
}

/** Adds a supplier's person to the team; false when they already were one. */
export async function insertSupplierPerson(
  executor: Executor,
  values: { teamId: string; supplierId: string; userId: string },
) {
  const added = await executor
    .insert(supplierPeople)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: supplierPeople.id });
  return added.length > 0;
}

export async function deleteMember(executor: Executor, teamId: string, userId: string) {
  const removed = await executor
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ id: teamMembers.id });
  return removed.length === 1;
}

export async function updateMember(
  executor: Executor,
  teamId: string,
  userId: string,
  values: Partial<{ status: MemberStatus; roleId: string | null; permissionArr: PermissionKey[] }>,
) {
  const [member] = await executor
    .update(teamMembers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning();
  return member;
}

// ---------------------------------------------------------------- invitations

/** An invitation that still works: not accepted yet, not expired. */
const isOpenInvite = () =>
  and(isNull(teamInvites.acceptedAt), gt(teamInvites.expiresAt, new Date()));

export function findUsersByEmails(executor: Executor, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
}

/** Which of these users are already the team's owner, members or a supplier's people. */
export async function inTeam(executor: Executor, teamId: string, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const found = await rows<{ user_id: string }>(
    executor,
    sql`select created_by as user_id from teams where id = ${teamId}
        union select user_id from team_members
        where team_id = ${teamId} and user_id in ${userIds}
        union select user_id from supplier_people
        where team_id = ${teamId} and user_id in ${userIds}`,
  );
  return new Set(found.map((row) => row.user_id));
}

/** Addresses with a pending, unexpired invitation to the team. */
export async function pendingInviteEmails(executor: Executor, teamId: string, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const found = await executor
    .select({ email: teamInvites.email })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), inArray(teamInvites.email, emails), isOpenInvite()));
  return new Set(found.map((row) => row.email));
}

export async function insertInvites(
  executor: Executor,
  values: {
    teamId: string;
    email: string;
    roleId: string | null;
    supplierId?: string;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  }[],
) {
  if (values.length === 0) return [];
  return executor.insert(teamInvites).values(values).returning();
}

export function listPendingInvites(executor: Executor, teamId: string) {
  return executor
    .select({
      invite: teamInvites,
      roleName: roles.name,
      inviter: { id: users.id, firstName: users.firstName },
    })
    .from(teamInvites)
    .leftJoin(roles, eq(roles.id, teamInvites.roleId))
    .leftJoin(users, eq(users.id, teamInvites.invitedBy))
    .where(and(eq(teamInvites.teamId, teamId), isNull(teamInvites.supplierId), isOpenInvite()))
    .orderBy(desc(teamInvites.createdAt), asc(teamInvites.id));
}

export type InviteListRow = Awaited<ReturnType<typeof listPendingInvites>>[number];

export async function deletePendingInvite(executor: Executor, teamId: string, inviteId: string) {
  const removed = await executor
    .delete(teamInvites)
    .where(
      and(
        eq(teamInvites.id, inviteId),
        eq(teamInvites.teamId, teamId),
        isNull(teamInvites.acceptedAt),
      ),
    )
    .returning({ id: teamInvites.id });
  return removed.length === 1;
}

/** A usable invitation (not accepted, not expired) by its token hash, with team and inviter. */
export async function findOpenInvite(executor: Executor, tokenHash: string) {
  const [row] = await executor
    .select({
      invite: teamInvites,
      team: teams,
      inviter: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .leftJoin(users, eq(users.id, teamInvites.invitedBy))
    .where(and(eq(teamInvites.tokenHash, tokenHash), isOpenInvite()));
  return row;
}

/** Marks the invitation used; false when another request used it first. */
export async function acceptInvite(executor: Executor, inviteId: string) {
  const used = await executor
    .update(teamInvites)
    .set({ acceptedAt: new Date() })
    .where(and(eq(teamInvites.id, inviteId), isNull(teamInvites.acceptedAt)))
    .returning({ id: teamInvites.id });
  return used.length === 1;
}

export async function hasActiveAccount(executor: Executor, email: string) {
  const [user] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.status, 'active')));
  return !!user;
}

// ---------------------------------------------------------------- join requests

export async function insertJoinRequest(executor: Executor, teamId: string, userId: string) {
  const [created] = await executor
    .insert(teamJoinRequests)
    .values({ teamId, userId })
    .onConflictDoNothing()
    .returning();
  return created;
}

const requester = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profilePicture: users.profilePicture,
};

export async function findPendingRequestOf(executor: Executor, teamId: string, userId: string) {
  const [row] = await executor
    .select({ request: teamJoinRequests, user: requester })
    .from(teamJoinRequests)
    .innerJoin(users, eq(users.id, teamJoinRequests.userId))
    .where(
      and(
        eq(teamJoinRequests.teamId, teamId),
        eq(teamJoinRequests.userId, userId),
        eq(teamJoinRequests.status, 'pending'),
      ),
    );
  return row;
}

export async function findRequest(executor: Executor, requestId: string) {
  const [row] = await executor
    .select({ request: teamJoinRequests, user: requester })
    .from(teamJoinRequests)
    .innerJoin(users, eq(users.id, teamJoinRequests.userId))
    .where(eq(teamJoinRequests.id, requestId));
  return row;
}

export function listPendingRequests(executor: Executor, teamId: string) {
  return executor
    .select({ request: teamJoinRequests, user: requester })
    .from(teamJoinRequests)
    .innerJoin(users, eq(users.id, teamJoinRequests.userId))
    .where(and(eq(teamJoinRequests.teamId, teamId), eq(teamJoinRequests.status, 'pending')))
    .orderBy(asc(teamJoinRequests.createdAt), asc(teamJoinRequests.id));
}

export type JoinRequestRow = Awaited<ReturnType<typeof listPendingRequests>>[number];

/** Settles a pending request of this team; undefined when there is none. */
export async function settleRequest(
  executor: Executor,
  teamId: string,
  requestId: string,
  status: Exclude<JoinRequestStatus, 'pending'>,
) {
  const [request] = await executor
    .update(teamJoinRequests)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(teamJoinRequests.id, requestId),
        eq(teamJoinRequests.teamId, teamId),
        eq(teamJoinRequests.status, 'pending'),
      ),
    )
    .returning();
  return request;
}
