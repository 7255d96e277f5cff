import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { PermissionKey } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { roles, teamMembers, teams } from '../../db/schema/index.ts';

/** Built-in roles first (Viewer to Manager), then the user's own, oldest first. */
export function listRoles(executor: Executor, ownerId: string) {
  return executor
    .select()
    .from(roles)
    .where(or(isNull(roles.ownerId), eq(roles.ownerId, ownerId)))
    .orderBy(sql`${roles.ownerId} is not null`, asc(roles.createdAt), asc(roles.id));
}

export async function findRole(executor: Executor, roleId: string) {
  const [role] = await executor.select().from(roles).where(eq(roles.id, roleId));
  return role;
}

/** A built-in role, or one owned by one of `ownerIds`. */
export async function findRoleOwnedBy(executor: Executor, roleId: string, ownerIds: string[]) {
  const [role] = await executor
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), or(isNull(roles.ownerId), inArray(roles.ownerId, ownerIds))));
  return role;
}

/** A built-in role or one of the user's own with this name (any case), other than `exceptId`. */
export async function findRoleNamed(
  executor: Executor,
  ownerId: string,
  name: string,
  exceptId?: string,
) {
  const [role] = await executor
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        or(isNull(roles.ownerId), eq(roles.ownerId, ownerId)),
        sql`lower(${roles.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return role;
}

export async function insertRole(
  executor: Executor,
  values: { ownerId: string; name: string; permissionArr: PermissionKey[] },
) {
  const [role] = await executor.insert(roles).values(values).returning();
  return role!;
}

export async function updateRole(
  executor: Executor,
  roleId: string,
  values: { name: string; permissionArr: PermissionKey[] },
) {
  const [role] = await executor
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, roleId))
    .returning();
  return role!;
}

/**
 * A role's keys changed. In its owner's teams, members who hold it get its new set (role_id means
 * "holds exactly this role"). In other teams its owner may not change anyone's permissions (only
 * a team's owner may): members keep their keys and lose the label.
 */
export async function applyRoleToMembers(
  executor: Executor,
  roleId: string,
  ownerId: string,
  permissionArr: PermissionKey[],
) {
  const ownersTeams = executor
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.createdBy, ownerId));
  await executor
    .update(teamMembers)
    .set({ permissionArr, updatedAt: new Date() })
    .where(and(eq(teamMembers.roleId, roleId), inArray(teamMembers.teamId, ownersTeams)));
  await executor
    .update(teamMembers)
    .set({ roleId: null, updatedAt: new Date() })
    .where(and(eq(teamMembers.roleId, roleId), notInArray(teamMembers.teamId, ownersTeams)));
}

export async function deleteRole(executor: Executor, roleId: string) {
  await executor.delete(roles).where(eq(roles.id, roleId));
}
