/**
 * Reminders (SPEC §7 `reminder`, `reminder/reminderByTeam`; issue 13). Each route calls exactly
 * one service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZCreateReminderSchema,
  ZDeletedEntry,
  zRecordId,
  ZReminder,
  ZReminderListQuery,
  ZUpdateReminderSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  bearerSecurity,
  envelope,
  pagedEnvelope,
  reply,
  replyPage,
  teamRouteErrors,
} from '../../platform/http/envelope.ts';
import * as reminders from './service.ts';
import type { ReminderUpdateKind } from './service.ts';

const errors = teamRouteErrors;
const tags = ['reminder'];
const security = bearerSecurity;
const zIdParams = z.object({ id: zRecordId() });

const UPDATE_MESSAGES: Record<ReminderUpdateKind, string> = {
  edited: messages.reminderUpdated,
  snoozed: messages.reminderSnoozed,
  done: messages.reminderDone,
  reopened: messages.reminderReopened,
};

export const reminderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.get('/reminder/reminderByTeam/:teamId', {
    schema: {
      tags,
      security,
      params: z.object({ teamId: zRecordId() }),
      querystring: ZReminderListQuery,
      response: { 200: pagedEnvelope(ZReminder), ...errors },
    },
    handler: async (request, res) =>
      replyPage(
        res,
        await reminders.listByTeam(ctx, me(request), request.params.teamId, request.query),
        messages.remindersLoaded,
      ),
  });

  app.get('/reminder/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZReminder), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await reminders.getReminder(ctx, me(request), request.params.id), messages.ok),
  });

  app.post('/reminder', {
    schema: {
      tags,
      security,
      body: ZCreateReminderSchema,
      response: { 201: envelope(ZReminder), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await reminders.createReminder(ctx, me(request), request.body),
        messages.reminderAdded,
        201,
      ),
  });

  app.put('/reminder/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      body: ZUpdateReminderSchema,
      response: { 200: envelope(ZReminder), ...errors },
    },
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

  app.delete('/reminder/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await reminders.deleteReminder(ctx, me(request), request.params.id),
        messages.reminderDeleted,
      ),
  });
};
