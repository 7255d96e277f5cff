import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZCreatePasswordSchema,
  ZForgotPasswordSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResendOtpSchema,
  ZVerifyOtpSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { envelope, errorEnvelope, reply } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import { failureLimit, limits, LOGIN_FAILURES_PER_IP } from '../../platform/http/rate-limits.ts';
import { zUserDetails } from '../accounts/presenter.ts';
import * as auth from './service.ts';

const zAuthResult = z.object({ token: z.string(), user: zUserDetails });
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/register', {
    config: { public: true, ...limits.register },
    schema: {
      tags,
      body: ZRegisterSchema,
      response: {
        201: envelope(z.object({ email: z.string(), signupToken: z.string() })),
        ...errors,
      },
    },
    handler: async (request, res) =>
      reply(res, await auth.register(ctx, request.body), messages.registered, 201),
  });

  app.post('/verifyOtp', {
    config: { public: true, ...limits.otp },
    schema: {
      tags,
      body: ZVerifyOtpSchema,
      response: {
        200: envelope(z.union([zAuthResult, z.object({ resetToken: z.string() })])),
        ...errors,
      },
    },
    handler: async (request, res) =>
      reply(res, await auth.verifyOtp(ctx, request.body), messages.otpVerified),
  });

  app.post('/resendOtp', {
    config: { public: true, ...limits.resend },
    schema: { tags, body: ZResendOtpSchema, response: { 200: envelope(z.null()), ...errors } },
    handler: async (request, res) => {
      await auth.resendOtp(ctx, request.body);
      return reply(res, null, messages.otpSent);
    },
  });

  const loginFailures = failureLimit(app, 'login', LOGIN_FAILURES_PER_IP);
  app.post('/login', {
    config: { public: true, ...limits.login },
    schema: { tags, body: ZLoginSchema, response: { 200: envelope(zAuthResult), ...errors } },
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

  app.post('/forgotPassword', {
    config: { public: true, ...limits.reset },
    schema: { tags, body: ZForgotPasswordSchema, response: { 200: envelope(z.null()), ...errors } },
    handler: async (request, res) => {
      await auth.forgotPassword(ctx, request.body);
      return reply(res, null, messages.forgotPasswordSent);
    },
  });

  app.post('/createPassword', {
    config: { public: true, ...limits.createPassword },
    schema: { tags, body: ZCreatePasswordSchema, response: { 200: envelope(z.null()), ...errors } },
    handler: async (request, res) => {
      await auth.createPassword(ctx, request.body);
      return reply(res, null, messages.passwordCreated);
    },
  });

  app.get('/logout', {
    schema: {
      tags,
      security: [{ bearer: [] }],
      response: { 200: envelope(z.null()), 401: errorEnvelope },
    },
    handler: async (request, res) => {
      await auth.logout(ctx, principalOf(request).sessionId);
      return reply(res, null, messages.loggedOut);
    },
  });
};
