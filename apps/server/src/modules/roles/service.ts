/**
 * Roles: named permission sets. Built-in roles (DEFAULT_ROLES) are readable by everyone and
 * editable by no one; every other role belongs to the user who made it. Role routes are a paid
 * feature (the policy's authorizeFeature). A role may hold any key: it grants nothing by itself,
 * and giving it to someone is what the policy checks (grantableRole).
 */
import { DEFAULT_MEMBER_ROLE_ID, messages } from '@atelier/domain';
import type { PermissionKey, TRoleSchema } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Membership } from '../policy/standing.ts';
import { authorizeGrant } from '../policy/team.ts';
import { presentRole } from './presenter.ts';
import {
  applyRoleToMembers,
  deleteRole as removeRole,
  findRole,
  findRoleNamed,
  findRoleOwnedBy,
  insertRole,
  listRoles,
  updateRole as saveRole,
} from './queries.ts';
import { transaction } from '../../platform/transaction.ts';

type RoleInput = { name: string; permissionArr: NonNullable<TRoleSchema['permissionArr']> };

export async function getRoles(ctx: AppContext, user: UserRow) {
  return (await listRoles(ctx.db, user.id)).map(presentRole);
}

export async function createRole(ctx: AppContext, user: UserRow, input: RoleInput) {
  return transaction(ctx, async (tx) => {
    if (await findRoleNamed(tx, user.id, input.name)) throw conflict(messages.roleNameTaken);
    return presentRole(await insertRole(tx, { ownerId: user.id, ...input }));
  });
}

/** The user's own role; a built-in one answers 403, anyone else's 404. */
async function ownRole(executor: Executor, user: UserRow, roleId: string) {
  const role = await findRole(executor, roleId);
  if (!role) throw notFound();
  if (role.ownerId === null) throw forbidden(messages.defaultRoleReadOnly);
  if (role.ownerId !== user.id) throw notFound();
  return role;
}

const sameKeys = (a: readonly PermissionKey[], b: readonly PermissionKey[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

export async function updateRole(ctx: AppContext, user: UserRow, roleId: string, input: RoleInput) {
  return transaction(ctx, async (tx) => {
    const before = await ownRole(tx, user, roleId);
    if (await findRoleNamed(tx, user.id, input.name, roleId)) {
      throw conflict(messages.roleNameTaken);
    }
    const role = await saveRole(tx, roleId, input);
    if (!sameKeys(before.permissionArr, role.permissionArr)) {
      await applyRoleToMembers(tx, role.id, user.id, role.permissionArr);
    }
    return presentRole(role);
  });
}

/** Members who held the role keep their permissions; only the label goes. */
export async function deleteRole(ctx: AppContext, user: UserRow, roleId: string) {
  await transaction(ctx, async (tx) => {
    await ownRole(tx, user, roleId);
    await removeRole(tx, roleId);
  });
}

/**
 * The role a team action would give: the one asked for when it is built in or belongs to the
 * team's owner or the acting user, else 404; Designer when none is asked for.
 */
export async function usableRole(
  executor: Executor,
  roleId: string | undefined,
  owners: { teamOwnerId: string; actorId: string },
) {
  const role = await findRoleOwnedBy(executor, roleId ?? DEFAULT_MEMBER_ROLE_ID, [
    owners.teamOwnerId,
    owners.actorId,
  ]);
  if (!role) throw notFound();
  return role;
}

/**
 * usableRole, when the giver may give every key of it (policy: the owner any, a member only keys
 * they hold): else 403 'You can only give permissions you hold yourself.'. Inviting, accepting a
 * join request, creating a user and changing permissions all go through it.
 */
export async function grantableRole(
  executor: Executor,
  roleId: string | undefined,
  giver: { userId: string; membership: Membership },
) {
  const role = await usableRole(executor, roleId, {
    teamOwnerId: giver.membership.team.createdBy,
    actorId: giver.userId,
  });
  authorizeGrant(giver.membership, role.permissionArr);
  return role;
}
