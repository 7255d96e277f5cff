/**
 * A product's construction details (issue 46 §4): `product/{id}/construction`, its callouts and
 * its notes, from their contracts. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { constructionEndpoints as api, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer, SAID } from '../../platform/http/route.ts';
import * as construction from './service.ts';

export const constructionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, api.get, messages.constructionLoaded, (request, user) =>
    construction.getConstruction(ctx, user, request.params.id),
  );
  answer(app, api.addCallout, messages.calloutAdded, (request, user) =>
    construction.addCallout(ctx, user, request.params.id, request.body),
  );
  answer(app, api.updateCallout, SAID, (request, user) =>
    construction.updateCallout(
      ctx,
      user,
      request.params.id,
      request.params.calloutId,
      request.body,
    ),
  );
  answer(app, api.removeCallout, messages.calloutDeleted, (request, user) =>
    construction.removeCallout(ctx, user, request.params.id, request.params.calloutId),
  );
  answer(app, api.saveNotes, SAID, (request, user) =>
    construction.saveNotes(ctx, user, request.params.id, request.body),
  );
};
