/**
 * Webhooks (issue 49 §2), from their contracts: the team's owner subscribes, lists, changes and
 * deletes endpoints, reads their deliveries and sends one again. Each route calls one service
 * function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, webhookEndpoints as api } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer } from '../../platform/http/route.ts';
import * as webhooks from './service.ts';

export const webhookRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, api.create, messages.webhookCreated, (request, user) =>
    webhooks.createWebhook(ctx, user, request.params.teamId, request.body),
  );
  answer(app, api.list, messages.webhooksLoaded, (request, user) =>
    webhooks.listWebhooks(ctx, user, request.params.teamId),
  );
  answer(app, api.update, messages.webhookUpdated, (request, user) =>
    webhooks.updateWebhook(ctx, user, request.params.teamId, request.params.id, request.body),
  );
  answer(app, api.remove, messages.webhookDeleted, (request, user) =>
    webhooks.removeWebhook(ctx, user, request.params.teamId, request.params.id),
  );
  answer(app, api.deliveries, messages.webhookDeliveriesLoaded, (request, user) =>
    webhooks.webhookDeliveries(ctx, user, request.params.teamId, request.params.id, request.query),
  );
  answer(app, api.resend, messages.webhookResent, (request, user) =>
    webhooks.resendDelivery(
      ctx,
      user,
      request.params.teamId,
      request.params.id,
      request.params.deliveryId,
    ),
  );
};
