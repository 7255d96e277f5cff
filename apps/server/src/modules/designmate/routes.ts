/**
 * designmate (SPEC §5 `aidesignmate`, issue 35), from its contracts: the user's conversations in
 * a team, and a message answered by a skill. Each route calls one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { designmateEndpoints as designmateApi, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer } from '../../platform/http/route.ts';
import * as designmate from './service.ts';

export const designmateRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, designmateApi.list, messages.designmateConversations, (request, user) =>
    designmate.listConversations(ctx, user, request.query),
  );

  answer(app, designmateApi.create, messages.designmateCreated, (request, user) =>
    designmate.createConversation(ctx, user, request.body),
  );

  answer(app, designmateApi.get, messages.designmateConversation, (request, user) =>
    designmate.getConversation(ctx, user, request.params.id),
  );

  answer(app, designmateApi.rename, messages.designmateRenamed, (request, user) =>
    designmate.renameConversation(ctx, user, request.params.id, request.body),
  );

  answer(app, designmateApi.delete, messages.designmateDeleted, (request, user) =>
    designmate.deleteConversation(ctx, user, request.params.id),
  );

  answer(
    app,
    designmateApi.message,
    messages.designmateAnswered,
    { config: limits.designmate },
    (request, user) => designmate.sendMessage(ctx, user, request.params.id, request.body),
  );
};
