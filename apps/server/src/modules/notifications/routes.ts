/**
 * `notifications/userNotifications`, `notifications/markasRead` and `notificationSetting` (SPEC §7),
 * from their contracts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE, messages, notificationEndpoints as notificationApi } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { messageKeyOf, reply } from '../../platform/http/envelope.ts';
import { answer, route, SAID } from '../../platform/http/route.ts';
import * as notifications from './service.ts';

/** The app registers this plugin without a prefix: its routes take API_BASE here. */
export const notificationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(
    async (api) => {
      route(api, notificationApi.list, {
        handler: async (request, res) => {
          const { page, limit } = request.query;
          const result = await notifications.listForUser(ctx, userOf(request).id, page, limit);
          const message = result.items.length
            ? messages.notificationsLoaded
            : messages.noNotifications;
          return res.send({
            responseCode: 200,
            responseMessage: message,
            ...messageKeyOf(message),
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
            { updated: await notifications.markRead(ctx, userOf(request).id) },
            messages.notificationsMarkedRead,
          ),
      });

      answer(api, notificationApi.settings, messages.ok, (_request, user) =>
        notifications.getSettings(ctx, user.id),
      );

      answer(api, notificationApi.updateSettings, SAID, (request, user) =>
        notifications.updateSettings(ctx, user.id, request.body),
      );
    },
    { prefix: API_BASE },
  );
};
