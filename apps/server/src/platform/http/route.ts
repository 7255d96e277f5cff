/**
 * Registers a route from its contract in `@atelier/domain` (issue 32): method, path, validation of
 * params, query and body, the OpenAPI entry and the response envelope all come from the one
 * declaration the web app calls too. The module adds only what the contract cannot say: rate
 * limits and other route config, hooks, and the handler. `answer` is the short form for the
 * common route that hands the signed-in user to one service and sends its result in the envelope.
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
  type DataOf,
  type Endpoint,
  type ParamsOut,
  type QueryOut,
} from '@atelier/domain';
import { userOf } from '../auth/authenticate.ts';
import {
  bearerSecurity,
  envelope,
  errorEnvelope,
  pagedEnvelope,
  reply,
  replyPage,
  zFieldErrors,
  type zPagination,
} from './envelope.ts';

/**
 * What each refusal means, for the OpenAPI document (DESIGN §3): every one is the error envelope,
 * `code` the stable name a client branches on.
 */
const REFUSALS: Record<number, z.ZodType> = {
  400: errorEnvelope
    .extend({ data: zFieldErrors.nullable() })
    .describe(
      'The input is not valid (code `validation_failed`, or a named one such as `invalid_otp`): ' +
        '`responseMessage` is the first problem, `data.errors` lists `{ field, message }` per field.',
    ),
  401: errorEnvelope.describe(
    'Not signed in: a missing, malformed or revoked token answers `invalid token` (code ' +
      '`invalid_token`), an expired one `jwt expired` (`jwt_expired`); the client signs out on ' +
      'either. At sign-in, wrong credentials (`invalid_credentials`).',
  ),
  403: errorEnvelope.describe(
    'Not allowed: the caller’s permissions do not include it, they are blocked from the team, or ' +
      'the plan does not (code `forbidden`, `upgrade_plan`, `owner_only`).',
  ),
  404: errorEnvelope.describe(
    '`No Record Found.`: no such record, or none the caller may see (code `not_found`).',
  ),
  409: errorEnvelope.describe(
    'Already so: a name or code taken, a state already reached (code `conflict`).',
  ),
  410: errorEnvelope.describe(
    'Gone: a link that opened once no longer does, because it was revoked or has expired (code ' +
      '`gone`); `responseMessage` says which.',
  ),
  413: errorEnvelope.describe(
    'The body or a file is larger than allowed (code `request_too_large`, `upload_too_large`).',
  ),
  429: errorEnvelope.describe('Too many requests from this caller for now (code `rate_limited`).'),
  503: errorEnvelope.describe(
    'A service it needs is not configured or cannot be reached for now (code `unavailable`).',
  ),
};

/**
 * The refusals a route documents: what its shape decides (input, a token, a body, a rate limit)
 * and what its contract declares its rules refuse.
 */
function refusalsOf(declared: Endpoint, config: FastifyContextConfig | undefined) {
  const takesInput = Boolean(
    declared.params ?? declared.query ?? declared.headers ?? declared.body ?? declared.multipart,
  );
  const statuses = new Set<number>([
    ...(takesInput ? [400] : []),
    ...(declared.public ? [] : [401]),
    ...(declared.refuses ?? []),
    ...(declared.body || declared.multipart ? [413] : []),
    ...(config?.rateLimit ? [429] : []),
  ]);
  return Object.fromEntries(
    [...statuses].sort((a, b) => a - b).map((status) => [status, REFUSALS[status]]),
  );
}

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
  const success = declared.raw
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
      summary: declared.summary,
      description: declared.description,
      tags: [declared.tag],
      ...(declared.public ? {} : { security: bearerSecurity }),
      ...(consumes ? { consumes } : {}),
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      ...(declared.headers ? { headers: declared.headers } : {}),
      ...(declared.body ? { body: declared.body } : {}),
      response: {
        ...Object.fromEntries(successStatuses(declared).map((status) => [status, success])),
        ...refusalsOf(declared, options.config),
      },
    },
    handler: options.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/**
 * What `answer` may register: an envelope with nothing beside `data` (and `pagination` for a page),
 * sent with the one success status the contract declares.
 */
type Answerable = Endpoint & { raw?: never; extra?: never; status?: 200 | 201 };

type Pagination = z.infer<typeof zPagination>;

/** A list the server keeps as a constant is sent as it is, read-only. */
type OrReadonly<T> = T extends (infer Item)[] ? T | readonly Item[] : T;

/**
 * What an `answer` handler returns: the envelope's data, a page for a paged contract, and nothing
 * at all when the contract's data is null (a delete, a sign-out).
 */
type Answer<E extends Endpoint> = E['paged'] extends true
  ? { data: DataOf<E>; pagination: Pagination }
  : [DataOf<E>] extends [null]
    ? null | void
    : OrReadonly<DataOf<E>>;

/** The signed-in user on a route that needs one; a public route's handler is given none. */
type UserFor<E extends Endpoint> = E['public'] extends true ? undefined : ReturnType<typeof userOf>;

/**
 * In place of `answer`'s message: the service says which text fits (saved, or already as it was)
 * and returns `{ data, message }`.
 */
export const SAID = Symbol('the service says');

type Said<E extends Endpoint> = { data: OrReadonly<DataOf<E>>; message: string };
type AnswerOf<E extends Endpoint, M> = M extends typeof SAID ? Said<E> : Answer<E>;

type AnswerOptions<E extends Endpoint> = Omit<RouteOptions<E>, 'handler' | 'consumes'>;
type AnswerHandler<E extends Endpoint, M> = (
  request: ContractRequest<E>,
  user: UserFor<E>,
) => AnswerOf<E, M> | Promise<AnswerOf<E, M>>;

/**
 * A route that calls one service and answers its result: `reply` (or `replyPage`) with `message`
 * — or, given SAID, the text the service chose — and the contract's status. Options (rate limits,
 * hooks) go before the handler, as in Fastify's own `app.get(url, options, handler)`. Routes whose
 * reply needs more (headers, cookies, a stream, a redirect) use `route` with their own handler.
 */
export function answer<E extends Answerable, M extends string | typeof SAID>(
  app: FastifyInstance,
  declared: E,
  message: M,
  ...rest:
    [handler: AnswerHandler<E, M>] | [options: AnswerOptions<E>, handler: AnswerHandler<E, M>]
) {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const [status] = successStatuses(declared);
  route(app, declared, {
    ...options,
    handler: async (request, res) => {
      const user = (declared.public ? undefined : userOf(request)) as UserFor<E>;
      const data: unknown = await handler(request, user);
      if (message === SAID) {
        const said = data as { data: unknown; message: string };
        return reply(res, said.data, said.message, status);
      }
      return declared.paged
        ? replyPage(res, data as { data: unknown[]; pagination: Pagination }, message as string)
        : reply(res, data ?? null, message as string, status);
    },
  });
}
