/** `@atelier/client`: Atelier's API, typed from its OpenAPI document (see docs/api.md). */
import type { paths } from './schema';

export { API_BASE, apiUrl, bearer, createAtelierClient } from './client.ts';
export type { AtelierClient, AtelierClientOptions } from './client.ts';
export { AtelierApiError, unwrap, unwrapPage } from './envelope.ts';
export type { FieldError, Pagination } from './envelope.ts';
export { WEBHOOK_EVENT_TYPES } from './webhooks.ts';
export type { WebhookEventType, WebhookMessage } from './webhooks.ts';
export type { paths } from './schema';

type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : never;
type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? JsonBody<Responses[Extract<keyof Responses, 200 | 201 | 202>]>
  : never;

/** The 2xx envelope an operation answers, e.g. `ApiResponse<'/product', 'get'>`. */
export type ApiResponse<Path extends keyof paths, Method extends keyof paths[Path]> = SuccessBody<
  paths[Path][Method]
>;

/** The `data` of an operation's 2xx envelope, e.g. `ApiData<'/product/{id}', 'get'>` (a product). */
export type ApiData<Path extends keyof paths, Method extends keyof paths[Path]> =
  ApiResponse<Path, Method> extends { data: infer Data } ? Data : never;
