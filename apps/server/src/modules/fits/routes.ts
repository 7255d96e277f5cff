/**
 * A product's fit sessions (issue 45 §6), from their contracts: listed, opened, read, measured
 * and applied to the spec, and given their photos; and the team's sample rounds they belong to
 * (issue 45 §5). Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  fitEndpoints as fitApi,
  messages,
  sampleRoundEndpoints as roundApi,
} from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { userOf } from '../../platform/auth/authenticate.ts';
import { writeOnce } from '../../platform/http/idempotency.ts';
import { answer, route, SAID } from '../../platform/http/route.ts';
import * as rounds from './rounds-service.ts';
import * as fits from './service.ts';

export const fitRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, fitApi.list, messages.fitsLoaded, (request, user) =>
    fits.listFits(ctx, user, request.params.id),
  );
  answer(app, fitApi.create, messages.fitCreated, (request, user) =>
    fits.createFit(ctx, user, request.params.id, request.body),
  );
  answer(app, fitApi.get, messages.fitLoaded, (request, user) =>
    fits.getFit(ctx, user, request.params.id, request.params.fitId),
  );
  // Under an Idempotency-Key a replayed recording answers the first: no entries made twice.
  route(app, fitApi.record, {
    handler: (request, res) => {
      const user = userOf(request);
      const { id, fitId } = request.params;
      return writeOnce({
        ctx,
        request,
        reply: res,
        userId: user.id,
        status: 200,
        message: messages.fitRecorded,
        authorize: () => fits.mayRecordFit(ctx, user, id, fitId),
        content: { json: request.body },
        write: (once) => fits.recordFit(ctx, user, id, fitId, request.body, once),
      });
    },
  });
  answer(app, fitApi.photos, messages.fitPhotosSaved, (request, user) =>
    fits.setFitPhotos(ctx, user, request.params.id, request.params.fitId, request.body),
  );
  answer(app, fitApi.apply, SAID, (request, user) =>
    fits.applyFit(ctx, user, request.params.id, request.params.fitId, request.body),
  );

  answer(app, roundApi.list, messages.sampleRoundsLoaded, (request, user) =>
    rounds.listSampleRounds(ctx, user, request.params.teamId),
  );
  answer(app, roundApi.save, SAID, (request, user) =>
    rounds.saveSampleRounds(ctx, user, request.params.teamId, request.body),
  );
};
