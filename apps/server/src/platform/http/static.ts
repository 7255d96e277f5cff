/**
 * Uploaded media under /media (local-disk storage only: with S3 the API hands out signed URLs)
 * and the built web app with SPA fallback (DESIGN §1, §5).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@atelier/domain';
import { PRIVATE_FOLDERS } from '../storage/private-files.ts';
import { errorBody } from './errors.ts';

/** Uploaded files never run: no scripts, no plugins, sandboxed even when opened directly. */
export const MEDIA_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const API_PREFIXES = ['/api/', '/media/', '/socket.io/'];
const SIGN_IN_PAGE = 'index-signin.html';
/** The HTML pages of the built web app: the empty shell, and the prerendered sign-in page. */
export const WEB_PAGES = ['index.html', SIGN_IN_PAGE] as const;

export async function registerStatic(
  app: FastifyInstance,
  options: { uploadsRoot: string | undefined; webDist: string },
) {
  if (options.uploadsRoot) {
    await app.register(fastifyStatic, {
      root: options.uploadsRoot,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // A product's files are private: only signed links reach them (private-files.ts).
      allowedPath: (pathName) =>
        !PRIVATE_FOLDERS.some((folder) => pathName.startsWith(`/${folder}`)),
      setHeaders: (res, filePath) => {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', MEDIA_CSP);
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
        if (path.extname(filePath).toLowerCase().startsWith('.svg')) {
          res.header('Content-Disposition', 'attachment');
        }
      },
    });
  }

  const index = path.join(options.webDist, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the one Accept-Encoding allows is sent.
      preCompressed: true,
      // Hashed assets never change; everything else is revalidated on each use: the service
      // worker (sw.js) above all, so a new release is found at once (issue 48 §1).
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The sign-in page at `/`, rendered at build time (apps/web/build/prerender-sign-in.mjs), paints
  // before the app's script has run; every other page is the empty shell the app fills in.
  const hasSignInPage = hasWeb && existsSync(path.join(options.webDist, SIGN_IN_PAGE));

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      const isSignInPage = hasSignInPage && request.url.split('?')[0] === '/';
      const page = isSignInPage ? SIGN_IN_PAGE : 'index.html';
      return reply.header('Cache-Control', 'no-cache').sendFile(page, options.webDist);
    }
    return reply.code(404).send(errorBody(404, messages.notFound));
  });
}
