/**
 * Presence (issue 48 §4): who else is on a product, where, editing which cell, typing in which
 * thread. Each socket says where it is (`presence`, `presenceLeave`); the server asks the product's
 * policy as its page does (`open`) before the socket joins the product's room, tells the room's
 * other sockets, and answers the newcomer with the whole list, read through the adapter from
 * every instance. Nothing is stored: a socket's state lives on the socket (its `data`), so it ends
 * with the socket, and the adapter carries it across instances (decisions.md, Presence).
 */
import type { PresenceEntry, PresenceUpdate } from '@atelier/domain';
import { PRESENCE_HEARTBEAT_MS, ZPresenceInput, ZPresenceLeaveInput } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { rooms } from '../../platform/realtime/realtime.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { AppSocket, SocketData } from '../../platform/realtime/realtime.ts';
import { supplierAudience } from '../policy/audience.ts';
import { productToWatch, usersWhoMayOpen } from '../products/service.ts';
import { createLane } from './lane.ts';
import { forSuppliers, presentEntry } from './presenter.ts';
import type { Person } from './presenter.ts';
import { findWatcher } from './queries.ts';

/** What a socket watches, kept on the socket itself (and so read by fetchSockets anywhere). */
interface Watching {
  productId: string;
  teamId: string;
  isSupplier: boolean;
  /**
   * Whether any of the product's suppliers' people may be watching: without one, a change is not
   * also sent to the suppliers' room (one emit instead of two, the common case).
   */
  tellsSuppliers: boolean;
  person: Person;
  entry: PresenceEntry;
  /** When the policy last let it watch: a move within the product asks again after a while. */
  checkedAt: number;
}

type PresenceData = SocketData & { presence?: Watching | undefined; presenceSeq?: number };

/** A move within one product asks the policy again once this old: the sweep's period halved. */
const RECHECK_MS = PRESENCE_HEARTBEAT_MS / 2;

const roomsOf = (watching: Pick<Watching, 'teamId' | 'productId'>) => ({
  team: rooms.product(watching.teamId, watching.productId),
  shared: rooms.productShared(watching.teamId, watching.productId),
  watchers: rooms.watchers(watching.teamId),
});

/** The product's room a watcher is in: suppliers' people have their own, told less. */
const ownRoom = (watching: Watching) =>
  watching.isSupplier ? roomsOf(watching).shared : roomsOf(watching).team;

interface PresenceOptions {
  /** How often this instance asks the policy again for its watchers and says they are alive. */
  sweepMs?: number;
}

