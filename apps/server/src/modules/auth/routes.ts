/** Sign-up and sign-in routes (SPEC §7 `auth` base), from their contracts. */
import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as authApi, messages } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import { failureLimit, limits, LOGIN_FAILURES_PER_IP } from '../../platform/http/rate-limits.ts';
import { route } from '../../platform/http/route.ts';
import * as auth from './service.ts';

/** Registered under /api/v1/auth. */
export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, authApi.register, {
    config: limits.register,
    handler: async (request, res) =>
      reply(res, await auth.register(ctx, request.body), messages.registered, 201),
  });

  route(app, authApi.verifyOtp, {
    config: limits.otp,
    handler: async (request, res) =>
      reply(res, await auth.verifyOtp(ctx, request.body), messages.otpVerified),
  });

  route(app, authApi.resendOtp, {
    config: limits.resend,
    handler: async (request, res) => {
      await auth.resendOtp(ctx, request.body);
      return reply(res, null, messages.otpSent);
    },
  });

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

  route(app, authApi.forgotPassword, {
    config: limits.reset,
    handler: async (request, res) => {
      await auth.forgotPassword(ctx, request.body);
      return reply(res, null, messages.forgotPasswordSent);
    },
  });

  route(app, authApi.createPassword, {
    config: limits.createPassword,
    handler: async (request, res) => {
      await auth.createPassword(ctx, request.body);
      return reply(res, null, messages.passwordCreated);
    },
  });

  route(app, authApi.logout, {
    handler: async (request, res) => {
      await auth.logout(ctx, principalOf(request).sessionId);
      return reply(res, null, messages.loggedOut);
    },
  });
};
