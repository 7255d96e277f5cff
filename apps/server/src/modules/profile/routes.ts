/** The signed-in user's profile and onboarding answers (SPEC §7), from their contracts. */
import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints, messages, profileEndpoints as profileApi } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import * as profile from './service.ts';

/** Registered under /api/v1/auth, where SPEC §7 puts these paths. */
export const profileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, authEndpoints.profile, {
    handler: async (request, res) =>
      reply(res, await profile.getProfile(ctx, principalOf(request).user), messages.profileLoaded),
  });

  route(app, profileApi.update, {
    handler: async (request, res) => {
      const result = await profile.updateProfile(ctx, principalOf(request).user, request.body);
      return reply(res, result.user, result.message);
    },
  });

  route(app, profileApi.updateQuestions, {
    handler: async (request, res) =>
      reply(
        res,
        await profile.updateQuestions(ctx, principalOf(request).user, request.body),
        messages.questionsSaved,
      ),
  });
};
