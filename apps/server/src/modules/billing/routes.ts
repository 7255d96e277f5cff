/**
 * Plans and card payments (issue 15): `GET payment`, `POST payment/addSubscription`,
 * `GET price/{id}`, `POST payment/cancleSubscription` (SPEC spelling), `POST payment/seats`,
 * `GET payment/invoices`, `POST payment/portal` and Stripe's `POST payment/webhook`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { billingEndpoints as billingApi, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
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

  const checkout = { config: limits.checkout };

  answer(app, billingApi.payment, messages.billingLoaded, (_request, user) => paymentOf(ctx, user));

  answer(app, billingApi.addSubscription, messages.checkoutStarted, checkout, (request, user) =>
    addSubscription(ctx, user, request.body),
  );

  answer(app, billingApi.price, messages.billingLoaded, (request) =>
    priceOf(ctx, request.params.id),
  );

  answer(app, billingApi.cancelSubscription, messages.subscriptionCancelled, (_request, user) =>
    cancelSubscription(ctx, user),
  );

  answer(app, billingApi.seats, messages.seatsUpdated, checkout, (request, user) =>
    changeSeats(ctx, user, request.body),
  );

  answer(app, billingApi.invoices, messages.billingLoaded, (_request, user) =>
    invoicesOf(ctx, user),
  );

  answer(app, billingApi.portal, messages.billingLoaded, checkout, (_request, user) =>
    portalOf(ctx, user),
  );
};
