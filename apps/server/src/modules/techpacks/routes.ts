/**
 * A product's tech pack revisions (issue 46 §5): `product/{id}/techpack`, from their contracts.
 * Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, techpackEndpoints as api, type TechpackFileFormat } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendAttachment } from '../../platform/http/attachment.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route, SAID } from '../../platform/http/route.ts';
import { downloadTechpack } from './files-service.ts';
import * as techpacks from './service.ts';

export const techpackRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, api.release, SAID, (request, user) =>
    techpacks.releaseTechpack(ctx, user, request.params.id, request.body),
  );
  answer(app, api.list, messages.techpackLoaded, (request, user) =>
    techpacks.listTechpacks(ctx, user, request.params.id),
  );
  answer(app, api.compare, messages.techpackCompared, (request, user) =>
    techpacks.compareTechpacks(ctx, user, request.params.id, request.query),
  );
  answer(app, api.get, messages.techpackRevisionLoaded, (request, user) =>
    techpacks.getTechpack(ctx, user, request.params.id, request.params.revisionId),
  );

  // The revision as a file: streamed from storage (drawn there first on the first download).
  for (const format of ['pdf', 'xlsx'] as const satisfies readonly TechpackFileFormat[]) {
    route(app, api[format], {
      config: limits.export,
      handler: async (request, res) => {
        const file = await downloadTechpack(
          ctx,
          userOf(request),
          request.params.id,
          request.params.revisionId,
          format,
          request.query,
        );
        return sendAttachment(res, {
          body: file.stream,
          contentType: file.contentType,
          fileName: file.fileName,
          fallback: `techpack.${format}`,
          bytes: file.bytes,
        });
      },
    });
  }
};
