import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  message?: string;
  data?: unknown;
  /** Other top-level fields of the envelope, e.g. `pagination` or `unreadCount`. */
  extra?: Record<string, unknown>;
  /**
   * A streamed answer (text/event-stream): each event in turn; a promise in the list holds the
   * stream until it settles, so a test can look at the answer half-way.
   */
  events?: ({ event: string; data: unknown } | Promise<unknown>)[];
}

function eventStream(events: NonNullable<MockAnswer['events']>) {
  const encoder = new TextEncoder();
  const queue = [...events];
  return new Response(
    new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = queue.shift();
        if (next === undefined) return controller.close();
        if (next instanceof Promise) return void (await next);
        controller.enqueue(
          encoder.encode(`event: ${next.event}\ndata: ${JSON.stringify(next.data)}\n\n`),
        );
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

export interface MockRequest {
  body: unknown;
  headers: Headers;
  /** The query string of the request. */
  searchParams: URLSearchParams;
}

type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

/**
 * Replaces fetch with answers keyed by "METHOD /path" (path after /api/v1), wrapped in the API's
 * envelope. Unknown calls get a 404 so a missing answer shows up as a visible failure.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const handler = handlers[key];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const answer: MockAnswer =
      handler === undefined
        ? { status: 404, message: 'No Record Found.' }
        : typeof handler === 'function'
          ? handler({ body, headers: new Headers(init?.headers), searchParams: url.searchParams })
          : handler;
    if (answer.events) return eventStream(answer.events);
    const status = answer.status ?? 200;
    const envelope = {
      responseCode: status,
      responseMessage: answer.message ?? 'OK',
      data: answer.data ?? null,
      ...answer.extra,
    };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests fetch received for one "METHOD /path", with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): MockRequest[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '')}` ===
        key,
    )
    .map(([input, init]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      headers: new Headers(init?.headers),
      searchParams: new URL(String(input), 'http://localhost').searchParams,
    }));
}
