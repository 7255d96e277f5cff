/**
 * Points of measure (`pom`) and size ranges (`sizeRange`) of a team (issue 45), from their
 * contracts. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, pomEndpoints as pomApi, sizeRangeEndpoints as rangeApi } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer } from '../../platform/http/route.ts';
import * as library from './service.ts';

export const pomRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, pomApi.list, messages.pomsLoaded, (request, user) =>
    library.listPoms(ctx, user, request.query.teamId),
  );
  answer(app, pomApi.create, messages.pomAdded, (request, user) =>
    library.createPom(ctx, user, request.body),
  );
  answer(app, pomApi.starter, messages.pomStarterAdded, (request, user) =>
    library.addStarterPoms(ctx, user, request.body.teamId),
  );
  answer(app, pomApi.reorder, messages.pomsReordered, (request, user) =>
    library.reorderPoms(ctx, user, request.body),
  );
  answer(app, pomApi.update, messages.pomUpdated, (request, user) =>
    library.updatePom(ctx, user, request.params.id, request.body),
  );
  answer(app, pomApi.remove, messages.pomDeleted, (request, user) =>
    library.deletePom(ctx, user, request.params.id),
  );

  answer(app, rangeApi.list, messages.sizeRangesLoaded, (request, user) =>
    library.listSizeRanges(ctx, user, request.query.teamId),
  );
  answer(app, rangeApi.create, messages.sizeRangeAdded, (request, user) =>
    library.createSizeRange(ctx, user, request.body),
  );
  answer(app, rangeApi.update, messages.sizeRangeUpdated, (request, user) =>
    library.updateSizeRange(ctx, user, request.params.id, request.body),
  );
  answer(app, rangeApi.remove, messages.sizeRangeDeleted, (request, user) =>
    library.deleteSizeRange(ctx, user, request.params.id),
  );
};
