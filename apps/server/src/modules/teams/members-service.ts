/** Members of a team: list, remove, block, unblock, change permissions. */
import { messages, PERMISSION_KEYS } from '@atelier/domain';
import type { PermissionKey, TPageQuery, TUpdatePermissionsSchema } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { RoleRow, TeamRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, forbidden, notFound } from '../../platform/http/errors.ts';
import { notice, notify } from '../notifications/service.ts';
import { authorize } from '../policy/policy.ts';
import { isTeamOwner } from '../policy/standing.ts';
import { presentUser } from '../accounts/presenter.ts';
import { reconsiderApprovals } from '../products/approvals-service.ts';
import { grantableRole } from '../roles/service.ts';
import { notices } from './notices.ts';
import { presentMember, presentPerson } from './presenter.ts';
import {
  countMembers,
  deleteMember,
  findMember,
  findMemberCard,
  findUser,
  insertMembers,
  listMembers as listMemberCards,
  listPeople as listPeopleCards,
  updateMember,
} from './queries.ts';
import { teamRolePermissions } from './service.ts';
import { transaction } from '../../platform/transaction.ts';
import { recordRoomChange } from '../../platform/realtime/room-changes.ts';

type Page = Required<{ [K in keyof TPageQuery]: number }>;

/** Adds people to a team with a role's permissions; those already in it are left alone. */
export function addMembers(executor: Executor, teamId: string, userIds: string[], role: RoleRow) {
  return insertMembers(
    executor,
    userIds.map((userId) => ({
      teamId,
      userId,
      roleId: role.id,
      permissionArr: [...role.permissionArr],
    })),
  );
}

export async function memberCard(
  ctx: AppContext,
  executor: Executor,
  teamId: string,
  userId: string,
) {
  const card = await findMemberCard(executor, teamId, userId);
  if (!card) throw notFound();
  return presentMember(card, ctx.storage);
}

/** The member directory (e-mails, roles, keys, statuses): canViewTeams (docs/decisions.md). */
export async function listMembers(ctx: AppContext, user: UserRow, teamId: string, page: Page) {
  await authorize(ctx.db, user, 'canViewTeams', { kind: 'team', teamId });
  const cards = await listMemberCards(ctx.db, teamId, page.page, page.limit);
  const total = cards[0] ? Number(cards[0].total) : await countMembers(ctx.db, teamId);
  return {
    data: await Promise.all(cards.map((card) => presentMember(card, ctx.storage))),
    pagination: { page: page.page, limit: page.limit, total },
  };
}

/**
 * The people one works with — the owner and the active members, names and pictures only — for
 * every active member: assigning a task, messaging or inviting to an event names them.
 */
export async function listPeople(ctx: AppContext, user: UserRow, teamId: string, page: Page) {
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId });
  const cards = await listPeopleCards(ctx.db, teamId, page.page, page.limit);
  const total = cards[0] ? Number(cards[0].total) : await countMembers(ctx.db, teamId, true);
  return {
    data: await Promise.all(cards.map((card) => presentPerson(card, ctx.storage))),
    pagination: { page: page.page, limit: page.limit, total },
  };
}

/** The member row of `userId` in a team whose owner they are not; 403/404 otherwise. */
async function memberOf(executor: Executor, team: TeamRow, userId: string, ownerText: string) {
  if (isTeamOwner(team, userId)) throw forbidden(ownerText);
  const member = await findMember(executor, team.id, userId);
  if (!member) throw notFound();
  return member;
}

export async function removeMember(ctx: AppContext, user: UserRow, teamId: string, userId: string) {
  const change = { change: 'teamMembership', userId, teamId } as const;
  await transaction(ctx, async (tx) => {
    const { team } = await authorize(tx, user, 'deleteTeamMember', { kind: 'team', teamId });
    await memberOf(tx, team, userId, messages.ownerCannotBeRemoved);
    await deleteMember(tx, teamId, userId);
    await reconsiderApprovals(tx, teamId, userId, user.id);
    await recordRoomChange(tx, change);
  });
  await ctx.applyRoomChange(change);
}

export async function setBlocked(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  userId: string,
  blocked: boolean,
) {
  const change = { change: 'teamMembership', userId, teamId } as const;
  const member = await transaction(ctx, async (tx) => {
    const { team } = await authorize(tx, user, 'blockTeamUser', { kind: 'team', teamId });
    await memberOf(tx, team, userId, messages.ownerCannotBeBlocked);
    if (blocked && userId === user.id) throw badRequest(messages.cannotBlockYourself);
    await updateMember(tx, teamId, userId, { status: blocked ? 'blocked' : 'active' });
    if (blocked) await reconsiderApprovals(tx, teamId, userId, user.id);
    await recordRoomChange(tx, change);
    return memberCard(ctx, tx, teamId, userId);
  });
  await ctx.applyRoomChange(change);
  return member;
}

const sameSet = (a: readonly PermissionKey[], b: readonly PermissionKey[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/**
 * Only the team owner. With permissionArr that is the member's set (the role stays their label
 * only if it grants exactly that set); with roleId alone, the role's set. The member is notified
 * ('Team Permissions') with their updated userDetails.
 */
export async function updatePermissions(
  ctx: AppContext,
  user: UserRow,
  input: Omit<TUpdatePermissionsSchema, 'permissionArr'> & { permissionArr?: PermissionKey[] },
) {
  return transaction(ctx, async (tx) => {
    const membership = await authorize(tx, user, 'changePermissions', {
      kind: 'team',
      teamId: input.teamId,
    });
    const { team } = membership;
    if (isTeamOwner(team, input.userId)) {
      throw fieldError('userId', messages.ownerHoldsEveryPermission);
    }
    const member = await findMember(tx, team.id, input.userId);
    if (!member) throw notFound();
    const role = input.roleId
      ? await grantableRole(tx, input.roleId, { userId: user.id, membership })
      : null;
    const permissionArr = PERMISSION_KEYS.filter((key) =>
      (input.permissionArr ?? role?.permissionArr ?? []).includes(key),
    );
    const roleId = role && sameSet(role.permissionArr, permissionArr) ? role.id : null;
    await updateMember(tx, team.id, input.userId, { roleId, permissionArr });

    const target = (await findUser(tx, input.userId))!;
    const permissions = await teamRolePermissions(tx, target.id);
    const updatedUser = await presentUser(target, ctx.storage, permissions);
    await notify(tx, {
      userIds: [target.id],
      key: 'Team Permissions',
      message: notices.teamPermissions(team.name),
      teamId: team.id,
      actorId: user.id,
      payload: {
        updatedUser,
        teamId: team.id,
        permissionArr,
        notice: notice('teamPermissionsUpdated', { team: team.name }),
      },
    });
    return memberCard(ctx, tx, team.id, input.userId);
  });
}
