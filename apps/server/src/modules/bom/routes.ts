/** A product's bill of materials (issue 46 §2), from its contract. */
import type { FastifyPluginAsync } from 'fastify';
import { bomEndpoints as api, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer, SAID } from '../../platform/http/route.ts';
import * as bom from './service.ts';

export const bomRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, api.get, messages.bomLoaded, (request, user) =>
    bom.getBom(ctx, user, request.params.id),
  );
  answer(app, api.save, SAID, (request, user) =>
    bom.saveBom(ctx, user, request.params.id, request.body),
  );
};
