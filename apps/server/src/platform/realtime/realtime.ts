/**
 * Socket.IO on the app's own HTTP server (DESIGN §4). A socket authenticates with the token in its
 * handshake and joins `user:<id>`, `session:<token id>` and `team:<id>` for each of its teams.
 * With Redis the adapter carries emits, joins and disconnects to every instance.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerEvent, ServerToClientEvents } from '@atelier/domain';
import { messages } from '@atelier/domain';
import type { Tokens } from '../auth/tokens.ts';
import type { Failures } from '../failures.ts';
import { AppError, unauthorized } from '../http/errors.ts';
import { watchRedis } from '../redis.ts';

export const rooms = {
  user: (userId: string) => `user:${userId}`,
  team: (teamId: string) => `team:${teamId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  /** A product's watchers of its team (presence), and its suppliers' people who watch it. */
  product: (teamId: string, productId: string) => `product:${teamId}:${productId}`,
  productShared: (teamId: string, productId: string) => `product:${teamId}:${productId}:shared`,
  /** Every socket watching any product of the team, so that leaving the team finds them all. */
  watchers: (teamId: string) => `watchers:${teamId}`,
};

export interface RealtimeOptions {
  server: HttpServer;
  tokens: Tokens;
  publicUrl: string;
  log: FastifyBaseLogger;
  failures: Failures;
  /** The teams whose room a user's sockets join. */
  teamIdsOf: (userId: string) => Promise<string[]>;
  redis?: Redis | undefined;
}

/**
 * The adapter sends these commands without waiting for them: publish on every emit, subscribe when
 * it starts (and ioredis again after each reconnect). While Redis is down each one can fail, and an
 * unheard rejection ends the process. Ignoring a failed publish loses only its copy for the other
 * instances (this instance's sockets already have the event); watchRedis reports the outage once.
 */
function hearFailures(
  client: Redis,
  commands: readonly ('publish' | 'subscribe' | 'psubscribe')[],
) {
  for (const command of commands) {
    const send = client[command].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [command]: (...args: unknown[]) => {
        const sent = send(...args);
        sent.catch(() => undefined);
        return sent;
      },
    });
  }
}

type EventArgs<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>;

/** What a module does with an event a client sends: the input is unchecked, from the network. */
type ClientEventHandler = (userId: string, input: unknown) => Promise<void>;

/** A socket as the server sees it, once it is authenticated. */
export type AppSocket = Parameters<
  Parameters<Server<ClientToServerEvents, ServerToClientEvents>['on']>[1]
>[0];

/** The socket's own data: who it is, and what a feature keeps on it (presence). */
export interface SocketData {
  userId: string;
  sessionId: string;
  [feature: string]: unknown;
}

/** The most often one socket is heard on an event; more often is dropped. */
const CLIENT_EVENT_INTERVAL_MS = 1000;

