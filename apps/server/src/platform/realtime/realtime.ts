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
import { messages } from '@atelier/domain';
import type { Tokens } from '../auth/tokens.ts';
import { AppError } from '../http/errors.ts';

export const rooms = {
  user: (userId: string) => `user:${userId}`,
  team: (teamId: string) => `team:${teamId}`,
  session: (sessionId: string) => `session:${sessionId}`,
};

export interface RealtimeOptions {
  server: HttpServer;
  tokens: Tokens;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The teams whose room a user's sockets join. */
  teamIdsOf: (userId: string) => Promise<string[]>;
  redis?: Redis | undefined;
}

export function createRealtime(options: RealtimeOptions) {
  const io = new Server(options.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: options.publicUrl },
  });
  const subscriber = options.redis?.duplicate();
  if (options.redis && subscriber) io.adapter(createAdapter(options.redis, subscriber));

  io.use(async (socket, next) => {
    try {
      const token = socket.handshake.auth?.token;
      const principal = await options.tokens.verify(typeof token === 'string' ? token : undefined);
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
      socket.emit('ready');
    } catch (err) {
      options.log.error({ err }, 'socket setup failed');
      socket.disconnect(true);
    }
  });

  return {
    io,
    toUser(userId: string, event: string, payload: unknown) {
      io.to(rooms.user(userId)).emit(event, payload);
    },
    toTeam(teamId: string, event: string, payload: unknown) {
      io.to(rooms.team(teamId)).emit(event, payload);
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
    },
    closeTeam(teamId: string) {
      io.in(rooms.team(teamId)).socketsLeave(rooms.team(teamId));
    },
    /** Drops this instance's sockets; the HTTP server itself is Fastify's to close. */
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      await subscriber?.quit();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
