/**
 * Suppliers (issue 47 §1), from their contracts: a team invites and lists its suppliers, and
 * assigns a product to some of them. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, supplierEndpoints as api } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer } from '../../platform/http/route.ts';
import * as suppliers from './service.ts';

export const supplierRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // It e-mails strangers: each address is charged as member invitations are.
  answer(app, api.invite, messages.supplierInvited, (request, user) =>
    suppliers.inviteSupplier(ctx, user, request.params.teamId, request.body),
  );
  answer(app, api.list, messages.suppliersLoaded, (request, user) =>
    suppliers.teamSuppliers(ctx, user, request.params.teamId),
  );
  answer(app, api.product, messages.productSuppliersLoaded, (request, user) =>
    suppliers.suppliersOfProduct(ctx, user, request.params.id),
  );
  answer(app, api.assign, messages.productSuppliersSaved, (request, user) =>
    suppliers.assignSuppliers(ctx, user, request.params.id, request.body),
  );
};
