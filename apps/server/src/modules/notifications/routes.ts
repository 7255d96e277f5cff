/**
 * `notifications/userNotifications`, `notifications/markasRead` and `notificationSetting` (SPEC §7),
 * from their contracts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE, messages, notificationEndpoints as notificationApi } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import * as notifications from './service.ts';

const userId = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user.id;

/** The app registers this plugin without a prefix: its routes take API_BASE here. */
export const notificationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(
    async (api) => {
      route(api, notificationApi.list, {
        handler: async (request, res) => {
          const { page, limit } = request.query;
          const result = await notifications.listForUser(ctx, userId(request), page, limit);
          return res.send({
            responseCode: 200,
            responseMessage: result.items.length
              ? messages.notificationsLoaded
              : messages.noNotifications,
            data: result.items,
            pagination: result.pagination,
            unreadCount: result.unreadCount,
          });
        },
      });

      route(api, notificationApi.markRead, {
        handler: async (request, res) =>
          reply(
            res,
            { updated: await notifications.markRead(ctx, userId(request)) },
            messages.notificationsMarkedRead,
          ),
      });

      route(api, notificationApi.settings, {
        handler: async (request, res) =>
          reply(res, await notifications.getSettings(ctx, userId(request)), messages.ok),
      });

      route(api, notificationApi.updateSettings, {
        handler: async (request, res) => {
          const result = await notifications.updateSettings(ctx, userId(request), request.body);
          return reply(res, result.items, result.message);
        },
      });
    },
    { prefix: API_BASE },
  );
};
