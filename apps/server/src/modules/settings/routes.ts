/**
 * `general` (company profile and its logo), `general/currency`, `general/language`,
 * `emailSetting` and `generalSetting` (SPEC §7), from their contracts. Each route calls exactly
 * one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  messages,
  settingsEndpoints as settingsApi,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { requireUploadedFile } from '../../platform/media/upload.ts';
import * as settings from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const settingsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);

  route(app, settingsApi.company, {
    handler: async (request, res) =>
      reply(res, await settings.getCompany(ctx, me(request)), messages.ok),
  });

  route(app, settingsApi.updateCompany, {
    handler: async (request, res) => {
      const result = await settings.updateCompany(ctx, me(request), request.body);
      return reply(res, result.company, result.message);
    },
  });

  route(app, settingsApi.uploadLogo, {
    handler: async (request, res) => {
      const file = await requireUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES);
      const logo = await settings.uploadLogo(ctx, me(request), file.filename, file.file);
      return reply(res, logo, messages.logoUploaded);
    },
  });

  route(app, settingsApi.currencies, {
    handler: async (_request, res) => reply(res, settings.currencies(), messages.ok),
  });

  route(app, settingsApi.languages, {
    handler: async (_request, res) => reply(res, settings.languages(), messages.ok),
  });

  route(app, settingsApi.email, {
    handler: async (request, res) =>
      reply(res, await settings.getEmailSettings(ctx, me(request)), messages.ok),
  });

  route(app, settingsApi.updateEmail, {
    handler: async (request, res) => {
      const result = await settings.updateEmailSettings(ctx, me(request), request.body);
      return reply(res, result.settings, result.message);
    },
  });

  route(app, settingsApi.general, {
    handler: async (request, res) =>
      reply(res, await settings.getGeneralSettings(ctx, me(request)), messages.ok),
  });

  route(app, settingsApi.updateGeneral, {
    handler: async (request, res) => {
      const result = await settings.updateGeneralSettings(ctx, me(request), request.body);
      return reply(res, result.settings, result.message);
    },
  });
};
