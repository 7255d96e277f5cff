/**
 * Every API route needs a signed-in user unless it says `config: { public: true }` (the route
 * kit of issue 9): the guard is put first on each route's onRequest as the route is registered,
 * so a missing or bad token is a 401 before any body is read or validated.
 *
 * An API token (issue 49 §1) is let through the same guard, and then held to what it is: it
 * never reaches the account's own routes, a read token only reads, tokens have their own rate
 * limit, and the route's hooks and handler run in the token's scope (`token-scope.ts`), so the
 * policy sees only the teams it names.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { API_BASE, messages } from '@atelier/domain';
import { forbidden, tooManyRequests } from '../http/errors.ts';
import type { TokenRate } from './token-rate.ts';
import { withTokenScope } from './token-scope.ts';
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

/**
 * The account's own routes, which only a signed-in session reaches: signing in and out, the
 * password, the profile and e-mail, linked sign-ins, the tokens themselves, and billing. Reading
 * who one is (`GET auth/getProfile`) and the file upload the product forms use stay open.
 */
function isAccountRoute(method: string, path: string): boolean {
  if (path === '/auth/fileUpload' || (method === 'GET' && path === '/auth/getProfile')) {
    return false;
  }
  return path.startsWith('/auth/') || path === '/payment' || path.startsWith('/payment/');
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs a hook or handler in the request's token scope, if it was made with a token. */
function scoped<F extends Hook>(run: F): F {
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const token = (args[0] as FastifyRequest).principal?.token;
    return token ? withTokenScope(token, () => run.apply(this, args)) : run.apply(this, args);
  };
  // Fastify tells a callback hook (request, reply, done) from an async one by its arity.
  Object.defineProperty(wrapped, 'length', { value: run.length });
  return wrapped as F;
}

const scopedAll = <F>(hooks: F | F[] | undefined) =>
  hooks === undefined ? undefined : [hooks].flat().map((hook) => scoped(hook as Hook) as F);

/** `tokenRate`: the API tokens' own rate limit (`token-rate.ts`). */
export function authenticateByDefault(app: FastifyInstance, tokens: Tokens, tokenRate: TokenRate) {
  app.addHook('onClose', async () => tokenRate.close());

  // Decided once per route as it is registered, so a request pays nothing to find out.
  app.addHook('onRoute', (route: RouteOptions) => {
    // /api/health, /api/docs, /media and the web app are not API; unknown paths answer their 404.
    if (!route.url.startsWith(`${API_BASE}/`) || route.config?.public) return;
    const path = route.url.slice(API_BASE.length);
    const methods = [route.method].flat();
    const account = methods.some((method) => isAccountRoute(method, path));
    const writes = methods.some((method) => !READS.has(method));

    const authenticate = async (request: FastifyRequest) => {
      const principal = await tokens.verify(request.headers.authorization);
      request.principal = principal;
      if (!principal.token) return;
      if (account) throw forbidden(messages.apiTokenNotForAccount);
      if (writes && principal.token.scope === 'read') throw forbidden(messages.apiTokenReadOnly);
      if (!tokenRate.take(principal.token.tokenId)) throw tooManyRequests();
    };
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [authenticate, ...own];
    route.preValidation = scopedAll(route.preValidation);
    route.preHandler = scopedAll(route.preHandler);
    route.handler = scoped(route.handler as Hook) as RouteOptions['handler'];
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

/** The session of a route only a session reaches (an account route, `isAccountRoute`). */
export function sessionIdOf(request: FastifyRequest): string {
  const { sessionId } = principalOf(request);
  if (!sessionId) throw forbidden(messages.apiTokenNotForAccount);
  return sessionId;
}
