/** `users` (people the user works with, /createuser), `users/allUsers`, `users/updatePermissions`. */
import type { FastifyPluginAsync } from 'fastify';
import { messages, userEndpoints as userApi } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer } from '../../platform/http/route.ts';
import { updatePermissions } from '../teams/members-service.ts';
import * as users from './service.ts';

export const userRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, userApi.list, messages.ok, (request, user) =>
    users.getPeople(ctx, user, request.query),
  );

  answer(app, userApi.all, messages.ok, (_request, user) => users.getAllPeople(ctx, user));

  answer(app, userApi.create, messages.userAdded, (request, user) =>
    users.createTeamUser(ctx, user, request.body),
  );

  answer(app, userApi.updatePermissions, messages.permissionsUpdated, (request, user) =>
    updatePermissions(ctx, user, request.body),
  );
};
