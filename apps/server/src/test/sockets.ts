/** Real socket.io-client connections to a listening test app. */
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { rooms } from '../platform/realtime/realtime.ts';
import type { TestApp } from './test-app.ts';

export async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Connects with the token and resolves once the server has put the socket in its rooms. */
export function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Everything a socket receives for one event, to assert on later. */
export function inbox<T = Record<string, unknown>>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/**
 * Emits a probe outside the app's event map (packages/domain realtime.ts) to a room, so tests can
 * check who hears what without inventing product events.
 */
export function probe(t: TestApp, room: string, event: string, payload: unknown) {
  const io = t.app.ctx.realtime.io as unknown as { to(room: string): Emitter };
  io.to(room).emit(event, payload);
}

interface Emitter {
  emit(event: string, payload: unknown): void;
}

/**
 * Waits until everything the server sent this user before now has arrived: frames on one
 * connection keep their order, so once a marker sent after them arrives, they have too.
 */
export function flush(t: TestApp, socket: Socket, userId: string) {
  return new Promise<void>((resolve) => {
    socket.once('flush', () => resolve());
    probe(t, rooms.user(userId), 'flush', null);
  });
}

/** Resolves with the first payload of `event`. */
export function next<T = Record<string, unknown>>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

export function disconnected(socket: Socket) {
  return new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}