export function startPresence(ctx: AppContext, options: PresenceOptions = {}) {
  const io = ctx.realtime.io;
  const dataOf = (socket: { data: unknown }) => socket.data as PresenceData;

  /**
   * The watcher as their avatar shows them. The picture's link is made here, on joining and when
   * a later move asks the policy again, never per change or per listener: with S3 it is signed,
   * and a link that has expired meanwhile shows the initials instead (decisions.md, Presence).
   */
  async function watcherOf(userId: string): Promise<Person | null> {
    const row = await findWatcher(ctx.db, userId);
    if (!row) return null;
    const { profilePicture, ...person } = row;
    return { ...person, picture: await urlOf(ctx.storage, profilePicture) };
  }

  /** Everyone in the product's rooms but `except` hears the entry, suppliers' people less of it. */
  function tell(watching: Watching, except: string) {
    const { team, shared } = roomsOf(watching);
    const update = (entry: PresenceEntry): PresenceUpdate => ({
      productId: watching.productId,
      here: [entry],
    });
    io.to(team).except(except).emit('presence', update(watching.entry));
    io.to(shared)
      .except(except)
      .emit('presence', update(forSuppliers(watching.entry)));
  }

  function tellGone(watching: Pick<Watching, 'teamId' | 'productId'>, key: string) {
    const { team, shared } = roomsOf(watching);
    io.to([team, shared]).emit('presence', { productId: watching.productId, gone: [key] });
  }

  /** The newcomer's first answer: every other socket watching the product, on any instance. */
  async function answerList(socket: AppSocket, watching: Watching) {
    const { team, shared } = roomsOf(watching);
    const sockets = await io.in([team, shared]).fetchSockets();
    const here = sockets
      .filter((other) => other.id !== socket.id)
      .map((other) => dataOf(other).presence)
      .filter((other): other is Watching => other?.productId === watching.productId)
      .map((other) => (watching.isSupplier ? forSuppliers(other.entry) : other.entry));
    socket.emit('presence', { productId: watching.productId, full: true, here });
  }

  function leave(socket: AppSocket) {
    const data = dataOf(socket);
    const watching = data.presence;
    if (!watching) return;
    data.presence = undefined;
    const { team, shared } = roomsOf(watching);
    void socket.leave(team);
    void socket.leave(shared);
    tellGone(watching, socket.id);
  }

  async function enter(socket: AppSocket, input: unknown) {
    const parsed = ZPresenceInput.safeParse(input);
    if (!parsed.success) return;
    const state = parsed.data;
    const data = dataOf(socket);
    const current = data.presence;
    const isHere =
      current !== undefined &&
      current.productId === state.productId &&
      socket.rooms.has(ownRoom(current));
    let watching: Watching;
    if (current && isHere && Date.now() - current.checkedAt < RECHECK_MS) {
      watching = { ...current };
    } else {
      let target: Awaited<ReturnType<typeof productToWatch>>;
      const person = await watcherOf(data.userId);
      try {
        if (!person) throw notFound();
        target = await productToWatch(ctx.db, data.userId, state.productId);
      } catch (err) {
        // Refused (or the product is gone): whatever the socket watched, it watches no longer.
        leave(socket);
        throw err;
      }
      const stays = isHere && current?.isSupplier === target.isSupplier;
      if (!stays) leave(socket);
      const tellsSuppliers =
        target.isSupplier || (await supplierAudience(ctx.db, state.productId)).length > 0;
      watching = {
        productId: state.productId,
        ...target,
        tellsSuppliers,
        person,
        entry: presentEntry(socket.id, 0, person, state),
        checkedAt: Date.now(),
      };
    }
    data.presenceSeq = (data.presenceSeq ?? 0) + 1;
    watching.entry = presentEntry(socket.id, data.presenceSeq, watching.person, state);
    const joining = data.presence === undefined;
    data.presence = watching;
    if (!joining) return tell(watching, socket.id);
    await socket.join([ownRoom(watching), roomsOf(watching).watchers]);
    // The others hear of the newcomer even if an instance is slow to answer for the list.
    tell(watching, socket.id);
    await answerList(socket, watching);
  }

  function exit(socket: AppSocket, input: unknown) {
    const parsed = ZPresenceLeaveInput.safeParse(input);
    if (parsed.success && dataOf(socket).presence?.productId === parsed.data.productId) {
      leave(socket);
    }
    return Promise.resolve();
  }

  function attach(socket: AppSocket) {
    const { userId } = dataOf(socket);
    const lane = createLane((err) => {
      if (!(err instanceof AppError)) {
        ctx.failures.record('socketHandler', err, { event: 'presence', userId });
      }
    });
    socket.on('presence', (input: unknown) => lane.push(() => enter(socket, input)));
    socket.on('presenceLeave', (input: unknown) => lane.push(() => exit(socket, input)));
    socket.on('disconnecting', () => {
      const watching = dataOf(socket).presence;
      if (watching) tellGone(watching, socket.id);
    });
  }

  /**
   * A member removed from the team (`userId`) or a deleted team (null): their sockets, on every
   * instance, stop watching its products at once and forget whom they saw.
   */
  async function teamLeft(teamId: string, userId: string | null) {
    const room = userId ? rooms.user(userId) : rooms.watchers(teamId);
    for (const socket of await io.in(room).fetchSockets()) {
      const watching = dataOf(socket).presence;
      if (watching?.teamId !== teamId) continue;
      const { team, shared, watchers } = roomsOf(watching);
      socket.leave(team);
      socket.leave(shared);
      socket.leave(watchers);
      socket.emit('presence', { productId: watching.productId, left: true });
      tellGone(watching, socket.id);
    }
  }

  /**
   * The heartbeat, run by each instance for its own sockets: asks the policy again for its
   * watchers, once per product (so lost access ends within one period), drops those refused, and
   * tells each product's rooms which keys are still there; a watcher not named for a while (its
   * instance died) expires in the browsers.
   */
  async function sweep() {
    const byProduct = new Map<string, { socket: AppSocket; watching: Watching }[]>();
    for (const socket of io.of('/').sockets.values() as Iterable<AppSocket>) {
      const data = dataOf(socket);
      const watching = data.presence;
      if (!watching) continue;
      // Taken out of the room from another instance (teamLeft): forget it quietly.
      if (!socket.rooms.has(ownRoom(watching))) {
        data.presence = undefined;
        continue;
      }
      byProduct.set(watching.productId, [
        ...(byProduct.get(watching.productId) ?? []),
        { socket, watching },
      ]);
    }
    for (const [productId, watchers] of byProduct) {
      const userIds = [...new Set(watchers.map(({ socket }) => dataOf(socket).userId))];
      const allowed = await usersWhoMayOpen(ctx.db, productId, userIds);
      const alive: string[] = [];
      for (const { socket } of watchers) {
        if (allowed.has(dataOf(socket).userId)) {
          alive.push(socket.id);
          continue;
        }
        leave(socket);
        socket.emit('presence', { productId, left: true });
      }
      if (alive.length === 0) continue;
      const { team, shared } = roomsOf(watchers[0]!.watching);
      io.to([team, shared]).emit('presence', { productId, alive });
    }
  }

  ctx.realtime.onSocket(attach);
  ctx.realtime.onTeamLeft(teamLeft);
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => ctx.failures.record('socketHandler', err, { event: 'sweep' }));
  }, options.sweepMs ?? PRESENCE_HEARTBEAT_MS);
  timer.unref();

  return {
    /** Runs the heartbeat now (tests; the timer runs it every period). */
    sweep,
    stop: () => clearInterval(timer),
  };
}

export type Presence = ReturnType<typeof startPresence>;
