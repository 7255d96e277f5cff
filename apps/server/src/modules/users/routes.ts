/** `users` (people the user works with, /createuser), `users/allUsers`, `users/updatePermissions`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZCreateTeamUserSchema,
  ZPerson,
  ZPersonSummary,
  ZTeamMember,
  ZUpdatePermissionsSchema,
  ZUsersQuery,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  bearerSecurity,
  envelope,
  pagedEnvelope,
  reply,
  replyPage,
  teamRouteErrors,
} from '../../platform/http/envelope.ts';
import { updatePermissions } from '../teams/members-service.ts';
import * as users from './service.ts';

const errors = teamRouteErrors;
const tags = ['users'];
const security = bearerSecurity;

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.get('/users', {
    schema: {
      tags,
      security,
      querystring: ZUsersQuery,
      response: { 200: pagedEnvelope(ZPerson), ...errors },
    },
    handler: async (request, res) =>
      replyPage(res, await users.getPeople(ctx, me(request), request.query), messages.ok),
  });

  app.get('/users/allUsers', {
    schema: { tags, security, response: { 200: envelope(z.array(ZPersonSummary)), ...errors } },
    handler: async (request, res) =>
      reply(res, await users.getAllPeople(ctx, me(request)), messages.ok),
  });

  app.post('/users', {
    schema: {
      tags,
      security,
      body: ZCreateTeamUserSchema,
      response: { 201: envelope(z.null()), ...errors },
    },
    handler: async (request, res) => {
      await users.createTeamUser(ctx, me(request), request.body);
      return reply(res, null, messages.userAdded, 201);
    },
  });

  app.put('/users/updatePermissions', {
    schema: {
      tags,
      security,
      body: ZUpdatePermissionsSchema,
      response: { 200: envelope(ZTeamMember), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await updatePermissions(ctx, me(request), request.body),
        messages.permissionsUpdated,
      ),
  });
};
