/**
 * One declaration per endpoint (issue 32): method, path, what it takes and what it answers. The
 * server registers, validates and documents the route from it (`platform/http/route.ts`); the web
 * app builds the URL and types the request and the answer from it (`lib/api-client.ts`). A path is
 * written as Fastify reads it, below `API_BASE` (`/team/:teamId`).
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A refusal the endpoint's own rules may answer (DESIGN §3). The ones its shape decides are added
 * by the server without being listed: 400 for any input, 401 without a valid token, 413 for a
 * body, 429 for a rate limit.
 */
export type Refusal = 401 | 403 | 404 | 409 | 410 | 503;

export interface Endpoint {
  method: HttpMethod;
  path: string;
  /**
   * The operation's name in the OpenAPI document: a few words saying what it does. Required, so
   * an endpoint without one does not compile, and the document test finds none missing.
   */
  summary: string;
  /** Who may call it and what it does, for the OpenAPI document (and whoever reads the code). */
  description: string;
  /** The OpenAPI group the route is listed under. */
  tag: string;
  /**
   * What its rules may refuse with: 403 (not allowed, a plan's limit), 404 (no such record, or
   * not one the caller may see), 409 (already so), 410 (a link that worked once and no longer
   * does: revoked or expired), 401 (a public endpoint's wrong credentials).
   */
  refuses?: readonly Refusal[];
  /** Open without signing in; every other endpoint needs the bearer token (DESIGN §3). */
  public?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads (a webhook's signature). */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** A multipart body (files): the web app sends FormData, the route reads the parts itself. */
  multipart?: true;
  /** The envelope's `data` on success; for a paged endpoint, one item of the list. */
  data: z.ZodType;
  /** A list with `pagination` beside `data` (DESIGN §3). */
  paged?: true;
  /** Further fields the envelope carries beside `data` (a list's `unreadCount`). */
  extra?: z.ZodObject;
  /**
   * The answer is `data` itself, not an envelope: a file another program reads (a calendar
   * feed), or a redirect (status 302: a sign-in trip the browser visits). The web app does not
   * call such an endpoint through the API client.
   */
  raw?: true;
  /**
   * The success status: 200 unless the endpoint creates (201); both when it creates only
   * sometimes; 302 for a raw redirect.
   */
  status?: 200 | 201 | 302 | readonly (200 | 201)[];
}

/** Declares an endpoint, keeping its literal types for the server and the web app. */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the caller sends, before the schema's defaults and coercions. */
export type ParamsIn<E extends Endpoint> = InputOf<E['params']>;
export type QueryIn<E extends Endpoint> = InputOf<E['query']>;
export type BodyIn<E extends Endpoint> = InputOf<E['body']>;

/** What the route's handler reads, after validation. */
export type ParamsOut<E extends Endpoint> = OutputOf<E['params']>;
export type QueryOut<E extends Endpoint> = OutputOf<E['query']>;
export type BodyOut<E extends Endpoint> = OutputOf<E['body']>;

/** The envelope's `data` on success: a list for a paged endpoint. */
export type DataOf<E extends Endpoint> = E['paged'] extends true
  ? z.output<E['data']>[]
  : z.output<E['data']>;

/** The envelope's fields beside `data`, if the endpoint declares any. */
export type ExtraOf<E extends Endpoint> = E['extra'] extends z.ZodType
  ? z.output<E['extra']>
  : unknown;

/** The address of an endpoint with its path parameters filled in (encoded) and its query. */
export function endpointPath(
  declared: Pick<Endpoint, 'path'>,
  params?: Record<string, string | number> | undefined,
  query?: Record<string, unknown> | undefined,
): string {
  const path = declared.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${declared.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
