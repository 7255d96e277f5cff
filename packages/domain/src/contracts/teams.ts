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
    summary: 'Create a team',
    description: 'Any signed-in user. Makes a team they own.',
    tag,
    body: ZCreateTeamSchema,
    data: ZTeam,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/team/getUserTeamList',
    summary: 'List my teams',
    description:
      'Any signed-in user. The teams they own or belong to (blocked ones included), each with its owner, member count and their own membership, a page at a time.',
    tag,
    query: ZTeamListQuery,
    data: ZTeam,
    paged: true,
  }),
  get: endpoint({
    method: 'GET',
    path: '/team/:teamId',
    summary: 'Read a team',
    description:
      'The team’s owner, or a member with canViewTeams. The team, with what the caller may do in it (`policies`).',
    refuses: [403, 404],
    tag,
    params: zTeamParams,
    data: ZTeam,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/team/:teamId',
    summary: 'Edit a team',
    description:
      'The team’s owner, or a member with canEditTeam. Changes its name and description.',
    refuses: [403, 404],
    tag,
    params: zTeamParams,
    body: ZUpdateTeamSchema,
    data: ZTeam,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/team/:teamId',
    summary: 'Delete a team',
    description:
      'The team’s owner, or a member with canDeleteTeam. Deletes the team and everything in it, for everyone, and tells its people.',
    refuses: [403, 404],
    tag,
    params: zTeamParams,
    data: z.null(),
  }),
  members: endpoint({
    method: 'GET',
    path: '/team/members/:teamId',
    summary: 'List a team’s members',
    description:
      'The team’s owner, or a member with canViewTeams. The member directory, owner first, then by joining: e-mails, roles, keys and statuses.',
    refuses: [403, 404],
    tag,
    params: zTeamParams,
    query: ZPageQuery,
    data: ZTeamMember,
    paged: true,
  }),
  people: endpoint({
    method: 'GET',
    path: '/team/:teamId/people',
    summary: 'List the people of a team',
    description:
      'Any active member. The owner and the active members, names and pictures only, for assigning, messaging and inviting.',
    refuses: [403, 404],
    tag,
    params: zTeamParams,
    query: ZPageQuery,
    data: ZTeamPerson,
    paged: true,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/team/:teamId/members/:userId',
    summary: 'Remove a member',
    description:
      'The team’s owner, or a member with canDeleteUser. Takes the member out of the team; the owner cannot be removed.',
    refuses: [403, 404],
    tag,
    params: zMemberParams,
    data: z.null(),
  }),
  blockMember: endpoint({
    method: 'POST',
    path: '/team/:teamId/members/:userId/block',
    summary: 'Block a member',
    description:
      'The team’s owner, or a member with canBlockUser. The member stays listed but reads 403 ‘You have been blocked from this team.’ everywhere in it; nobody blocks themselves or the owner.',
    refuses: [403, 404],
    tag,
    params: zMemberParams,
    data: ZTeamMember,
  }),
  unblockMember: endpoint({
    method: 'POST',
    path: '/team/:teamId/members/:userId/unblock',
    summary: 'Unblock a member',
    description:
      'The team’s owner, or a member with canBlockUser. Gives a blocked member their access back.',
    refuses: [403, 404],
    tag,
    params: zMemberParams,
    data: ZTeamMember,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/team/:teamId/invite',
    summary: 'Invite people by e-mail',
    description:
      'The team’s owner, or a member with canAddMember, giving a role they may give, while the plan has the seats. E-mails each address its own invitation link; addresses already in the team or invited are answered apart.',
    refuses: [403, 404],
    tag,
    params: zTeamParams,
    body: ZInviteSchema,
    data: ZInviteResult,
  }),
  invites: endpoint({
    method: 'GET',
    path: '/team/:teamId/invites',
    summary: 'List pending invitations',
    description: 'The team’s owner, or a member with canAddMember.',
    refuses: [403, 404],
    tag,
    params: zTeamParams,
    data: z.array(ZTeamInvite),
  }),
  deleteInvite: endpoint({
    method: 'DELETE',
    path: '/team/:teamId/invites/:inviteId',
    summary: 'Withdraw an invitation',
    description:
      'The team’s owner, or a member with canAddMember. Its link stops working and its seat is free again.',
    refuses: [403, 404],
    tag,
    params: zInviteParams,
    data: z.null(),
  }),
  join: endpoint({
    method: 'POST',
    path: '/team/join',
    summary: 'Accept an invitation',
    description:
      'The signed-in user the invitation was sent to. Joins its team with the invited role; works once, and only while the inviter may still give that role.',
    refuses: [403, 404],
    tag,
    body: ZJoinTeamSchema,
    data: ZTeam,
  }),
  declineInvite: endpoint({
    method: 'POST',
    path: '/team/declineInvite',
    summary: 'Decline an invitation',
    description:
      'The signed-in user the invitation was sent to. The invitation is gone, and so is the seat it held.',
    refuses: [403, 404],
    tag,
    body: ZJoinTeamSchema,
    data: z.null(),
  }),
  requestJoin: endpoint({
    method: 'POST',
    path: '/team/:teamId/requestJoin',
    summary: 'Ask to join a team',
    description:
      'Any signed-in user outside the team. Records a request that its owner and members with canAddMember see (201), or answers the one already waiting (200); 409 for a member, 403 for a blocked one.',
    refuses: [403, 404, 409],
    tag,
    params: zTeamParams,
    data: ZJoinRequest,
    status: [200, 201],
  }),
  requests: endpoint({
    method: 'GET',
    path: '/team/:teamId/requests',
    summary: 'List join requests',
    description: 'The team’s owner, or a member with canAddMember. The requests waiting.',
    refuses: [403, 404],
    tag,
    params: zTeamParams,
    data: z.array(ZJoinRequest),
  }),
  acceptRequest: endpoint({
    method: 'POST',
    path: '/team/:teamId/requests/:requestId/accept',
    summary: 'Accept a join request',
    description:
      'The team’s owner, or a member with canAddMember, while the plan has a free seat. Adds the requester with the chosen role (Designer by default), one the caller may give, and tells them.',
    refuses: [403, 404],
    tag,
    params: zRequestParams,
    body: ZAcceptJoinRequestSchema,
    data: ZJoinRequest,
  }),
  declineRequest: endpoint({
    method: 'POST',
    path: '/team/:teamId/requests/:requestId/decline',
    summary: 'Decline a join request',
    description: 'The team’s owner, or a member with canAddMember.',
    refuses: [403, 404],
    tag,
    params: zRequestParams,
    data: ZJoinRequest,
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/team/invitation/:token',
    summary: 'Read an invitation',
    description:
      'Anyone holding an e-mailed invitation’s token, before signing in: the team, who invited and the address, for the join page. An unknown, used or expired token is 404.',
    refuses: [404],
    tag,
    public: true,
    params: zToken,
    data: ZInvitation,
  }),
};
