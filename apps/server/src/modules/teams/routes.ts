/** Team routes (SPEC §7 `team` base, issue 3), from their contracts. Each calls one service function. */
import type { FastifyPluginAsync } from 'fastify';
import { messages, teamEndpoints as teamApi } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply, replyPage } from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { route } from '../../platform/http/route.ts';
import * as invites from './invites-service.ts';
import * as joinRequests from './join-requests-service.ts';
import * as members from './members-service.ts';
import * as teams from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const teamRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, teamApi.create, {
    handler: async (request, res) =>
      reply(res, await teams.createTeam(ctx, me(request), request.body), messages.teamAdded, 201),
  });

  route(app, teamApi.list, {
    handler: async (request, res) =>
      replyPage(res, await teams.listTeams(ctx, me(request), request.query), messages.ok),
  });

  route(app, teamApi.get, {
    handler: async (request, res) =>
      reply(res, await teams.getTeam(ctx, me(request), request.params.teamId), messages.ok),
  });

  route(app, teamApi.update, {
    handler: async (request, res) =>
      reply(
        res,
        await teams.updateTeam(ctx, me(request), request.params.teamId, request.body),
        messages.teamUpdated,
      ),
  });

  route(app, teamApi.delete, {
    handler: async (request, res) => {
      await teams.deleteTeam(ctx, me(request), request.params.teamId);
      return reply(res, null, messages.teamDeleted);
    },
  });

  route(app, teamApi.members, {
    handler: async (request, res) =>
      replyPage(
        res,
        await members.listMembers(ctx, me(request), request.params.teamId, request.query),
        messages.ok,
      ),
  });

  route(app, teamApi.people, {
    handler: async (request, res) =>
      replyPage(
        res,
        await members.listPeople(ctx, me(request), request.params.teamId, request.query),
        messages.ok,
      ),
  });

  route(app, teamApi.removeMember, {
    handler: async (request, res) => {
      const { teamId, userId } = request.params;
      await members.removeMember(ctx, me(request), teamId, userId);
      return reply(res, null, messages.memberRemoved);
    },
  });

  for (const [contract, blocked, message] of [
    [teamApi.blockMember, true, messages.memberBlocked],
    [teamApi.unblockMember, false, messages.memberUnblocked],
  ] as const) {
    route(app, contract, {
      handler: async (request, res) => {
        const { teamId, userId } = request.params;
        return reply(
          res,
          await members.setBlocked(ctx, me(request), teamId, userId, blocked),
          message,
        );
      },
    });
  }

  route(app, teamApi.invite, {
    handler: async (request, res) =>
      reply(
        res,
        await invites.invite(ctx, me(request), request.params.teamId, request.body),
        messages.invitationSent,
      ),
  });

  route(app, teamApi.invites, {
    handler: async (request, res) =>
      reply(res, await invites.listInvites(ctx, me(request), request.params.teamId), messages.ok),
  });

  route(app, teamApi.deleteInvite, {
    handler: async (request, res) => {
      const { teamId, inviteId } = request.params;
      await invites.deleteInvite(ctx, me(request), teamId, inviteId);
      return reply(res, null, messages.inviteDeleted);
    },
  });

  route(app, teamApi.join, {
    handler: async (request, res) =>
      reply(res, await invites.joinTeam(ctx, me(request), request.body.token), messages.teamJoined),
  });

  route(app, teamApi.declineInvite, {
    handler: async (request, res) => {
      await invites.declineInvitation(ctx, me(request), request.body.token);
      return reply(res, null, messages.invitationDeclined);
    },
  });

  route(app, teamApi.requestJoin, {
    config: limits.requestJoin,
    handler: async (request, res) => {
      const result = await joinRequests.requestJoin(ctx, me(request), request.params.teamId);
      return reply(res, result.request, messages.joinRequestSent, result.created ? 201 : 200);
    },
  });

  route(app, teamApi.requests, {
    handler: async (request, res) =>
      reply(
        res,
        await joinRequests.listRequests(ctx, me(request), request.params.teamId),
        messages.ok,
      ),
  });

  route(app, teamApi.acceptRequest, {
    handler: async (request, res) => {
      const { teamId, requestId } = request.params;
      return reply(
        res,
        await joinRequests.acceptRequest(ctx, me(request), teamId, requestId, {
          roleId: request.body?.roleId,
        }),
        messages.joinRequestAccepted,
      );
    },
  });

  route(app, teamApi.declineRequest, {
    handler: async (request, res) => {
      const { teamId, requestId } = request.params;
      return reply(
        res,
        await joinRequests.declineRequest(ctx, me(request), teamId, requestId),
        messages.joinRequestDeclined,
      );
    },
  });
};

/** The one public team route: what an e-mailed invitation is for, before signing in. */
export const invitationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, teamApi.invitation, {
    handler: async (request, res) =>
      reply(res, await invites.getInvitation(ctx, request.params.token), messages.ok),
  });
};
