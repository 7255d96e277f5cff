/**
 * A product's spec sheet (issue 45): `product/{id}/spec`, its revisions and their comparison, and
 * the sheet as a file (export, import), from their contracts. Each route calls exactly one
 * service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, SPEC_FILE_MAX_BYTES, specEndpoints as specApi } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';
import { sendAttachment } from '../../platform/http/attachment.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route, SAID } from '../../platform/http/route.ts';
import { requireUploadedFile } from '../../platform/media/upload.ts';
import * as specs from './service.ts';
import * as transfer from './transfer-service.ts';

/** A file name without what a header or a file system would trip on. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'spec';

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

  route(app, specApi.export, {
    config: limits.export,
    handler: async (request, res) => {
      const file = await transfer.exportSpec(
        ctx,
        userOf(request),
        request.params.id,
        request.query,
      );
      const name = safeName(file.fileName);
      return sendAttachment(res, {
        body: file.bytes,
        contentType: file.contentType,
        fileName: name,
        fallback: `spec.${request.query.format}`,
      });
    },
  });

  // Only the import reads a multipart body: its own scope takes files, the others stay lean.
  await app.register(async (files) => {
    await acceptFiles(files);
    route(files, specApi.import, {
      config: limits.specImport,
      handler: async (request, res) => {
        const file = await requireUploadedFile(request, SPEC_FILE_MAX_BYTES);
        const result = await transfer.importSpec(
          ctx,
          userOf(request),
          request.params.id,
          { fileName: file.filename.slice(-120), stream: file.file },
          request.query,
        );
        return reply(res, result.data, result.message);
      },
    });
  });
};
