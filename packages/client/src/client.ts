/**
 * The typed client of Atelier's API (issue 49 §3): openapi-fetch over the paths generated from the
 * server's OpenAPI document, at `<origin>/api/v1`, sending the token on every request.
 */
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/** Where the API lives on an Atelier server; the generated paths are relative to it. */
export const API_BASE = '/api/v1';

export interface AtelierClientOptions {
  /** The server's origin, e.g. `https://atelier.example.com` (a trailing `/api/v1` is accepted). */
  baseUrl: string;
  /** An API token (`atl_…`), made in Settings → API tokens; sent as `Authorization: Bearer …`. */
  token: string;
  /** A fetch of your own (a proxy, a test double); the global fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
}

export type AtelierClient = Client<paths, 'application/json'>;

/** Adds `Authorization: Bearer <token>` to every request the client sends. */
export function bearer(token: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** The API's own address on the server at `baseUrl`. */
export function apiUrl(baseUrl: string) {
  const origin = baseUrl.replace(/\/+$/, '');
  return origin.endsWith(API_BASE) ? origin : `${origin}${API_BASE}`;
}

export function createAtelierClient(options: AtelierClientOptions): AtelierClient {
  const client = createClient<paths, 'application/json'>({
    baseUrl: apiUrl(options.baseUrl),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(bearer(options.token));
  return client;
}
