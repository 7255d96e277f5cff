/**
 * Helmet headers with our CSP (DESIGN §6). They never change between requests, so helmet runs once
 * and each answer gets the finished values: running its middleware per request (or
 * @fastify/helmet, which also rebuilds it) cost a third of a health check.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security only makes sense, and is only sent, in production behind https. */
  hsts: boolean;
  /** CSP sources of the inline scripts the web app's pages may run (inline-scripts.ts). */
  inlineScripts?: readonly string[];
}

function buildHeaders({ hsts, inlineScripts = [] }: SecurityHeaderOptions) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
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

/** Sends the security headers, and any other header every answer carries (`constant`). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
  constant: Record<string, string> = {},
) {
  // Lower-case names, as Fastify would make them: its `toLowerCase` then returns the very same
  // interned string instead of a new one per header per request, which V8 had to look up again in
  // its string table to store (a twentieth of a health check).
  const headers = Object.entries({ ...securityHeaderValues(options), ...constant }).map(
    ([name, value]) => [name.toLowerCase(), value] as const,
  );
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}

/**
 * The header values, computed once: for every Fastify answer and for responses Fastify never sees
 * (Socket.IO's long-polling transport answers straight from the HTTP server).
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
