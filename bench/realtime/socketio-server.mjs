// Baseline: a bare Socket.IO server set up as Atelier's is (same path, websocket clients, the
// `@socket.io/redis-adapter` over ioredis when REDIS_URL is set), with nothing else: a socket joins
// one room at once and is told `ready`; `POST /` with `{ text }` emits `message` to that room, a
// payload shaped like Atelier's chat message (ids, author, dates). Run two of them on one Redis and
// the emit reaches the other instance's sockets through Redis, as Atelier's does.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const ROOM = 'team:bench';
const teamId = randomUUID();
const conversationId = randomUUID();
const author = { _id: randomUUID(), name: 'Member 1', profilePicture: null };

const server = http.createServer(async (request, response) => {
  if (request.method !== 'POST') return response.end('{"ok":true}');
  let body = '';
  for await (const chunk of request) body += chunk;
  const { text } = JSON.parse(body);
  const message = {
    _id: randomUUID(),
    teamId,
    conversationId,
    author,
    text,
    mentions: [],
    attachments: [],
    createdAt: new Date().toISOString(),
    editedAt: null,
    deleted: false,
  };
  io.to(ROOM).emit('message', message);
  response.writeHead(201, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ data: message }));
});

const io = new Server(server, { path: '/socket.io', serveClient: false });
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
if (redis) io.adapter(createAdapter(redis.duplicate(), redis.duplicate()));
io.on('connection', async (socket) => {
  await socket.join(ROOM);
  socket.emit('ready');
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
