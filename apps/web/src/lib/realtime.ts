import type { ClientToServerEvents, ServerEvent, ServerToClientEvents } from '@atelier/domain';
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
  emit?(event: string, ...args: unknown[]): unknown;
  /** Socket.IO's: false once it has given up reconnecting by itself (a refused handshake). */
  readonly active?: boolean;
}

/** Makes a socket for a token, not yet connected: listeners go on before the handshake. */
export type RealtimeConnect = (token: string) => Promise<RealtimeSocket>;

export type RealtimeStatus = 'offline' | 'connecting' | 'live';

// Socket.IO's disconnect reasons after which it does not reconnect by itself.
const FINAL_DISCONNECTS = new Set(['io server disconnect', 'io client disconnect']);

// A handshake the server refused for a passing reason (its database restarting) is tried again
// after 1 s, 2 s, 4 s … up to 30 s, with jitter, until the socket is in its rooms.
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const retryDelay = (attempt: number) =>
  Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt) * (0.5 + Math.random() / 2);

export interface RealtimeClient {
  /** Opens the session's socket, closing any earlier one. */
  start(token: string): void;
  /** Closes the socket (sign-out). */
  stop(): void;
  /** Listens to a server event of the map in packages/domain; returns the unsubscribe function. */
  on<E extends ServerEvent>(event: E, listener: ServerToClientEvents[E]): () => void;
  /** Sends a client event of the map in packages/domain; dropped while there is no socket. */
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ): void;
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
  let retry: ReturnType<typeof setTimeout> | undefined;

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
    clearTimeout(retry);
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
    let refusals = 0;
    next.on('ready', () => {
      refusals = 0;
      setStatus('live');
    });
    next.on('disconnect', (reason: string) =>
      // After a server disconnect (signed out elsewhere, blocked) the socket stays closed.
      setStatus(FINAL_DISCONNECTS.has(reason) ? 'offline' : 'connecting'),
    );
    next.on('connect_error', (error: unknown) => {
      const message = error instanceof Error ? error.message : '';
      // The session is gone: sign out as the API client does (SPEC §8).
      if (isSessionRejection(message)) {
        clearSession();
        return;
      }
      // Socket.IO retries a lost connection itself, but not a handshake the server refused.
      if (next.active === false && mine === generation) {
        clearTimeout(retry);
        retry = setTimeout(() => {
          if (mine === generation) next.connect();
        }, retryDelay(refusals++));
      }
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
    emit(event, ...args) {
      if (status === 'live') socket?.emit?.(event, ...args);
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
