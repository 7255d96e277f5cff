/**
 * designmate (SPEC §5 `aidesignmate`, issue 35), from its contracts: the user's conversations in
 * a team, and a message answered by a skill. Each route calls one service function.
 */
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { designmateEndpoints as designmateApi, messages } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { envelopeOf, reply } from '../../platform/http/envelope.ts';
import { errorAnswer } from '../../platform/http/error-handler.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { openEventStream, wantsEventStream } from '../../platform/http/event-stream.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
import { refuseOversizedUpload, uploadParts } from '../../platform/media/receive-files.ts';
import * as designmate from './service.ts';

export const designmateRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);

  answer(app, designmateApi.list, messages.designmateConversations, (request, user) =>
    designmate.listConversations(ctx, user, request.query),
  );

  answer(app, designmateApi.usage, messages.designmateUsage, (request, user) =>
    designmate.getUsage(ctx, user, request.query),
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

  answer(app, designmateApi.savePalette, messages.designmatePaletteSaved, (request, user) =>
    designmate.savePalette(ctx, user, request.params.id, request.params.messageId, request.body),
  );

  answer(
    app,
    designmateApi.applySuggestion,
    messages.designmateSuggestionApplied,
    (request, user) =>
      designmate.applySuggestion(
        ctx,
        user,
        request.params.id,
        request.params.messageId,
        request.body,
      ),
  );

  route(app, designmateApi.upload, {
    config: limits.designmate,
    handler: async (request, res) => {
      refuseOversizedUpload(request, res);
      if (!request.isMultipart()) throw fieldError('files', messages.fileRequired);
      const uploads = await designmate.uploadImages(
        ctx,
        userOf(request),
        request.params.id,
        uploadParts(request),
        Number(request.headers['content-length']) || 0,
      );
      return reply(res, uploads, messages.designmateUploaded, 201);
    },
  });

  route(app, designmateApi.message, {
    config: limits.designmate,
    handler: async (request, res) => {
      const question = await designmate.prepareMessage(
        ctx,
        userOf(request),
        request.params.id,
        request.body,
      );
      if (!wantsEventStream(request.headers.accept)) {
        const answered = await designmate.answerMessage(question);
        return reply(res, answered, messages.designmateAnswered, 201);
      }
      // Streamed: the skill at work and the words as they come, then the envelope a plain
      // request would have had; a stop (the asker goes away) keeps nothing.
      const events = openEventStream(res);
      try {
        const answered = await designmate.answerMessage(question, {
          signal: events.signal,
          skill: (skill) => events.send('skill', { skill }),
          text: (text) => events.send('text', { text }),
        });
        if (answered) events.send('done', envelopeOf(answered, messages.designmateAnswered, 201));
      } catch (err) {
        // A stop is the asker's choice, not a failure: nothing to log, report or send.
        if (events.signal.aborted) return res;
        const failed = errorAnswer(err as FastifyError);
        if (failed.level) {
          request.log.error({ err }, 'streamed answer failed');
          ctx.reporter.report(err, { where: `POST ${designmateApi.message.path}` });
        }
        events.send('error', failed.body);
      } finally {
        events.end();
      }
      return res;
    },
  });
};
