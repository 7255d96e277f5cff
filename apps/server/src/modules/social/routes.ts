/** DESIGN §3: `GET auth/{google,facebook}` and their callbacks, plus the web app's side. */
import type { FastifyPluginAsync } from 'fastify';
import {
  SOCIAL_PROVIDERS,
  messages,
  socialEndpoints as socialApi,
  socialMessages,
  socialTrips,
} from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
import { redeemHandoff } from './handoffs.ts';
import { linkedIdentities, unlinkIdentity } from './identities.ts';
import {
  configuredProviders,
  errorPath,
  finishTrip,
  providerClients,
  startTrip,
} from './service.ts';
import { clearTripCookie, setTripCookie, tripStateOf } from './trip-cookie.ts';

/** Registered under /api/v1/auth. */
export const socialRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const clients = providerClients(ctx.config);

  answer(app, socialApi.providers, socialMessages.providers, () => configuredProviders(clients));

  for (const provider of SOCIAL_PROVIDERS) {
    const trip = socialTrips[provider];
    route(app, trip.start, {
      config: limits.socialTrip,
      handler: async (_request, res) => {
        const client = clients[provider];
        if (!client) return res.redirect(errorPath('unavailable'));
        const started = await startTrip(ctx, client, provider, null).catch((err: unknown) => {
          ctx.failures.record('socialStart', err, { provider });
          return null;
        });
        if (!started) return res.redirect(errorPath('unavailable'));
        setTripCookie(res, ctx.config, provider, started.state);
        return res.redirect(started.url);
      },
    });

    route(app, trip.callback, {
      config: limits.socialTrip,
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
  route(app, socialApi.signIn, {
    config: limits.socialTrip,
    handler: async (request, res) => {
      const result = await redeemHandoff(ctx, request.body);
      return reply(
        res,
        result,
        'needsCode' in result ? socialMessages.codeSent : messages.loggedIn,
      );
    },
  });

  answer(app, socialApi.identities, socialMessages.identities, (_request, user) =>
    linkedIdentities(ctx, user),
  );

  route(app, socialApi.link, {
    config: limits.socialTrip,
    handler: async (request, res) => {
      const { provider } = request.params;
      const client = clients[provider];
      if (!client) throw notFound();
      const trip = await startTrip(ctx, client, provider, userOf(request).id);
      setTripCookie(res, ctx.config, provider, trip.state);
      return reply(res, { url: trip.url }, socialMessages.linkStarted);
    },
  });

  answer(app, socialApi.unlink, socialMessages.unlinked, (request, user) =>
    unlinkIdentity(ctx, user.id, request.params.provider),
  );
};
