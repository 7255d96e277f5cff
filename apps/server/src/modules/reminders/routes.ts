/**
 * Reminders (SPEC §7 `reminder`, `reminder/reminderByTeam`; issue 13), from their contracts. Each
 * route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, reminderEndpoints as reminderApi } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { answer, route } from '../../platform/http/route.ts';
import * as reminders from './service.ts';
import type { ReminderUpdateKind } from './service.ts';

const UPDATE_MESSAGES: Record<ReminderUpdateKind, string> = {
  edited: messages.reminderUpdated,
  snoozed: messages.reminderSnoozed,
  done: messages.reminderDone,
  reopened: messages.reminderReopened,
};

export const reminderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, reminderApi.listByTeam, messages.remindersLoaded, (request, user) =>
    reminders.listByTeam(ctx, user, request.params.teamId, request.query),
  );

  answer(app, reminderApi.get, messages.ok, (request, user) =>
    reminders.getReminder(ctx, user, request.params.id),
  );

  answer(app, reminderApi.create, messages.reminderAdded, (request, user) =>
    reminders.createReminder(ctx, user, request.body),
  );

  route(app, reminderApi.update, {
    handler: async (request, res) => {
      const { reminder, kind } = await reminders.updateReminder(
        ctx,
        userOf(request),
        request.params.id,
        request.body,
      );
      return reply(res, reminder, UPDATE_MESSAGES[kind]);
    },
  });

  answer(app, reminderApi.delete, messages.reminderDeleted, (request, user) =>
    reminders.deleteReminder(ctx, user, request.params.id),
  );
};
