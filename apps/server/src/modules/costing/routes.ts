/** Costing (issue 46 §3): a product's figures and parts, the team's currency and rates. */
import type { FastifyPluginAsync } from 'fastify';
import { costingEndpoints as api, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer, SAID } from '../../platform/http/route.ts';
import * as costing from './service.ts';

export const costingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, api.get, messages.costingLoaded, (request, user) =>
    costing.getCosting(ctx, user, request.params.id),
  );
  answer(app, api.save, SAID, (request, user) =>
    costing.saveCosting(ctx, user, request.params.id, request.body),
  );
  answer(app, api.team, messages.teamCostingLoaded, (request, user) =>
    costing.getTeamCosting(ctx, user, request.params.teamId),
  );
  answer(app, api.saveTeam, SAID, (request, user) =>
    costing.saveTeamCosting(ctx, user, request.params.teamId, request.body),
  );
};
