/**
 * Registers a route from its contract in `@atelier/domain` (issue 32): method, path, validation of
 * params, query and body, the OpenAPI entry and the response envelope all come from the one
 * declaration the web app calls too. The module adds only what the contract cannot say: rate
 * limits and other route config, hooks, and the handler.
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import type { z } from 'zod';
import {
  API_BASE,
  type BodyOut,
  type Endpoint,
  type ParamsOut,
  type QueryOut,
} from '@atelier/domain';
import { bearerSecurity, envelope, errorEnvelope, pagedEnvelope } from './envelope.ts';

/** Every refusal an API route may answer, for the OpenAPI document (DESIGN §3). */
const ERRORS = Object.fromEntries(
  [400, 401, 403, 404, 409, 413, 429, 503].map((status) => [status, errorEnvelope]),
);

/** The request a contract's handler reads: params, query, headers and body as validated. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOut<E>;
  Querystring: QueryOut<E>;
  Headers: E['headers'] extends z.ZodType ? z.output<E['headers']> : unknown;
  Body: BodyOut<E>;
}>;

export interface RouteOptions<E extends Endpoint> {
  config?: FastifyContextConfig;
  preValidation?: preValidationHookHandler;
  /** The content types the OpenAPI document lists, when the route reads more than its contract. */
  consumes?: string[];
  handler: (request: ContractRequest<E>, reply: FastifyReply) => Promise<unknown>;
}

/** The statuses a success may carry (one, or 200 and 201 when it creates only sometimes). */
function successStatuses(declared: Endpoint): readonly number[] {
  const { status } = declared;
  return status === undefined ? [200] : [status].flat();
}

/**
 * The route's address inside the plugin that registers it: a contract's path is below API_BASE,
 * and a plugin may be mounted there, deeper (the auth routes, under `${API_BASE}/auth`) or at the
 * root.
 */
function urlIn(app: FastifyInstance, declared: Endpoint): string {
  const url = `${API_BASE}${declared.path}`;
  if (url !== app.prefix && !url.startsWith(`${app.prefix}/`)) {
    throw new Error(`${declared.path} is not below the prefix ${app.prefix}`);
  }
  return url.slice(app.prefix.length);
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  options: RouteOptions<E>,
) {
  const wrapped = declared.paged ? pagedEnvelope(declared.data) : envelope(declared.data);
  const answer = declared.raw
    ? declared.data
    : declared.extra
      ? wrapped.extend(declared.extra.shape)
      : wrapped;
  const consumes = options.consumes ?? (declared.multipart ? ['multipart/form-data'] : undefined);
  app.route({
    method: declared.method,
    url: urlIn(app, declared),
    config: { ...(declared.public ? { public: true } : {}), ...options.config },
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema: {
      tags: [declared.tag],
      ...(declared.public ? {} : { security: bearerSecurity }),
      ...(consumes ? { consumes } : {}),
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      ...(declared.headers ? { headers: declared.headers } : {}),
      ...(declared.body ? { body: declared.body } : {}),
      response: {
        ...Object.fromEntries(successStatuses(declared).map((status) => [status, answer])),
        ...ERRORS,
      },
    },
    handler: options.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
