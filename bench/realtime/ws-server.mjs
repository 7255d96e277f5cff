// Baseline: a plain `ws` server that broadcasts to every client, the floor for one fan-out. A
// request's body, when it has one, is what it broadcasts; otherwise `{ sentAt }` stamped here.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const server = http.createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  const message = body || JSON.stringify({ sentAt: performance.timeOrigin + performance.now() });
  for (const client of wss.clients) client.send(message);
  response.end('{"ok":true}');
});
const wss = new WebSocketServer({ server });
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
