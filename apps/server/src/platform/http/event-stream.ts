/**
 * A reply sent as server-sent events (DESIGN §3: designmate's streamed answers), under the same
 * authentication and hooks as any route: the status and headers go out at once, each event as it
 * is written. The signal aborts when the asker goes away before the end, so the work can stop.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface EventStream {
  signal: AbortSignal;
  send: (event: string, data: unknown) => void;
  end: () => void;
}

export function openEventStream(res: FastifyReply): EventStream {
  const body = new PassThrough();
  const gone = new AbortController();
  res.raw.on('close', () => {
    if (!res.raw.writableFinished) gone.abort();
  });
  void res
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(body);
  // Node holds the headers back until the body's first bytes: a comment line (which every
  // event-stream reader skips) sends them now, so a slow first event leaves no one waiting blind.
  body.write(': open\n\n');
  return {
    signal: gone.signal,
    send: (event, data) => {
      if (!body.writableEnded) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => {
      body.end();
    },
  };
}

/** The asker wants the answer as it is made, not once it is done. */
export const wantsEventStream = (accept: string | undefined) =>
  (accept ?? '').includes('text/event-stream');
