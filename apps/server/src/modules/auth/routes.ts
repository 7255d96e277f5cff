/** Sign-up and sign-in routes (SPEC §7 `auth` base), from their contracts. */
import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as authApi, messages } from '@atelier/domain';
import { sessionIdOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import { failureLimit, limits, LOGIN_FAILURES_PER_IP } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
import * as auth from './service.ts';

/** Registered under /api/v1/auth. */
export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, authApi.register, messages.registered, { config: limits.register }, (request) =>
    auth.register(ctx, request.body),
  );

  answer(app, authApi.verifyOtp, messages.otpVerified, { config: limits.otp }, (request) =>
    auth.verifyOtp(ctx, request.body),
  );

  answer(app, authApi.resendOtp, messages.otpSent, { config: limits.resend }, (request) =>
    auth.resendOtp(ctx, request.body),
  );

  const loginFailures = failureLimit(app, 'login', LOGIN_FAILURES_PER_IP);
  route(app, authApi.login, {
    config: limits.login,
    handler: async (request, res) => {
      await loginFailures.guard(request);
      try {
        return reply(res, await auth.login(ctx, request.body), messages.loggedIn);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 401) await loginFailures.count(request);
        throw err;
      }
    },
  });

  answer(
    app,
    authApi.forgotPassword,
    messages.forgotPasswordSent,
    { config: limits.reset },
    (request) => auth.forgotPassword(ctx, request.body),
  );

  answer(
    app,
    authApi.createPassword,
    messages.passwordCreated,
    { config: limits.createPassword },
    (request) => auth.createPassword(ctx, request.body),
  );

  answer(app, authApi.logout, messages.loggedOut, (request) =>
    auth.logout(ctx, sessionIdOf(request)),
  );
};
