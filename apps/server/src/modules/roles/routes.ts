/** `role` CRUD (paid plans only) and `rolePermission` (the 16 keys with labels). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, zRecordId, ZRole, ZRolePermission, ZRoleSchema } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { authorizeFeature } from '../policy/plans.ts';
import { bearerSecurity, envelope, reply, teamRouteErrors } from '../../platform/http/envelope.ts';
import { presentRolePermissions } from './presenter.ts';
import * as roles from './service.ts';

const errors = teamRouteErrors;
const tags = ['role'];
const security = bearerSecurity;
const zRoleParams = z.object({ roleId: zRecordId() });

export const roleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;
  // Before the body is validated: on Free every role route answers 'Upgrade your plan.'.
  const paidPlan = {
    preValidation: async (request: Parameters<typeof principalOf>[0]) =>
      authorizeFeature(me(request), 'roles'),
  };

  app.get('/rolePermission', {
    schema: { tags, security, response: { 200: envelope(z.array(ZRolePermission)), ...errors } },
    handler: async (_request, res) => reply(res, presentRolePermissions(), messages.ok),
  });

  app.get('/role', {
    ...paidPlan,
    schema: { tags, security, response: { 200: envelope(z.array(ZRole)), ...errors } },
    handler: async (request, res) =>
      reply(res, await roles.getRoles(ctx, me(request)), messages.ok),
  });

  app.post('/role', {
    ...paidPlan,
    schema: { tags, security, body: ZRoleSchema, response: { 201: envelope(ZRole), ...errors } },
    handler: async (request, res) =>
      reply(res, await roles.createRole(ctx, me(request), request.body), messages.roleAdded, 201),
  });

  app.put('/role/:roleId', {
    ...paidPlan,
    schema: {
      tags,
      security,
      params: zRoleParams,
      body: ZRoleSchema,
      response: { 200: envelope(ZRole), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await roles.updateRole(ctx, me(request), request.params.roleId, request.body),
        messages.roleUpdated,
      ),
  });

  app.delete('/role/:roleId', {
    ...paidPlan,
    schema: {
      tags,
      security,
      params: zRoleParams,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request, res) => {
      await roles.deleteRole(ctx, me(request), request.params.roleId);
      return reply(res, null, messages.roleDeleted);
    },
  });
};
