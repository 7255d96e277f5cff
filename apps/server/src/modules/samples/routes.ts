/**
 * Sample requests (issue 47 §3), from their contracts: the team asks and receives, the supplier
 * answers and measures; the board lists the open ones. Each route calls one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, sampleEndpoints as api } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { userOf } from '../../platform/auth/authenticate.ts';
import { reply } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { writeOnce } from '../../platform/http/idempotency.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';
import { answer, route, SAID } from '../../platform/http/route.ts';
import { refuseOversizedUpload, uploadParts } from '../../platform/media/receive-files.ts';
import * as samples from './service.ts';

export const sampleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);
  answer(app, api.create, messages.sampleRequested, (request, user) =>
    samples.createSample(ctx, user, request.params.id, request.body),
  );
  answer(app, api.list, messages.samplesLoaded, (request, user) =>
    samples.listSamples(ctx, user, request.params.id),
  );
  answer(app, api.get, messages.sampleLoaded, (request, user) =>
    samples.getSample(ctx, user, request.params.id, request.params.sampleId),
  );
  // Under an Idempotency-Key a replayed step answers the first: nobody told twice.
  route(app, api.update, {
    handler: (request, res) => {
      const user = userOf(request);
      const { id, sampleId } = request.params;
      return writeOnce({
        ctx,
        request,
        reply: res,
        userId: user.id,
        status: 200,
        message: messages.sampleSaved,
        authorize: () => samples.mayUpdateSample(ctx, user, id, sampleId, request.body.status),
        content: { json: request.body },
        write: (once) => samples.updateSampleStatus(ctx, user, id, sampleId, request.body, once),
      });
    },
  });
  answer(app, api.measure, SAID, (request, user) =>
    samples.measureSample(ctx, user, request.params.id, request.params.sampleId, request.body),
  );
  route(app, api.photos, {
    handler: async (request, res) => {
      refuseOversizedUpload(request, res);
      if (!request.isMultipart()) throw fieldError('files', messages.fileRequired);
      const detail = await samples.addSamplePhotos(
        ctx,
        userOf(request),
        request.params.id,
        request.params.sampleId,
        uploadParts(request),
        Number(request.headers['content-length']) || 0,
      );
      return reply(res, detail, messages.samplePhotosAdded, 201);
    },
  });
  answer(app, api.withdraw, messages.sampleWithdrawn, (request, user) =>
    samples.withdrawSample(ctx, user, request.params.id, request.params.sampleId),
  );
  answer(app, api.board, messages.samplesLoaded, (request, user) =>
    samples.sampleBoard(ctx, user, request.params.teamId),
  );
};
