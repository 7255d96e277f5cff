import {
  API_BASE,
  endpointPath,
  IDEMPOTENCY_KEY_HEADER,
  messages,
  type ApiEnvelope,
  type BodyIn,
  type DataOf,
  type Endpoint,
  type ExtraOf,
  type ParamsIn,
  type QueryIn,
} from '@atelier/domain';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { ApiError, textKeyOf, TRY_AGAIN_KEY } from './api-error';
import { takeEarlyResponse } from './early-requests';
import { clearSession, getToken, isSessionRejection } from './session';

/**
 * The only place that calls fetch, besides the shell preload's early reads, which it takes over
 * (lib/early-requests.ts). It adds the stored credential, unwraps the response envelope and signs
 * the user out on an invalid or expired token (SPEC §4, §8). It never shows toasts: callers decide
 * what the user sees.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  signal?: AbortSignal;
  /** Makes the write once however often it is sent (issue 48 §3; lib/outbox). */
  idempotencyKey?: string;
}

interface RequestInput extends RequestOptions {
  json?: unknown;
  formData?: FormData;
  /** Asks for the answer as server-sent events, as it is made. */
  streamed?: boolean;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    typeof (value as ApiEnvelope<unknown>).responseMessage === 'string'
  );
}

async function readEnvelope(response: Response): Promise<ApiEnvelope<unknown> | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

function buildHeaders(input: RequestInput): Headers {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (input.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, input.idempotencyKey);
  // A multipart POST is sent without Accept, and the browser sets its Content-Type (SPEC §7).
  if (input.formData) return headers;
  headers.set('Accept', input.streamed ? 'text/event-stream' : 'application/json');
  if (input.json !== undefined) headers.set('Content-Type', 'application/json');
  return headers;
}

async function send(method: Method, path: string, input: RequestInput): Promise<Response> {
  const body =
    input.formData ?? (input.json === undefined ? undefined : JSON.stringify(input.json));
  try {
    const early = method === 'GET' ? await takeEarlyResponse(path, getToken()) : null;
    return (
      early ??
      (await fetch(`${API_BASE}${path}`, {
        method,
        headers: buildHeaders(input),
        body,
        signal: input.signal,
      }))
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.tryAgain, null, TRY_AGAIN_KEY);
  }
}

/** The refusal an answer carries, signing the user out when it rejects their session. */
function refusal(status: number, envelope: ApiEnvelope<unknown> | null): ApiError {
  const message = envelope?.responseMessage || messages.tryAgain;
  if (status === 401 && isSessionRejection(message)) clearSession();
  return new ApiError(status, message, envelope?.data ?? null, textKeyOf(envelope));
}

async function request<T>(
  method: Method,
  path: string,
  input: RequestInput = {},
): Promise<ApiEnvelope<T>> {
  const response = await send(method, path, input);
  const envelope = await readEnvelope(response);
  if (response.ok && envelope) return envelope as ApiEnvelope<T>;
  throw refusal(response.status, envelope);
}

/** What calling an endpoint takes: its path parameters and body when it has them, its query. */
export type CallInput<E extends Endpoint> = (undefined extends ParamsIn<E>
  ? { params?: undefined }
  : { params: ParamsIn<E> }) & { query?: QueryIn<E> } & (E['multipart'] extends true
    ? { formData: FormData }
    : undefined extends BodyIn<E>
      ? { body?: BodyIn<E> }
      : { body: BodyIn<E> }) &
  RequestOptions;

/**
 * Calls an endpoint through its contract (`@atelier/domain`): the address comes from its path and
 * the parameters, and the answer's `data` (and any field beside it) is typed by its schema.
 */
export function callApi<E extends Endpoint>(
  declared: E,
  ...[input]: undefined extends ParamsIn<E> & BodyIn<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<ApiEnvelope<DataOf<E>> & ExtraOf<E>> {
  const { params, query, body, formData, signal, idempotencyKey } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    formData?: FormData;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  const path = endpointPath(declared, params, query);
  return request<DataOf<E>>(declared.method, path, {
    ...(signal ? { signal } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(formData ? { formData } : { json: body }),
  }) as Promise<ApiEnvelope<DataOf<E>> & ExtraOf<E>>;
}

/** One event of a streamed answer, before its final envelope. */
export interface StreamedEvent {
  event: string;
  data: unknown;
}

/**
 * Calls an endpoint that streams its answer (designmate, DESIGN §3): each server-sent event is
 * handed to `onEvent` as it comes; the `done` event's envelope is the answer, an `error` event's
 * is the refusal. A refusal before the stream starts is answered as any call's.
 */
export async function callApiStreamed<E extends Endpoint>(
  declared: E,
  input: CallInput<E>,
  onEvent: (event: StreamedEvent) => void,
): Promise<ApiEnvelope<DataOf<E>>> {
  const { params, query, body, signal } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = endpointPath(declared, params, query);
  const response = await send(declared.method, path, {
    json: body,
    streamed: true,
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) throw refusal(response.status, await readEnvelope(response));
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const envelope = await readEnvelope(response);
    if (envelope) return envelope as ApiEnvelope<DataOf<E>>;
    throw refusal(response.status, null);
  }
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (let next = await events.read(); !next.done; next = await events.read()) {
      const message = next.value;
      const data: unknown = JSON.parse(message.data);
      if (message.event === 'done' && isEnvelope(data)) return data as ApiEnvelope<DataOf<E>>;
      if (message.event === 'error') {
        throw refusal(
          (data as { responseCode?: number }).responseCode ?? 500,
          isEnvelope(data) ? data : null,
        );
      }
      onEvent({ event: message.event ?? 'message', data });
    }
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError(0, messages.tryAgain, null, TRY_AGAIN_KEY);
  }
  throw new ApiError(0, messages.tryAgain, null, TRY_AGAIN_KEY);
}

/**
 * Downloads what a raw endpoint answers (a CSV export) as a file named `fileName`, under the
 * user's credential; a refusal is thrown as any call's.
 */
export async function downloadApi<E extends Endpoint>(
  declared: E,
  input: CallInput<E>,
  fileName: string,
): Promise<void> {
  const { params, query } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
  };
  const response = await send(declared.method, endpointPath(declared, params, query), {});
  if (!response.ok) throw refusal(response.status, await readEnvelope(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser: the address may go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
