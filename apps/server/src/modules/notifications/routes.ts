/** `notifications/userNotifications`, `notifications/markasRead` and `notificationSetting` (SPEC §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_BASE,
  messages,
  NOTIFICATION_SETTING_KEYS,
  ZAppNotification,
  ZPageQuery,
  ZUpdateNotificationSettingsSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  bearerSecurity,
  envelope,
  errorEnvelope,
  pagedEnvelope,
  reply,
} from '../../platform/http/envelope.ts';
import * as notifications from './service.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope };
const security = bearerSecurity;

const zSettingItem = z.object({
  key: z.enum(NOTIFICATION_SETTING_KEYS),
  mainTitle: z.string(),
  subTitle: z.string(),
  groupTitle: z.string(),
  itemActions: z.object({ emailEnable: z.boolean(), webEnable: z.boolean() }),
  selectedTeamMembers: z.array(z.string()).optional(),
});

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const userId = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user.id;

  app.get(`${API_BASE}/notifications/userNotifications`, {
    schema: {
      tags: ['notifications'],
      security,
      querystring: ZPageQuery,
      response: {
        200: pagedEnvelope(ZAppNotification).extend({ unreadCount: z.number() }),
        ...errors,
      },
    },
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

  app.get(`${API_BASE}/notifications/markasRead`, {
    schema: {
      tags: ['notifications'],
      security,
      response: { 200: envelope(z.object({ updated: z.number() })), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        { updated: await notifications.markRead(ctx, userId(request)) },
        messages.notificationsMarkedRead,
      ),
  });

  app.get(`${API_BASE}/notificationSetting`, {
    schema: {
      tags: ['notifications'],
      security,
      response: { 200: envelope(z.array(zSettingItem)), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await notifications.getSettings(ctx, userId(request)), messages.ok),
  });

  app.put(`${API_BASE}/notificationSetting`, {
    schema: {
      tags: ['notifications'],
      security,
      body: ZUpdateNotificationSettingsSchema,
      response: { 200: envelope(z.array(zSettingItem)), ...errors },
    },
    handler: async (request, res) => {
      const result = await notifications.updateSettings(ctx, userId(request), request.body);
      return reply(res, result.items, result.message);
    },
  });
};
