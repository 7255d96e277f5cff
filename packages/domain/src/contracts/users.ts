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
    summary: 'List the people I work with',
    description:
      'Any signed-in user. The owners and members of their teams, a page at a time, with a search.',
    tag,
    query: ZUsersQuery,
    data: ZPerson,
    paged: true,
  }),
  all: endpoint({
    method: 'GET',
    path: '/users/allUsers',
    summary: 'List everyone I work with, briefly',
    description:
      'Any signed-in user. Names and pictures of the people of their teams (capped), for pickers.',
    tag,
    data: z.array(ZPersonSummary),
  }),
  create: endpoint({
    method: 'POST',
    path: '/users',
    summary: 'Create an account for a colleague',
    description:
      'The team’s owner, or a member with canAddUser, giving a role they may give (Designer by default), while the plan has a free seat. A new address gets an account that joins at once and is e-mailed a link to set its password; an address with an account is invited instead. Both answer the same.',
    refuses: [403, 404, 409],
    tag,
    body: ZCreateTeamUserSchema,
    data: z.null(),
    status: 201,
  }),
  updatePermissions: endpoint({
    method: 'PUT',
    path: '/users/updatePermissions',
    summary: 'Change a member’s permissions',
    description:
      'The team’s owner only (others: 403 ‘Only Team Owner can change permission.’). Sets the member’s keys, or a role’s, and notifies them.',
    refuses: [403, 404],
    tag,
    body: ZUpdatePermissionsSchema,
    data: ZTeamMember,
  }),
};
