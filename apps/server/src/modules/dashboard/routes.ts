/**
 * The dashboard's cards (SPEC §5 `dashboard/…`, issue 34), from their contracts; each route calls
 * one service function. Active products carries its counts per stage beside `data`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints as dashboardApi, messages } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { messageKeyOf } from '../../platform/http/envelope.ts';
import { answer, route } from '../../platform/http/route.ts';
import * as dashboard from './service.ts';

export const dashboardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, dashboardApi.activeProducts, {
    handler: async (request, res) => {
      const card = await dashboard.getActiveProducts(ctx, userOf(request), request.query);
      return res.send({
        responseCode: 200,
        responseMessage: messages.activeProducts,
        ...messageKeyOf(messages.activeProducts),
        ...card,
      });
    },
  });

  answer(app, dashboardApi.trendingFabrics, messages.trendingFabrics, (request, user) =>
    dashboard.getTrendingFabrics(ctx, user, request.query),
  );

  answer(app, dashboardApi.totalUploads, messages.totalUploads, (request, user) =>
    dashboard.getTotalUploads(ctx, user, request.query),
  );

  answer(app, dashboardApi.recentActivity, messages.recentActivity, (request, user) =>
    dashboard.getRecentActivity(ctx, user, request.query),
  );
};
