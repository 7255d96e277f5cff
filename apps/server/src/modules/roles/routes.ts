/** `role` CRUD (paid plans only) and `rolePermission` (the 16 keys with labels). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { messages, roleEndpoints as roleApi } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { answer } from '../../platform/http/route.ts';
import { authorizeFeature } from '../policy/plans.ts';
import { presentRolePermissions } from './presenter.ts';
import * as roles from './service.ts';

/** Before the body is validated: on Free every role route answers 'Upgrade your plan.'. */
const paidPlan = {
  preValidation: async (request: FastifyRequest) => authorizeFeature(userOf(request), 'roles'),
};

export const roleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, roleApi.permissions, messages.ok, () => presentRolePermissions());

  answer(app, roleApi.list, messages.ok, paidPlan, (_request, user) => roles.getRoles(ctx, user));

  answer(app, roleApi.create, messages.roleAdded, paidPlan, (request, user) =>
    roles.createRole(ctx, user, request.body),
  );

  answer(app, roleApi.update, messages.roleUpdated, paidPlan, (request, user) =>
    roles.updateRole(ctx, user, request.params.roleId, request.body),
  );

  answer(app, roleApi.delete, messages.roleDeleted, paidPlan, (request, user) =>
    roles.deleteRole(ctx, user, request.params.roleId),
  );
};
