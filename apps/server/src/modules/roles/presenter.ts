/** The only place role responses are shaped. */
import { PERMISSION_KEYS, PERMISSION_LABELS } from '@atelier/domain';
import type { Role, RolePermission } from '@atelier/domain';
import type { RoleRow } from '../../db/schema/index.ts';

export function presentRole(role: RoleRow): Role {
  return {
    _id: role.id,
    name: role.name,
    permissionArr: PERMISSION_KEYS.filter((key) => role.permissionArr.includes(key)),
    isDefault: role.ownerId === null,
    createdAt: role.createdAt.toISOString(),
  };
}

export function presentRolePermissions(): RolePermission[] {
  return PERMISSION_KEYS.map((key) => ({ key, label: PERMISSION_LABELS[key] }));
}
