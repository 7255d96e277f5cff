// Baseline for bench/presence.mjs: a bare Socket.IO server set up as Atelier's is (same path,
// websocket clients, `@socket.io/redis-adapter` over ioredis on REDIS_URL) that does nothing but
// broadcast: a socket joins one room and is told `ready`; a `presence` it sends goes to the room's
// other sockets as one entry shaped like Atelier's. Two of them on one Redis: the bare cost of a
// presence change crossing instances, before any policy, state or list.
import http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const ROOM = 'product:bench';
const server = http.createServer((_request, response) => response.end('{"ok":true}'));
const io = new Server(server, { path: '/socket.io', serveClient: false });
const redis = new Redis(process.env.REDIS_URL);
io.adapter(createAdapter(redis.duplicate(), redis.duplicate()));
io.on('connection', async (socket) => {
  await socket.join(ROOM);
  let seq = 0;
  socket.on('presence', (input) => {
    const entry = {
      key: socket.id,
      seq: ++seq,
      user: {
        _id: '00000000-0000-4000-8000-000000000000',
        name: 'Member 1',
        initials: 'M1',
        profilePicture: null,
      },
      place: input.place,
      cell: input.cell ?? null,
      typing: null,
    };
    socket.to(ROOM).emit('presence', { productId: input.productId, here: [entry] });
  });
  socket.emit('ready');
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
