/**
 * Plans and card payments (issue 15): `GET payment`, `POST payment/addSubscription`,
 * `GET price/{id}`, `POST payment/cancleSubscription` (SPEC spelling), `POST payment/seats`,
 * `GET payment/invoices`, `POST payment/portal` and Stripe's `POST payment/webhook`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { billingEndpoints as billingApi, messages } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { route } from '../../platform/http/route.ts';
import {
  addSubscription,
  cancelSubscription,
  changeSeats,
  invoicesOf,
  paymentOf,
  portalOf,
  priceOf,
} from './service.ts';
import { receiveWebhook } from './webhook.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

/** Stripe signs the bytes it sent: this route alone keeps the body raw (no JSON parsing). */
const webhookRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  route(app, billingApi.webhook, {
    handler: async (request, res) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { event, unknownSubscription } = await receiveWebhook(
        ctx,
        body,
        request.headers['stripe-signature'],
      );
      if (unknownSubscription) {
        request.log.warn(
          { eventId: event.id, eventType: event.type, subscriptionId: unknownSubscription },
          'Stripe event for a subscription Stripe does not know: acknowledged, nothing changed',
        );
      }
      return reply(res, null, messages.webhookReceived);
    },
  });
};

export const billingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(webhookRoutes, { ctx });

  route(app, billingApi.payment, {
    handler: async (request, res) =>
      reply(res, await paymentOf(ctx, me(request)), messages.billingLoaded),
  });

  route(app, billingApi.addSubscription, {
    config: limits.checkout,
    handler: async (request, res) =>
      reply(res, await addSubscription(ctx, me(request), request.body), messages.checkoutStarted),
  });

  route(app, billingApi.price, {
    handler: async (request, res) =>
      reply(res, await priceOf(ctx, request.params.id), messages.billingLoaded),
  });

  route(app, billingApi.cancelSubscription, {
    handler: async (request, res) =>
      reply(res, await cancelSubscription(ctx, me(request)), messages.subscriptionCancelled),
  });

  route(app, billingApi.seats, {
    config: limits.checkout,
    handler: async (request, res) =>
      reply(res, await changeSeats(ctx, me(request), request.body), messages.seatsUpdated),
  });

  route(app, billingApi.invoices, {
    handler: async (request, res) =>
      reply(res, await invoicesOf(ctx, me(request)), messages.billingLoaded),
  });

  route(app, billingApi.portal, {
    config: limits.checkout,
    handler: async (request, res) =>
      reply(res, await portalOf(ctx, me(request)), messages.billingLoaded),
  });
};
