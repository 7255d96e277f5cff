/** The people the user works with (SPEC §7 `users` base), /createuser and member permissions. */
import { z } from 'zod';
import {
  ZCreateTeamUserSchema,
  ZPerson,
  ZPersonSummary,
  ZTeamMember,
  ZUpdatePermissionsSchema,
  ZUsersQuery,
} from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'users';

export const userEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/users',
    tag,
    query: ZUsersQuery,
    data: ZPerson,
    paged: true,
  }),
  all: endpoint({ method: 'GET', path: '/users/allUsers', tag, data: z.array(ZPersonSummary) }),
  create: endpoint({
    method: 'POST',
    path: '/users',
    tag,
    body: ZCreateTeamUserSchema,
    data: z.null(),
    status: 201,
  }),
  updatePermissions: endpoint({
    method: 'PUT',
    path: '/users/updatePermissions',
    tag,
    body: ZUpdatePermissionsSchema,
    data: ZTeamMember,
  }),
};
