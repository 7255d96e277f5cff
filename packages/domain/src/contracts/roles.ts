/** Roles (paid plans only) and the permission keys they are made of (SPEC §7 `role` base). */
import { z } from 'zod';
import { zRecordId, ZRole, ZRolePermission, ZRoleSchema } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'role';
const zRoleParams = z.object({ roleId: zRecordId() });

export const roleEndpoints = {
  permissions: endpoint({
    method: 'GET',
    path: '/rolePermission',
    summary: 'List the permission keys',
    description:
      'Any signed-in user. The permission keys a role is made of, with their labels and descriptions, for the role editor.',
    tag,
    data: z.array(ZRolePermission),
  }),
  list: endpoint({
    method: 'GET',
    path: '/role',
    summary: 'List my roles',
    description:
      'A signed-in user on a paid plan (else 403 ‘Upgrade your plan.’). The default roles and the roles they made.',
    refuses: [403],
    tag,
    data: z.array(ZRole),
  }),
  create: endpoint({
    method: 'POST',
    path: '/role',
    summary: 'Create a role',
    description:
      'A signed-in user on a paid plan. A named set of permission keys to give in their teams; 409 when they already have a role of that name.',
    refuses: [403, 409],
    tag,
    body: ZRoleSchema,
    data: ZRole,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/role/:roleId',
    summary: 'Edit a role',
    description:
      'The role’s maker, on a paid plan. Renames it or changes its keys; the default roles are read-only (403).',
    refuses: [403, 404, 409],
    tag,
    params: zRoleParams,
    body: ZRoleSchema,
    data: ZRole,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/role/:roleId',
    summary: 'Delete a role',
    description: 'The role’s maker, on a paid plan. The default roles cannot be deleted (403).',
    refuses: [403, 404],
    tag,
    params: zRoleParams,
    data: z.null(),
  }),
};
