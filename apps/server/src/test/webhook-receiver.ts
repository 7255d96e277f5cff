/**
 * A local webhook receiver for tests (issue 49 §2): a node:http server on a spare port that keeps
 * every request it gets and answers as the test says (by default 204).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export type Responder = (
  hook: ReceivedHook,
  res: http.ServerResponse,
  index: number,
) => void | Promise<void>;

export async function startReceiver(responder?: Responder) {
  const received: ReceivedHook[] = [];
  let respond: Responder = responder ?? ((_hook, res) => void res.writeHead(204).end());
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hook = {
        path: req.url ?? '/',
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(hook);
      void respond(hook, res, received.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    /** What each hook's body says: `{ type, timestamp, data }`. */
    events: () =>
      received.map(
        (hook) => JSON.parse(hook.body) as { type: string; data: Record<string, unknown> },
      ),
    answer(next: Responder) {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
