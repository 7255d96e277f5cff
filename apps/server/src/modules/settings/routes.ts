/**
 * `general` (company profile and its logo), `general/currency`, `general/language`,
 * `emailSetting` and `generalSetting` (SPEC §7). Each route calls exactly one service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  messages,
  ZCompanySettings,
  ZCurrency,
  ZEmailSettings,
  ZGeneralSettings,
  ZLanguage,
  ZMedia,
  ZUpdateCompanySettingsSchema,
  ZUpdateEmailSettingsSchema,
  ZUpdateGeneralSettingsSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { bearerSecurity, envelope, errorEnvelope, reply } from '../../platform/http/envelope.ts';
import * as settings from './service.ts';
import { requireUploadedFile } from '../../platform/media/upload.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope };
const tags = ['settings'];
const security = bearerSecurity;

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.get('/general', {
    schema: { tags, security, response: { 200: envelope(ZCompanySettings), ...errors } },
    handler: async (request, res) =>
      reply(res, await settings.getCompany(ctx, me(request)), messages.ok),
  });

  app.put('/general', {
    schema: {
      tags,
      security,
      body: ZUpdateCompanySettingsSchema,
      response: { 200: envelope(ZCompanySettings), ...errors },
    },
    handler: async (request, res) => {
      const result = await settings.updateCompany(ctx, me(request), request.body);
      return reply(res, result.company, result.message);
    },
  });

  app.post('/general/logo', {
    schema: {
      tags,
      security,
      consumes: ['multipart/form-data'],
      response: { 200: envelope(ZMedia), 413: errorEnvelope, ...errors },
    },
    handler: async (request, res) => {
      const file = await requireUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES);
      const logo = await settings.uploadLogo(ctx, me(request), file.filename, file.file);
      return reply(res, logo, messages.logoUploaded);
    },
  });

  app.get('/general/currency', {
    schema: { tags, security, response: { 200: envelope(z.array(ZCurrency)), ...errors } },
    handler: async (_request, res) => reply(res, settings.currencies(), messages.ok),
  });

  app.get('/general/language', {
    schema: { tags, security, response: { 200: envelope(z.array(ZLanguage)), ...errors } },
    handler: async (_request, res) => reply(res, settings.languages(), messages.ok),
  });

  app.get('/emailSetting', {
    schema: { tags, security, response: { 200: envelope(ZEmailSettings), ...errors } },
    handler: async (request, res) =>
      reply(res, await settings.getEmailSettings(ctx, me(request)), messages.ok),
  });

  app.put('/emailSetting', {
    schema: {
      tags,
      security,
      body: ZUpdateEmailSettingsSchema,
      response: { 200: envelope(ZEmailSettings), ...errors },
    },
    handler: async (request, res) => {
      const result = await settings.updateEmailSettings(ctx, me(request), request.body);
      return reply(res, result.settings, result.message);
    },
  });

  app.get('/generalSetting', {
    schema: { tags, security, response: { 200: envelope(ZGeneralSettings), ...errors } },
    handler: async (request, res) =>
      reply(res, await settings.getGeneralSettings(ctx, me(request)), messages.ok),
  });

  app.put('/generalSetting', {
    schema: {
      tags,
      security,
      body: ZUpdateGeneralSettingsSchema,
      response: { 200: envelope(ZGeneralSettings), ...errors },
    },
    handler: async (request, res) => {
      const result = await settings.updateGeneralSettings(ctx, me(request), request.body);
      return reply(res, result.settings, result.message);
    },
  });
};
