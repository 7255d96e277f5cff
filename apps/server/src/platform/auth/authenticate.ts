/**
 * Every API route needs a signed-in user unless it says `config: { public: true }` (the route
 * kit of issue 9): the guard is put first on each route's onRequest as the route is registered,
 * so a missing or bad token is a 401 before any body is read or validated.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '@atelier/domain';
import type { Principal, Tokens } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Open to anonymous callers; everything else under /api/v1 requires a token. */
    public?: boolean;
  }
}

export function authenticateByDefault(app: FastifyInstance, tokens: Tokens) {
  const authenticate = async (request: FastifyRequest) => {
    request.principal = await tokens.verify(request.headers.authorization);
  };
  // Decided once per route as it is registered, so a request pays nothing to find out.
  app.addHook('onRoute', (route) => {
    // /api/health, /api/docs, /media and the web app are not API; unknown paths answer their 404.
    if (!route.url.startsWith(`${API_BASE}/`) || route.config?.public) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [authenticate, ...own];
  });
}

/** The signed-in principal of a route that is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('a public route asked for the signed-in user');
  return request.principal;
}

/** The signed-in user of a route that is not public: what nearly every service is handed. */
export function userOf(request: FastifyRequest) {
  return principalOf(request).user;
}
