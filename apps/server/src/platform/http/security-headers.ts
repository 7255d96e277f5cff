/**
 * Helmet headers with our CSP (DESIGN §6). The middleware is built once; @fastify/helmet rebuilds
 * it on every request, which cost more than the rest of a health check.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const headers = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
