/**
 * Reminders (SPEC §7 `reminder`, `reminder/reminderByTeam`; issue 13), from their contracts. Each
 * route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, reminderEndpoints as reminderApi } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply, replyPage } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import * as reminders from './service.ts';
import type { ReminderUpdateKind } from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

const UPDATE_MESSAGES: Record<ReminderUpdateKind, string> = {
  edited: messages.reminderUpdated,
  snoozed: messages.reminderSnoozed,
  done: messages.reminderDone,
  reopened: messages.reminderReopened,
};

export const reminderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, reminderApi.listByTeam, {
    handler: async (request, res) =>
      replyPage(
        res,
        await reminders.listByTeam(ctx, me(request), request.params.teamId, request.query),
        messages.remindersLoaded,
      ),
  });

  route(app, reminderApi.get, {
    handler: async (request, res) =>
      reply(res, await reminders.getReminder(ctx, me(request), request.params.id), messages.ok),
  });

  route(app, reminderApi.create, {
    handler: async (request, res) =>
      reply(
        res,
        await reminders.createReminder(ctx, me(request), request.body),
        messages.reminderAdded,
        201,
      ),
  });

  route(app, reminderApi.update, {
    handler: async (request, res) => {
      const { reminder, kind } = await reminders.updateReminder(
        ctx,
        me(request),
        request.params.id,
        request.body,
      );
      return reply(res, reminder, UPDATE_MESSAGES[kind]);
    },
  });

  route(app, reminderApi.delete, {
    handler: async (request, res) =>
      reply(
        res,
        await reminders.deleteReminder(ctx, me(request), request.params.id),
        messages.reminderDeleted,
      ),
  });
};
