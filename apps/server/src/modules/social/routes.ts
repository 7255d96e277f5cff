import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SOCIAL_PROVIDERS,
  socialMessages,
  messages,
  zSocialProvider,
  ZSocialSignInSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { envelope, errorEnvelope, reply } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { zUserDetails } from '../accounts/presenter.ts';
import { redeemHandoff } from './handoffs.ts';
import { linkedIdentities, unlinkIdentity } from './identities.ts';
import { zLinkedIdentities } from './presenter.ts';
import {
  configuredProviders,
  errorPath,
  finishTrip,
  providerClients,
  startTrip,
} from './service.ts';
import { clearTripCookie, setTripCookie, tripStateOf } from './trip-cookie.ts';

const tags = ['auth'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope };
const zRedirect = z.null().describe('redirect to the provider or to the web app');
const zCallbackQuery = z.record(z.string().max(60), z.string().max(4000));

/** DESIGN §3: `GET auth/{google,facebook}` and their callbacks, plus the web app's side. */
export const socialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const clients = providerClients(ctx.config);

  app.get('/providers', {
    config: { public: true },
    schema: {
      tags,
      response: {
        200: envelope(z.object({ google: z.boolean(), facebook: z.boolean() })),
      },
    },
    handler: async (_request, res) =>
      reply(res, configuredProviders(clients), socialMessages.providers),
  });

  for (const provider of SOCIAL_PROVIDERS) {
    app.get(`/${provider}`, {
      config: { public: true, ...limits.socialTrip },
      schema: { tags, response: { 302: zRedirect, 429: errorEnvelope } },
      handler: async (_request, res) => {
        const client = clients[provider];
        if (!client) return res.redirect(errorPath('unavailable'));
        const trip = await startTrip(ctx, client, provider, null).catch(() => null);
        if (!trip) return res.redirect(errorPath('unavailable'));
        setTripCookie(res, ctx.config, provider, trip.state);
        return res.redirect(trip.url);
      },
    });

    app.get(`/${provider}/callback`, {
      config: { public: true, ...limits.socialTrip },
      schema: {
        tags,
        querystring: zCallbackQuery,
        response: { 302: zRedirect, 429: errorEnvelope },
      },
      handler: async (request, res) => {
        const client = clients[provider];
        clearTripCookie(res, ctx.config, provider);
        if (!client) return res.redirect(errorPath('unavailable'));
        const query = new URLSearchParams(request.query);
        const cookieState = tripStateOf(request, provider);
        return res.redirect(
          await finishTrip(ctx, client, provider, query, cookieState, request.log),
        );
      },
    });
  }

  // The code is 256 random bits and its e-mail code allows five tries: the limit only stops floods.
  app.post('/socialSignIn', {
    config: { public: true, ...limits.socialTrip },
    schema: {
      tags,
      body: ZSocialSignInSchema,
      response: {
        200: envelope(
          z.union([
            z.object({ token: z.string(), user: zUserDetails, isNewAccount: z.boolean() }),
            z.object({ needsCode: z.literal(true), email: z.string(), provider: zSocialProvider }),
          ]),
        ),
        ...errors,
      },
    },
    handler: async (request, res) => {
      const result = await redeemHandoff(ctx, request.body);
      return reply(
        res,
        result,
        'needsCode' in result ? socialMessages.codeSent : messages.loggedIn,
      );
    },
  });

  app.get('/identities', {
    schema: {
      tags,
      security: [{ bearer: [] }],
      response: { 200: envelope(zLinkedIdentities), 401: errorEnvelope },
    },
    handler: async (request, res) =>
      reply(res, await linkedIdentities(ctx, principalOf(request).user), socialMessages.identities),
  });

  app.post('/identities/:provider', {
    config: limits.socialTrip,
    schema: {
      tags,
      security: [{ bearer: [] }],
      params: z.object({ provider: zSocialProvider }),
      response: { 200: envelope(z.object({ url: z.string() })), 404: errorEnvelope, ...errors },
    },
    handler: async (request, res) => {
      const { provider } = request.params;
      const client = clients[provider];
      if (!client) throw notFound();
      const trip = await startTrip(ctx, client, provider, principalOf(request).user.id);
      setTripCookie(res, ctx.config, provider, trip.state);
      return reply(res, { url: trip.url }, socialMessages.linkStarted);
    },
  });

  app.delete('/identities/:provider', {
    schema: {
      tags,
      security: [{ bearer: [] }],
      params: z.object({ provider: zSocialProvider }),
      response: {
        200: envelope(zLinkedIdentities),
        404: errorEnvelope,
        409: errorEnvelope,
        ...errors,
      },
    },
    handler: async (request, res) =>
      reply(
        res,
        await unlinkIdentity(ctx, principalOf(request).user.id, request.params.provider),
        socialMessages.unlinked,
      ),
  });
};
