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
    tag,
    data: z.array(ZRolePermission),
  }),
  list: endpoint({ method: 'GET', path: '/role', tag, data: z.array(ZRole) }),
  create: endpoint({
    method: 'POST',
    path: '/role',
    tag,
    body: ZRoleSchema,
    data: ZRole,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/role/:roleId',
    tag,
    params: zRoleParams,
    body: ZRoleSchema,
    data: ZRole,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/role/:roleId',
    tag,
    params: zRoleParams,
    data: z.null(),
  }),
};
