/**
 * Plans and card payments (issue 15): `GET payment`, `POST payment/addSubscription`,
 * `GET price/{id}`, `POST payment/cancleSubscription` (SPEC spelling), `POST payment/seats`,
 * `GET payment/invoices`, `POST payment/portal` and Stripe's `POST payment/webhook`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZAddSubscriptionSchema,
  ZInvoice,
  ZPayment,
  ZPrice,
  ZRedirect,
  ZSeatsSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { bearerSecurity, envelope, errorEnvelope, reply } from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
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

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  503: errorEnvelope,
};
const tags = ['billing'];

/** Stripe signs the bytes it sent: this route alone keeps the body raw (no JSON parsing). */
const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/payment/webhook', {
    config: { public: true },
    schema: {
      tags,
      headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
      response: {
        200: envelope(z.null()),
        400: errorEnvelope,
        404: errorEnvelope,
        503: errorEnvelope,
      },
    },
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

export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(webhookRoutes, { ctx });

  app.get('/payment', {
    schema: { tags, security: bearerSecurity, response: { 200: envelope(ZPayment), ...errors } },
    handler: async (request, res) =>
      reply(res, await paymentOf(ctx, principalOf(request).user), messages.billingLoaded),
  });

  app.post('/payment/addSubscription', {
    config: limits.checkout,
    schema: {
      tags,
      security: bearerSecurity,
      body: ZAddSubscriptionSchema,
      response: { 200: envelope(ZRedirect), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await addSubscription(ctx, principalOf(request).user, request.body),
        messages.checkoutStarted,
      ),
  });

  app.get('/price/:id', {
    schema: {
      tags,
      security: bearerSecurity,
      params: z.object({ id: z.string().trim().min(1).max(255) }),
      response: { 200: envelope(ZPrice), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await priceOf(ctx, request.params.id), messages.billingLoaded),
  });

  app.post('/payment/cancleSubscription', {
    schema: { tags, security: bearerSecurity, response: { 200: envelope(ZPayment), ...errors } },
    handler: async (request, res) =>
      reply(
        res,
        await cancelSubscription(ctx, principalOf(request).user),
        messages.subscriptionCancelled,
      ),
  });

  app.post('/payment/seats', {
    config: limits.checkout,
    schema: {
      tags,
      security: bearerSecurity,
      body: ZSeatsSchema,
      response: { 200: envelope(ZPayment), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await changeSeats(ctx, principalOf(request).user, request.body),
        messages.seatsUpdated,
      ),
  });

  app.get('/payment/invoices', {
    schema: {
      tags,
      security: bearerSecurity,
      response: { 200: envelope(z.array(ZInvoice)), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await invoicesOf(ctx, principalOf(request).user), messages.billingLoaded),
  });

  app.post('/payment/portal', {
    config: limits.checkout,
    schema: { tags, security: bearerSecurity, response: { 200: envelope(ZRedirect), ...errors } },
    handler: async (request, res) =>
      reply(res, await portalOf(ctx, principalOf(request).user), messages.billingLoaded),
  });
};
