/** Team routes (SPEC §7 `team` base, issue 3), from their contracts. Each calls one service function. */
import type { FastifyPluginAsync } from 'fastify';
import { messages, teamEndpoints as teamApi } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
import * as invites from './invites-service.ts';
import * as joinRequests from './join-requests-service.ts';
import * as members from './members-service.ts';
import * as teams from './service.ts';

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const teamRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, teamApi.create, messages.teamAdded, (request, user) =>
    teams.createTeam(ctx, user, request.body),
  );

  answer(app, teamApi.list, messages.ok, (request, user) =>
    teams.listTeams(ctx, user, request.query),
  );

  answer(app, teamApi.get, messages.ok, (request, user) =>
    teams.getTeam(ctx, user, request.params.teamId),
  );

  answer(app, teamApi.update, messages.teamUpdated, (request, user) =>
    teams.updateTeam(ctx, user, request.params.teamId, request.body),
  );

  answer(app, teamApi.delete, messages.teamDeleted, (request, user) =>
    teams.deleteTeam(ctx, user, request.params.teamId),
  );

  answer(app, teamApi.members, messages.ok, (request, user) =>
    members.listMembers(ctx, user, request.params.teamId, request.query),
  );

  answer(app, teamApi.people, messages.ok, (request, user) =>
    members.listPeople(ctx, user, request.params.teamId, request.query),
  );

  answer(app, teamApi.removeMember, messages.memberRemoved, (request, user) =>
    members.removeMember(ctx, user, request.params.teamId, request.params.userId),
  );

  for (const [contract, blocked, message] of [
    [teamApi.blockMember, true, messages.memberBlocked],
    [teamApi.unblockMember, false, messages.memberUnblocked],
  ] as const) {
    answer(app, contract, message, (request, user) =>
      members.setBlocked(ctx, user, request.params.teamId, request.params.userId, blocked),
    );
  }

  answer(app, teamApi.invite, messages.invitationSent, (request, user) =>
    invites.invite(ctx, user, request.params.teamId, request.body),
  );

  answer(app, teamApi.invites, messages.ok, (request, user) =>
    invites.listInvites(ctx, user, request.params.teamId),
  );

  answer(app, teamApi.deleteInvite, messages.inviteDeleted, (request, user) =>
    invites.deleteInvite(ctx, user, request.params.teamId, request.params.inviteId),
  );

  answer(app, teamApi.join, messages.teamJoined, (request, user) =>
    invites.joinTeam(ctx, user, request.body.token),
  );

  answer(app, teamApi.declineInvite, messages.invitationDeclined, (request, user) =>
    invites.declineInvitation(ctx, user, request.body.token),
  );

  // Answers 201 when it asks anew, 200 when a request is already waiting.
  route(app, teamApi.requestJoin, {
    config: limits.requestJoin,
    handler: async (request, res) => {
      const result = await joinRequests.requestJoin(ctx, userOf(request), request.params.teamId);
      return reply(res, result.request, messages.joinRequestSent, result.created ? 201 : 200);
    },
  });

  answer(app, teamApi.requests, messages.ok, (request, user) =>
    joinRequests.listRequests(ctx, user, request.params.teamId),
  );

  answer(app, teamApi.acceptRequest, messages.joinRequestAccepted, (request, user) => {
    const { teamId, requestId } = request.params;
    return joinRequests.acceptRequest(ctx, user, teamId, requestId, {
      roleId: request.body?.roleId,
    });
  });

  answer(app, teamApi.declineRequest, messages.joinRequestDeclined, (request, user) =>
    joinRequests.declineRequest(ctx, user, request.params.teamId, request.params.requestId),
  );
};

/** The one public team route: what an e-mailed invitation is for, before signing in. */
export const invitationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, teamApi.invitation, messages.ok, (request) =>
    invites.getInvitation(ctx, request.params.token),
  );
};
