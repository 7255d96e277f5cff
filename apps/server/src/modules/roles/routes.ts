/** `role` CRUD (paid plans only) and `rolePermission` (the 16 keys with labels). */
import type { FastifyPluginAsync } from 'fastify';
import { messages, roleEndpoints as roleApi } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { authorizeFeature } from '../policy/plans.ts';
import { presentRolePermissions } from './presenter.ts';
import * as roles from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

/** Before the body is validated: on Free every role route answers 'Upgrade your plan.'. */
const paidPlan = async (request: Parameters<typeof principalOf>[0]) =>
  authorizeFeature(me(request), 'roles');

export const roleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, roleApi.permissions, {
    handler: async (_request, res) => reply(res, presentRolePermissions(), messages.ok),
  });

  route(app, roleApi.list, {
    preValidation: paidPlan,
    handler: async (request, res) =>
      reply(res, await roles.getRoles(ctx, me(request)), messages.ok),
  });

  route(app, roleApi.create, {
    preValidation: paidPlan,
    handler: async (request, res) =>
      reply(res, await roles.createRole(ctx, me(request), request.body), messages.roleAdded, 201),
  });

  route(app, roleApi.update, {
    preValidation: paidPlan,
    handler: async (request, res) =>
      reply(
        res,
        await roles.updateRole(ctx, me(request), request.params.roleId, request.body),
        messages.roleUpdated,
      ),
  });

  route(app, roleApi.delete, {
    preValidation: paidPlan,
    handler: async (request, res) => {
      await roles.deleteRole(ctx, me(request), request.params.roleId);
      return reply(res, null, messages.roleDeleted);
    },
  });
};
