import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, ZUpdateProfileSchema, ZUpdateQuestionsSchema } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { bearerSecurity, envelope, errorEnvelope, reply } from '../../platform/http/envelope.ts';
import { zUserDetails } from '../accounts/presenter.ts';
import * as profile from './service.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 413: errorEnvelope };
const tags = ['profile'];
const security = bearerSecurity;

/** Registered under /api/v1/auth, where SPEC §7 puts these paths. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/getProfile', {
    schema: { tags, security, response: { 200: envelope(zUserDetails), ...errors } },
    handler: async (request, res) =>
      reply(res, await profile.getProfile(ctx, principalOf(request).user), messages.profileLoaded),
  });

  app.put('/updateProfile', {
    schema: {
      tags,
      security,
      body: ZUpdateProfileSchema,
      response: { 200: envelope(zUserDetails), ...errors },
    },
    handler: async (request, res) => {
      const result = await profile.updateProfile(ctx, principalOf(request).user, request.body);
      return reply(res, result.user, result.message);
    },
  });

  app.put('/updateQuestions', {
    schema: {
      tags,
      security,
      body: ZUpdateQuestionsSchema,
      response: { 200: envelope(zUserDetails), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await profile.updateQuestions(ctx, principalOf(request).user, request.body),
        messages.questionsSaved,
      ),
  });
};
