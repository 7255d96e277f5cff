/**
 * A product's tech pack revisions (issue 46 §5): `product/{id}/techpack`, from their contracts.
 * Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, techpackEndpoints as api } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer, SAID } from '../../platform/http/route.ts';
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
};
