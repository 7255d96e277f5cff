/** Team routes (SPEC §7 `team` base, issue 3). Each calls exactly one service function. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
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
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  bearerSecurity,
  envelope,
  errorEnvelope,
  pagedEnvelope,
  reply,
  replyPage,
  teamRouteErrors,
} from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import * as invites from './invites-service.ts';
import * as joinRequests from './join-requests-service.ts';
import * as members from './members-service.ts';
import * as teams from './service.ts';

const errors = { ...teamRouteErrors, 429: errorEnvelope };
const tags = ['team'];
const security = bearerSecurity;

const zTeamParams = z.object({ teamId: zRecordId() });
const zMemberParams = zTeamParams.extend({ userId: zRecordId() });
const zInviteParams = zTeamParams.extend({ inviteId: zRecordId() });
const zRequestParams = zTeamParams.extend({ requestId: zRecordId() });
const zToken = z.object({
  token: z.string().trim().min(1, messages.invitationInvalid).max(200, messages.invitationInvalid),
});

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const teamRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.post('/team', {
    schema: {
      tags,
      security,
      body: ZCreateTeamSchema,
      response: { 201: envelope(ZTeam), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await teams.createTeam(ctx, me(request), request.body), messages.teamAdded, 201),
  });

  app.get('/team/getUserTeamList', {
    schema: {
      tags,
      security,
      querystring: ZTeamListQuery,
      response: { 200: pagedEnvelope(ZTeam), ...errors },
    },
    handler: async (request, res) =>
      replyPage(res, await teams.listTeams(ctx, me(request), request.query), messages.ok),
  });

  app.get('/team/:teamId', {
    schema: { tags, security, params: zTeamParams, response: { 200: envelope(ZTeam), ...errors } },
    handler: async (request, res) =>
      reply(res, await teams.getTeam(ctx, me(request), request.params.teamId), messages.ok),
  });

  app.put('/team/:teamId', {
    schema: {
      tags,
      security,
      params: zTeamParams,
      body: ZUpdateTeamSchema,
      response: { 200: envelope(ZTeam), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await teams.updateTeam(ctx, me(request), request.params.teamId, request.body),
        messages.teamUpdated,
      ),
  });

  app.delete('/team/:teamId', {
    schema: {
      tags,
      security,
      params: zTeamParams,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request, res) => {
      await teams.deleteTeam(ctx, me(request), request.params.teamId);
      return reply(res, null, messages.teamDeleted);
    },
  });

  app.get('/team/members/:teamId', {
    schema: {
      tags,
      security,
      params: zTeamParams,
      querystring: ZPageQuery,
      response: { 200: pagedEnvelope(ZTeamMember), ...errors },
    },
    handler: async (request, res) =>
      replyPage(
        res,
        await members.listMembers(ctx, me(request), request.params.teamId, request.query),
        messages.ok,
      ),
  });

  app.get('/team/:teamId/people', {
    schema: {
      tags,
      security,
      params: zTeamParams,
      querystring: ZPageQuery,
      response: { 200: pagedEnvelope(ZTeamPerson), ...errors },
    },
    handler: async (request, res) =>
      replyPage(
        res,
        await members.listPeople(ctx, me(request), request.params.teamId, request.query),
        messages.ok,
      ),
  });

  app.delete('/team/:teamId/members/:userId', {
    schema: {
      tags,
      security,
      params: zMemberParams,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request, res) => {
      const { teamId, userId } = request.params;
      await members.removeMember(ctx, me(request), teamId, userId);
      return reply(res, null, messages.memberRemoved);
    },
  });

  for (const [action, blocked, message] of [
    ['block', true, messages.memberBlocked],
    ['unblock', false, messages.memberUnblocked],
  ] as const) {
    app.post(`/team/:teamId/members/:userId/${action}`, {
      schema: {
        tags,
        security,
        params: zMemberParams,
        response: { 200: envelope(ZTeamMember), ...errors },
      },
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

  app.post('/team/:teamId/invite', {
    schema: {
      tags,
      security,
      params: zTeamParams,
      body: ZInviteSchema,
      response: { 200: envelope(ZInviteResult), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await invites.invite(ctx, me(request), request.params.teamId, request.body),
        messages.invitationSent,
      ),
  });

  app.get('/team/:teamId/invites', {
    schema: {
      tags,
      security,
      params: zTeamParams,
      response: { 200: envelope(z.array(ZTeamInvite)), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await invites.listInvites(ctx, me(request), request.params.teamId), messages.ok),
  });

  app.delete('/team/:teamId/invites/:inviteId', {
    schema: {
      tags,
      security,
      params: zInviteParams,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request, res) => {
      const { teamId, inviteId } = request.params;
      await invites.deleteInvite(ctx, me(request), teamId, inviteId);
      return reply(res, null, messages.inviteDeleted);
    },
  });

  app.post('/team/join', {
    schema: {
      tags,
      security,
      body: ZJoinTeamSchema,
      response: { 200: envelope(ZTeam), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await invites.joinTeam(ctx, me(request), request.body.token), messages.teamJoined),
  });

  app.post('/team/declineInvite', {
    schema: {
      tags,
      security,
      body: ZJoinTeamSchema,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request, res) => {
      await invites.declineInvitation(ctx, me(request), request.body.token);
      return reply(res, null, messages.invitationDeclined);
    },
  });

  app.post('/team/:teamId/requestJoin', {
    config: limits.requestJoin,
    schema: {
      tags,
      security,
      params: zTeamParams,
      response: { 200: envelope(ZJoinRequest), 201: envelope(ZJoinRequest), ...errors },
    },
    handler: async (request, res) => {
      const result = await joinRequests.requestJoin(ctx, me(request), request.params.teamId);
      return reply(res, result.request, messages.joinRequestSent, result.created ? 201 : 200);
    },
  });

  app.get('/team/:teamId/requests', {
    schema: {
      tags,
      security,
      params: zTeamParams,
      response: { 200: envelope(z.array(ZJoinRequest)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await joinRequests.listRequests(ctx, me(request), request.params.teamId),
        messages.ok,
      ),
  });

  app.post('/team/:teamId/requests/:requestId/accept', {
    schema: {
      tags,
      security,
      params: zRequestParams,
      body: ZAcceptJoinRequestSchema,
      response: { 200: envelope(ZJoinRequest), ...errors },
    },
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

  app.post('/team/:teamId/requests/:requestId/decline', {
    schema: {
      tags,
      security,
      params: zRequestParams,
      response: { 200: envelope(ZJoinRequest), ...errors },
    },
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
export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get('/team/invitation/:token', {
    config: { public: true },
    schema: {
      tags,
      params: zToken,
      response: { 200: envelope(ZInvitation), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await invites.getInvitation(ctx, request.params.token), messages.ok),
  });
};