export function createRealtime(options: RealtimeOptions) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(options.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: options.publicUrl },
  });
  const publisher = options.redis?.duplicate();
  // Subscriptions wait for Redis however long it takes: one given up on would never come back.
  const subscriber = options.redis?.duplicate({ maxRetriesPerRequest: null });
  if (publisher && subscriber) {
    // What was published while Redis was away reached no other instance, and every instance's
    // subscriber was away with it: when its subscriber is back, each instance tells its own
    // sockets 'ready' again, and they fetch what they missed, as after a reconnection.
    watchRedis(publisher, options.log, 'realtime publisher');
    watchRedis(subscriber, options.log, 'realtime subscriber', () => io.local.emit('ready'));
    hearFailures(publisher, ['publish']);
    hearFailures(subscriber, ['subscribe', 'psubscribe']);
    io.adapter(createAdapter(publisher, subscriber));
  }

  const clientHandlers = new Map<keyof ClientToServerEvents, ClientEventHandler>();
  const socketSetups: ((socket: AppSocket) => void)[] = [];
  const teamLeavers: ((teamId: string, userId: string | null) => Promise<void>)[] = [];
  /** A team's room was left (a member removed, a team deleted): features follow at once. */
  const followTeamLeft = (teamId: string, userId: string | null) => {
    for (const leave of teamLeavers) {
      leave(teamId, userId).catch((err: unknown) =>
        options.failures.record('socketHandler', err, { event: 'leaveTeam', userId }),
      );
    }
  };

  io.use(async (socket, next) => {
    try {
      const token = socket.handshake.auth?.token;
      const principal = await options.tokens.verify(typeof token === 'string' ? token : undefined);
      // Live connections are the web app's: an API token (issue 49) opens none.
      if (!principal.sessionId) throw unauthorized(messages.invalidToken);
      socket.data = { userId: principal.user.id, sessionId: principal.sessionId };
      next();
    } catch (err) {
      // The client signs out on 'invalid token': a database outage must not do that.
      next(new Error(err instanceof AppError ? err.message : messages.serviceUnavailable));
    }
  });

  io.on('connection', async (socket) => {
    const { userId, sessionId } = socket.data as { userId: string; sessionId: string };
    try {
      const teamIds = await options.teamIdsOf(userId);
      await socket.join([rooms.user(userId), rooms.session(sessionId), ...teamIds.map(rooms.team)]);
      const heardAt = new Map<string, number>();
      for (const [event, handler] of clientHandlers) {
        socket.on(event, (input: unknown) => {
          const now = Date.now();
          if (now - (heardAt.get(event) ?? 0) < CLIENT_EVENT_INTERVAL_MS) return;
          heardAt.set(event, now);
          // A refusal (a conversation the user may not read) is the sender's doing; not a failure.
          handler(userId, input).catch((err: unknown) => {
            if (!(err instanceof AppError))
              options.failures.record('socketHandler', err, { event, userId });
          });
        });
      }
      for (const setup of socketSetups) setup(socket);
      socket.emit('ready');
    } catch (err) {
      options.log.error({ err }, 'socket setup failed');
      socket.disconnect(true);
    }
  });

  return {
    io,
    /** Declares what an event sent by clients does (sockets connected from now on hear it). */
    handle(event: keyof ClientToServerEvents, handler: ClientEventHandler) {
      clientHandlers.set(event, handler);
    },
    /**
     * Lets a feature hear a socket's events itself, once it is in its rooms: for signals that
     * must not be dropped by `handle`'s interval (presence keeps the last of a burst instead).
     */
    onSocket(setup: (socket: AppSocket) => void) {
      socketSetups.push(setup);
    },
    /** Called after a user (or everyone: null) left a team's room, to leave the feature's too. */
    onTeamLeft(leave: (teamId: string, userId: string | null) => Promise<void>) {
      teamLeavers.push(leave);
    },
    toUser<E extends ServerEvent>(userId: string, event: E, ...args: EventArgs<E>) {
      io.to(rooms.user(userId)).emit(event, ...args);
    },
    /** Some people at once (each socket hears it once, whatever rooms it is in). */
    toUsers<E extends ServerEvent>(userIds: readonly string[], event: E, ...args: EventArgs<E>) {
      if (userIds.length > 0) io.to(userIds.map(rooms.user)).emit(event, ...args);
    },
    toTeam<E extends ServerEvent>(teamId: string, event: E, ...args: EventArgs<E>) {
      io.to(rooms.team(teamId)).emit(event, ...args);
    },
    /** A signed-out session's sockets are dropped at once. */
    endSession(sessionId: string) {
      io.in(rooms.session(sessionId)).disconnectSockets(true);
    },
    /** Every socket of the user (password reset, deactivation). */
    endUser(userId: string) {
      io.in(rooms.user(userId)).disconnectSockets(true);
    },
    joinTeam(userId: string, teamId: string) {
      io.in(rooms.user(userId)).socketsJoin(rooms.team(teamId));
    },
    /** A removed or blocked member stops hearing the team at once. */
    leaveTeam(userId: string, teamId: string) {
      io.in(rooms.user(userId)).socketsLeave(rooms.team(teamId));
      followTeamLeft(teamId, userId);
    },
    closeTeam(teamId: string) {
      followTeamLeft(teamId, null);
      io.in(rooms.team(teamId)).socketsLeave(rooms.team(teamId));
    },
    /**
     * Closes this instance's connections without a goodbye: a client told 'disconnect' would stay
     * offline, one whose connection closed reconnects (to another instance, on a restart) and
     * catches up on what it missed. The HTTP server itself is Fastify's to close.
     */
    close() {
      io.engine.close();
      // Not quit(): it would wait, and then fail, if Redis is down.
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
