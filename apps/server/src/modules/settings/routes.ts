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
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';
import { answer, route, SAID } from '../../platform/http/route.ts';
import { requireUploadedFile } from '../../platform/media/upload.ts';
import * as settings from './service.ts';

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const settingsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);

  answer(app, settingsApi.company, messages.ok, (_request, user) => settings.getCompany(ctx, user));

  answer(app, settingsApi.updateCompany, SAID, (request, user) =>
    settings.updateCompany(ctx, user, request.body),
  );

  route(app, settingsApi.uploadLogo, {
    handler: async (request, res) => {
      const file = await requireUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES);
      const logo = await settings.uploadLogo(ctx, userOf(request), {
        fileName: file.filename,
        body: file.file,
      });
      return reply(res, logo, messages.logoUploaded);
    },
  });

  answer(app, settingsApi.currencies, messages.ok, () => settings.currencies());

  answer(app, settingsApi.languages, messages.ok, () => settings.languages());

  answer(app, settingsApi.email, messages.ok, (_request, user) =>
    settings.getEmailSettings(ctx, user),
  );

  answer(app, settingsApi.updateEmail, SAID, (request, user) =>
    settings.updateEmailSettings(ctx, user, request.body),
  );

  answer(app, settingsApi.general, messages.ok, (_request, user) =>
    settings.getGeneralSettings(ctx, user),
  );

  answer(app, settingsApi.updateGeneral, SAID, (request, user) =>
    settings.updateGeneralSettings(ctx, user, request.body),
  );
};
