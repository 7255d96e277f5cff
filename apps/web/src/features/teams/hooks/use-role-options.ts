import type { Role } from '@atelier/domain';
import { hasRolesAndPermissions } from '../../../lib/plan';
import { useSession } from '../../../lib/session';
import { useRoles } from '../api/get-roles';

/**
 * Roles to choose from when inviting or changing a member. Roles are a paid feature: on Free
 * (or when the server says 'Upgrade your plan.') there are none, and the server gives new
 * members its default role.
 */
export function useRoleOptions(): { roles: Role[]; isLoading: boolean } {
  const { user } = useSession();
  const enabled = hasRolesAndPermissions(user);
  const rolesQuery = useRoles({ enabled });
  return {
    roles: enabled && rolesQuery.isSuccess ? rolesQuery.data : [],
    isLoading: enabled && rolesQuery.isPending,
  };
}
