/**
 * API tokens (issue 49 §1), from their contracts: a person makes, lists and revokes their own.
 * These are account routes: a token never reaches them (`platform/auth/authenticate.ts`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiTokenEndpoints as api, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer } from '../../platform/http/route.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import * as tokens from './service.ts';

export const apiTokenRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, api.create, messages.apiTokenCreated, { config: limits.apiTokens }, (request, user) =>
    tokens.createApiToken(ctx, user, request.body),
  );
  answer(app, api.list, messages.apiTokensLoaded, (_request, user) =>
    tokens.listApiTokens(ctx, user),
  );
  answer(app, api.revoke, messages.apiTokenRevoked, (request, user) =>
    tokens.revokeApiToken(ctx, user, request.params.id),
  );
};
