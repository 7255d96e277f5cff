import type { ServerEvent, ServerToClientEvents } from '@atelier/domain';
import { clearSession, isSessionRejection } from './session';

/**
 * The realtime channel of DESIGN §4: one Socket.IO connection per signed-in session. Features
 * subscribe to server events by name through the client, which outlives the sockets: a listener
 * added before sign-in, or kept across a token change, hears the next socket too.
 */
// Socket.IO's listeners take whatever the server sent; each feature narrows its own payloads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RealtimeListener = (...args: any[]) => void;

/** What the client needs of a socket: Socket.IO's, or a fake one in tests. */
export interface RealtimeSocket {
  on(event: string, listener: RealtimeListener): unknown;
  off(event: string, listener: RealtimeListener): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** Makes a socket for a token, not yet connected: listeners go on before the handshake. */
export type RealtimeConnect = (token: string) => Promise<RealtimeSocket>;

export type RealtimeStatus = 'offline' | 'connecting' | 'live';

// Socket.IO's disconnect reasons after which it does not reconnect by itself.
const FINAL_DISCONNECTS = new Set(['io server disconnect', 'io client disconnect']);

export interface RealtimeClient {
  /** Opens the session's socket, closing any earlier one. */
  start(token: string): void;
  /** Closes the socket (sign-out). */
  stop(): void;
  /** Listens to a server event of the map in packages/domain; returns the unsubscribe function. */
  on<E extends ServerEvent>(event: E, listener: ServerToClientEvents[E]): () => void;
  getStatus(): RealtimeStatus;
  subscribeStatus(listener: () => void): () => void;
}

export function createRealtimeClient(connect: RealtimeConnect): RealtimeClient {
  const listeners = new Map<string, Set<RealtimeListener>>();
  // One forwarding function per event, so a socket holds each event's listener once.
  const forwarders = new Map<string, RealtimeListener>();
  const statusListeners = new Set<() => void>();
  let socket: RealtimeSocket | null = null;
  let generation = 0;
  let status: RealtimeStatus = 'offline';

  function setStatus(next: RealtimeStatus): void {
    if (next === status) return;
    status = next;
    statusListeners.forEach((listener) => listener());
  }

  function forwarder(event: string): RealtimeListener {
    let forward = forwarders.get(event);
    if (!forward) {
      forward = (...args) => {
        // A copy: a listener may unsubscribe while the event is being delivered.
        [...(listeners.get(event) ?? [])].forEach((listener) => listener(...args));
      };
      forwarders.set(event, forward);
    }
    return forward;
  }

  function stop(): void {
    generation += 1;
    socket?.disconnect();
    socket = null;
    setStatus('offline');
  }

  async function open(token: string, mine: number): Promise<void> {
    let next: RealtimeSocket;
    try {
      next = await connect(token);
    } catch {
      // The Socket.IO chunk could not be loaded (offline): the app works on without live updates.
      if (mine === generation) setStatus('offline');
      return;
    }
    // Signed out, or signed in again, while the socket was being made.
    if (mine !== generation) return;
    socket = next;
    next.on('ready', () => setStatus('live'));
    next.on('disconnect', (reason: string) =>
      // After a server disconnect (signed out elsewhere, blocked) the socket stays closed.
      setStatus(FINAL_DISCONNECTS.has(reason) ? 'offline' : 'connecting'),
    );
    next.on('connect_error', (error: unknown) => {
      const message = error instanceof Error ? error.message : '';
      // The session is gone: sign out as the API client does (SPEC §8).
      if (isSessionRejection(message)) clearSession();
    });
    listeners.forEach((_set, event) => next.on(event, forwarder(event)));
    next.connect();
  }

  return {
    start(token) {
      stop();
      setStatus('connecting');
      void open(token, generation);
    },
    stop,
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
        socket?.on(event, forwarder(event));
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };
}
