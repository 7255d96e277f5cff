import { DEFAULT_ROLES, type Role } from '@atelier/domain';
import { hasRolesAndPermissions } from '../../../lib/plan';
import { useSession } from '../../../lib/session';
import { useRoles } from '../api/get-roles';

/** The built-in roles, which every plan may give (their ids are fixed by the migration). */
const BUILT_IN_ROLES: Role[] = DEFAULT_ROLES.map((role) => ({
  _id: role.id,
  name: role.name,
  permissionArr: [...role.permissionArr],
  isDefault: true,
  createdAt: '',
}));

/**
 * Roles to choose from when inviting or changing a member, or naming a stage's approvers. Own
 * roles are a paid feature: on Free (or when the server says 'Upgrade your plan.') the built-in
 * roles remain, and the roles are not asked for at all (the server would refuse with a 403).
 * `wanted: false` asks nothing either, for someone who will not choose.
 */
export function useRoleOptions({ wanted = true }: { wanted?: boolean } = {}): {
  roles: Role[];
  isLoading: boolean;
} {
  const { user } = useSession();
  const enabled = wanted && hasRolesAndPermissions(user);
  const rolesQuery = useRoles({ enabled });
  return {
    roles: enabled && rolesQuery.isSuccess ? rolesQuery.data : BUILT_IN_ROLES,
    isLoading: enabled && rolesQuery.isPending,
  };
}
