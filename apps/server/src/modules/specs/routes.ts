/**
 * A product's spec sheet (issue 45): `product/{id}/spec`, its revisions and their comparison,
 * from their contracts. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, specEndpoints as specApi } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer, SAID } from '../../platform/http/route.ts';
import * as specs from './service.ts';

export const specRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, specApi.get, messages.specLoaded, (request, user) =>
    specs.getSpec(ctx, user, request.params.id),
  );
  answer(app, specApi.save, SAID, (request, user) =>
    specs.saveSpec(ctx, user, request.params.id, request.body),
  );
  answer(app, specApi.revisions, messages.specRevisionsLoaded, (request, user) =>
    specs.listRevisions(ctx, user, request.params.id),
  );
  answer(app, specApi.revision, messages.specRevisionLoaded, (request, user) =>
    specs.getRevision(ctx, user, request.params.id, request.params.revision),
  );
  answer(app, specApi.compare, messages.specCompared, (request, user) =>
    specs.compareRevisions(ctx, user, request.params.id, request.query),
  );
};
