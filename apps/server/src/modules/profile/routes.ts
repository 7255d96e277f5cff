/** The signed-in user's profile and onboarding answers (SPEC §7), from their contracts. */
import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints, messages, profileEndpoints as profileApi } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer, SAID } from '../../platform/http/route.ts';
import * as profile from './service.ts';

/** Registered under /api/v1/auth, where SPEC §7 puts these paths. */
export const profileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, authEndpoints.profile, messages.profileLoaded, (_request, user) =>
    profile.getProfile(ctx, user),
  );

  answer(app, profileApi.update, SAID, (request, user) =>
    profile.updateProfile(ctx, user, request.body),
  );

  answer(app, profileApi.updateQuestions, messages.questionsSaved, (request, user) =>
    profile.updateQuestions(ctx, user, request.body),
  );
};
