/**
 * Helmet headers with our CSP (DESIGN §6). The middleware is built once; @fastify/helmet rebuilds
 * it on every request, which cost more than the rest of a health check.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security only makes sense, and is only sent, in production behind https. */
  hsts: boolean;
}

function buildHeaders({ hsts }: SecurityHeaderOptions) {
  return helmet({
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
    strictTransportSecurity: hsts,
  });
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const headers = buildHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}

/**
 * The same headers for responses Fastify never sees (Socket.IO's long-polling transport answers
 * straight from the HTTP server): computed once, added to each engine.io response.
 */
export function securityHeaderValues(options: SecurityHeaderOptions): Record<string, string> {
  const collected: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      collected[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete collected[name];
    },
  };
  buildHeaders(options)({} as IncomingMessage, response as never, () => {});
  return collected;
}
