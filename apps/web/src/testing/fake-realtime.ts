import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { RealtimeConnect, RealtimeListener, RealtimeSocket } from '../lib/realtime';

/**
 * A stand-in for the Socket.IO socket (tests never open real sockets): `emit` plays the server
 * sending an event to this socket.
 */
export class FakeSocket implements RealtimeSocket {
  readonly listeners = new Map<string, Set<RealtimeListener>>();
  connected = false;
  closed = false;
  /** Whether Socket.IO would reconnect by itself; false after a refused handshake. */
  active = true;
  connects = 0;

  constructor(readonly token: string) {}

  on(event: string, listener: RealtimeListener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: RealtimeListener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    [...(this.listeners.get(event) ?? [])].forEach((listener) => listener(...args));
    return this;
  }

  connect(): this {
    this.connects += 1;
    this.connected = true;
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.closed = true;
    return this;
  }
}

/** Hands out fake sockets and remembers them, newest last. */
export function fakeRealtime() {
  const sockets: FakeSocket[] = [];
  const connect: RealtimeConnect = async (token) => {
    const socket = new FakeSocket(token);
    sockets.push(socket);
    return socket;
  };

  /** The session's socket, once the app has opened it. */
  async function openSocket(): Promise<FakeSocket> {
    await vi.waitFor(() => {
      const socket = sockets.at(-1);
      if (!socket?.connected) throw new Error('No socket is open yet.');
    });
    return sockets.at(-1)!;
  }

  return {
    connect,
    sockets,
    openSocket,
    /** The server sends `event` to the open socket. */
    async serverEmit(event: string, ...args: unknown[]): Promise<void> {
      const socket = await openSocket();
      act(() => {
        socket.emit(event, ...args);
      });
    },
  };
}

export type FakeRealtime = ReturnType<typeof fakeRealtime>;
