/** The team endpoints (SPEC §7 `team` base): teams, members, invitations and join requests. */
import { z } from 'zod';
import { messages } from '../messages.ts';
import {
  ZAcceptJoinRequestSchema,
  ZCreateTeamSchema,
  ZInvitation,
  ZInviteResult,
  ZInviteSchema,
  ZJoinRequest,
  ZJoinTeamSchema,
  ZPageQuery,
  zRecordId,
  ZTeam,
  ZTeamInvite,
  ZTeamListQuery,
  ZTeamMember,
  ZTeamPerson,
  ZUpdateTeamSchema,
} from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'team';
const zTeamParams = z.object({ teamId: zRecordId() });
const zMemberParams = zTeamParams.extend({ userId: zRecordId() });
const zInviteParams = zTeamParams.extend({ inviteId: zRecordId() });
const zRequestParams = zTeamParams.extend({ requestId: zRecordId() });
const zToken = z.object({
  token: z.string().trim().min(1, messages.invitationInvalid).max(200, messages.invitationInvalid),
});

export const teamEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/team',
    tag,
    body: ZCreateTeamSchema,
    data: ZTeam,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/team/getUserTeamList',
    tag,
    query: ZTeamListQuery,
    data: ZTeam,
    paged: true,
  }),
  get: endpoint({ method: 'GET', path: '/team/:teamId', tag, params: zTeamParams, data: ZTeam }),
  update: endpoint({
    method: 'PUT',
    path: '/team/:teamId',
    tag,
    params: zTeamParams,
    body: ZUpdateTeamSchema,
    data: ZTeam,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/team/:teamId',
    tag,
    params: zTeamParams,
    data: z.null(),
  }),
  members: endpoint({
    method: 'GET',
    path: '/team/members/:teamId',
    tag,
    params: zTeamParams,
    query: ZPageQuery,
    data: ZTeamMember,
    paged: true,
  }),
  people: endpoint({
    method: 'GET',
    path: '/team/:teamId/people',
    tag,
    params: zTeamParams,
    query: ZPageQuery,
    data: ZTeamPerson,
    paged: true,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/team/:teamId/members/:userId',
    tag,
    params: zMemberParams,
    data: z.null(),
  }),
  blockMember: endpoint({
    method: 'POST',
    path: '/team/:teamId/members/:userId/block',
    tag,
    params: zMemberParams,
    data: ZTeamMember,
  }),
  unblockMember: endpoint({
    method: 'POST',
    path: '/team/:teamId/members/:userId/unblock',
    tag,
    params: zMemberParams,
    data: ZTeamMember,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/team/:teamId/invite',
    tag,
    params: zTeamParams,
    body: ZInviteSchema,
    data: ZInviteResult,
  }),
  invites: endpoint({
    method: 'GET',
    path: '/team/:teamId/invites',
    tag,
    params: zTeamParams,
    data: z.array(ZTeamInvite),
  }),
  deleteInvite: endpoint({
    method: 'DELETE',
    path: '/team/:teamId/invites/:inviteId',
    tag,
    params: zInviteParams,
    data: z.null(),
  }),
  join: endpoint({ method: 'POST', path: '/team/join', tag, body: ZJoinTeamSchema, data: ZTeam }),
  declineInvite: endpoint({
    method: 'POST',
    path: '/team/declineInvite',
    tag,
    body: ZJoinTeamSchema,
    data: z.null(),
  }),
  requestJoin: endpoint({
    method: 'POST',
    path: '/team/:teamId/requestJoin',
    tag,
    params: zTeamParams,
    data: ZJoinRequest,
    status: [200, 201],
  }),
  requests: endpoint({
    method: 'GET',
    path: '/team/:teamId/requests',
    tag,
    params: zTeamParams,
    data: z.array(ZJoinRequest),
  }),
  acceptRequest: endpoint({
    method: 'POST',
    path: '/team/:teamId/requests/:requestId/accept',
    tag,
    params: zRequestParams,
    body: ZAcceptJoinRequestSchema,
    data: ZJoinRequest,
  }),
  declineRequest: endpoint({
    method: 'POST',
    path: '/team/:teamId/requests/:requestId/decline',
    tag,
    params: zRequestParams,
    data: ZJoinRequest,
  }),
  /** What an e-mailed invitation is for, before signing in. */
  invitation: endpoint({
    method: 'GET',
    path: '/team/invitation/:token',
    tag,
    public: true,
    params: zToken,
    data: ZInvitation,
  }),
};
