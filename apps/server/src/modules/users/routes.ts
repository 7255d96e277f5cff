/** `users` (people the user works with, /createuser), `users/allUsers`, `users/updatePermissions`. */
import type { FastifyPluginAsync } from 'fastify';
import { messages, userEndpoints as userApi } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply, replyPage } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { updatePermissions } from '../teams/members-service.ts';
import * as users from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

export const userRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, userApi.list, {
    handler: async (request, res) =>
      replyPage(res, await users.getPeople(ctx, me(request), request.query), messages.ok),
  });

  route(app, userApi.all, {
    handler: async (request, res) =>
      reply(res, await users.getAllPeople(ctx, me(request)), messages.ok),
  });

  route(app, userApi.create, {
    handler: async (request, res) => {
      await users.createTeamUser(ctx, me(request), request.body);
      return reply(res, null, messages.userAdded, 201);
    },
  });

  route(app, userApi.updatePermissions, {
    handler: async (request, res) =>
      reply(
        res,
        await updatePermissions(ctx, me(request), request.body),
        messages.permissionsUpdated,
      ),
  });
};
