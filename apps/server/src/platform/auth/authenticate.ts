/** Route guard: resolves the Authorization header to `request.principal` or answers 401. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal, Tokens } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function authenticate(tokens: Tokens) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.principal = await tokens.verify(request.headers.authorization);
  };
}

/** The signed-in principal of a route guarded by `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route is missing the authenticate guard');
  return request.principal;
}
