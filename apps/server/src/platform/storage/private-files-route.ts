/**
 * `GET /api/v1/files/<key>?expires&signature`: a private file on local disk, for whoever holds a
 * signed link (private-files.ts). A wrong or expired link is 403; the file is served with its
 * stored content type, never sniffed, sandboxed, and as a download unless it is a raster image.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isLineSheetFormat, LINESHEET_CONTENT_TYPES, messages } from '@atelier/domain';
import { forbidden, notFound } from '../http/errors.ts';
import { MEDIA_CSP } from '../http/static.ts';
import type { AppContext } from '../context.ts';
import { findMedia } from '../media/media.ts';
import { PRIVATE_FILES_PREFIX } from './private-files.ts';

const zQuery = z.object({ expires: z.string().default(''), signature: z.string().default('') });
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * Derivatives (th_/pre_ beside the original) are WebP, line sheets (made by the server) by their
 * extension; originals
 * have their row's type.
 */
async function contentTypeOf(ctx: AppContext, key: string) {
  const name = key.slice(key.lastIndexOf('/') + 1);
  if (/^(th|pre)_.*\.webp$/.test(name)) return 'image/webp';
  if (key.startsWith('linesheets/')) {
    const format = name.slice(name.lastIndexOf('.') + 1);
    return isLineSheetFormat(format) ? LINESHEET_CONTENT_TYPES[format] : undefined;
  }
  return (await findMedia(ctx.db, key))?.contentType;
}

export const privateFileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(`${PRIVATE_FILES_PREFIX}*`, {
    config: { public: true },
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { expires, signature } = zQuery.parse(request.query);
      if (!ctx.files.verify(key, expires, signature)) throw forbidden(messages.fileLinkExpired);
      const contentType = await contentTypeOf(ctx, key);
      if (!contentType || !(await ctx.storage.exists(key))) throw notFound();
      const body = await ctx.storage.read(key);
      const maxAge = Math.max(0, Number(expires) - Math.ceil(Date.now() / 1000));
      return reply
        .header('Content-Type', contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', MEDIA_CSP)
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .header('Content-Disposition', INLINE_TYPES.has(contentType) ? 'inline' : 'attachment')
        .send(body);
    },
  });
};
