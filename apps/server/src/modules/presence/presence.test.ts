import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionKey, PresenceEntry, PresenceUpdate } from '@atelier/domain';
import { productSuppliers, users } from '../../db/schema/index.ts';
import {
  addMember,
  addSupplierPerson,
  call,
  makeProductWithImage,
  makeTeam,
  makeUser,
} from '../../test/factories.ts';
import { privatePostgresMissing, startPrivatePostgres } from '../../test/private-postgres.ts';
import type { PrivatePostgres } from '../../test/private-postgres.ts';
import { privateRedisMissing, startPrivateRedis } from '../../test/private-redis.ts';
import type { PrivateRedis } from '../../test/private-redis.ts';
import { connect, flush, inbox, listen } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

type User = Awaited<ReturnType<typeof makeUser>>;
const KEYS: PermissionKey[] = ['canViewProducts', 'canViewComments', 'canAddComment'];

/** Waits (up to 5 s) for the condition to hold: the events it waits on cross the network. */
async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Who a socket believes is on the product now, folded from what it heard, as the browser does. */
function watchersSeenBy(heard: PresenceUpdate[], productId: string) {
  const entries = new Map<string, PresenceEntry>();
  for (const update of heard.filter((one) => one.productId === productId)) {
    if (update.left) entries.clear();
    for (const entry of update.here ?? []) entries.set(entry.key, entry);
    for (const key of update.gone ?? []) entries.delete(key);
  }
  return [...entries.values()];
}
const namesSeen = (heard: PresenceUpdate[], productId: string) =>
  watchersSeenBy(heard, productId)
    .map((entry) => entry.user.name)
    .sort();

describe('presence on one instance', () => {
  let t: TestApp;
  let url = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(() => t.close());

  async function open(user: User) {
    const socket = await connect(url, user.token);
    sockets.push(socket);
    return { socket, heard: inbox<PresenceUpdate>(socket, 'presence') };
  }

  async function studio() {
    const owner = await makeUser(t, { firstName: 'Rei', lastName: 'Kawakubo' });
    const { team, productId, imageId } = await makeProductWithImage(t, owner);
    const ana = await makeUser(t, { firstName: 'Ana', lastName: 'Lima' });
    const ben = await makeUser(t, { firstName: 'Ben', lastName: 'Ito' });
    await addMember(t, team._id, ana.user.id, KEYS);
    await addMember(t, team._id, ben.user.id, KEYS);
    return { owner, team, productId, imageId, ana, ben };
  }

  it('shows teammates to each other, where they are, the cell they edit and what they type', async () => {
    const { productId, imageId, ana, ben } = await studio();
    // Ben has a profile picture: his avatar shows it, by its link (never the storage key).
    await t.db
      .update(users)
      .set({ profilePicture: 'profile/ben-ito.webp' })
      .where(eq(users.id, ben.user.id));
    const anaSide = await open(ana);
    const benSide = await open(ben);
    anaSide.socket.emit('presence', { productId, place: 'product' });
    await until(() => anaSide.heard.some((update) => update.full), 'Ana’s list');
    expect(anaSide.heard[0]).toEqual({ productId, full: true, here: [] });

    benSide.socket.emit('presence', { productId, place: { image: imageId } });
    await until(() => namesSeen(anaSide.heard, productId).length === 1, 'Ben seen by Ana');
    await until(() => namesSeen(benSide.heard, productId).length === 1, 'Ana seen by Ben');
    expect(watchersSeenBy(benSide.heard, productId)).toEqual([
      {
        key: anaSide.socket.id,
        seq: 1,
        user: { _id: ana.user.id, name: 'Ana Lima', initials: 'AL', profilePicture: null },
        place: 'product',
        cell: null,
        typing: null,
      },
    ]);
    expect(watchersSeenBy(anaSide.heard, productId)[0]).toMatchObject({
      user: {
        name: 'Ben Ito',
        initials: 'BI',
        profilePicture: await t.app.ctx.storage.url('profile/ben-ito.webp'),
      },
      place: { image: imageId },
    });
    expect(watchersSeenBy(anaSide.heard, productId)[0]!.user.profilePicture).toMatch(
      /ben-ito\.webp/,
    );

    // A burst of moves: the last one is what Ana ends up seeing, none lost after it.
    const pomId = crypto.randomUUID();
    for (const size of ['XS', 'S', 'M', 'L']) {
      benSide.socket.emit('presence', { productId, place: 'spec', cell: { pomId, size } });
    }
    await until(
      () => watchersSeenBy(anaSide.heard, productId)[0]?.cell?.size === 'L',
      'Ben’s last cell',
    );
    const typing = { thread: null, image: null, shared: false };
    benSide.socket.emit('presence', { productId, place: 'product', typing });
    await until(() => watchersSeenBy(anaSide.heard, productId)[0]?.typing !== null, 'Ben typing');
    expect(watchersSeenBy(anaSide.heard, productId)[0]).toMatchObject({
      place: 'product',
      cell: null,
      typing,
    });

    benSide.socket.emit('presenceLeave', { productId });
    await until(() => namesSeen(anaSide.heard, productId).length === 0, 'Ben gone');
    // Nobody is told of themselves.
    expect(namesSeen(anaSide.heard, productId)).not.toContain('Ana Lima');
  });

  it('ends with the socket, and a second tab of the same person is a second key of one user', async () => {
    const { productId, ana, ben } = await studio();
    const anaSide = await open(ana);
    const benTab1 = await open(ben);
    const benTab2 = await open(ben);
    for (const side of [anaSide, benTab1, benTab2]) {
      side.socket.emit('presence', { productId, place: 'product' });
    }
    await until(() => watchersSeenBy(anaSide.heard, productId).length === 2, 'both tabs');
    expect(new Set(watchersSeenBy(anaSide.heard, productId).map((e) => e.user._id))).toEqual(
      new Set([ben.user.id]),
    );
    benTab1.socket.close();
    benTab2.socket.close();
    await until(() => watchersSeenBy(anaSide.heard, productId).length === 0, 'tabs closed');
  });

  it('never shows anyone to, or reveals, someone who may not open the product', async () => {
    const { team, productId, ana } = await studio();
    const rival = await makeUser(t, { firstName: 'Olga' });
    await makeTeam(t, rival);
    const noView = await makeUser(t, { firstName: 'Nils' });
    await addMember(t, team._id, noView.user.id, ['canViewTeams']);
    const supplierElsewhere = await makeUser(t, { firstName: 'Sam' });
    await addSupplierPerson(t, team._id, supplierElsewhere.user.id, []);

    const anaSide = await open(ana);
    anaSide.socket.emit('presence', { productId, place: 'product' });
    await until(() => anaSide.heard.some((update) => update.full), 'Ana’s list');
    const outsiders = await Promise.all([rival, noView, supplierElsewhere].map(open));
    for (const side of outsiders) {
      side.socket.emit('presence', { productId, place: 'product' });
      side.socket.emit('presence', { productId, place: 'spec', cell: null });
    }
    // A refusal takes a round trip to the database: wait until each was answered (or not).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await flush(t, anaSide.socket, ana.user.id);
    for (const [index, side] of outsiders.entries()) {
      const user = [rival, noView, supplierElsewhere][index]!;
      await flush(t, side.socket, user.user.id);
      expect(side.heard).toEqual([]);
    }
    expect(namesSeen(anaSide.heard, productId)).toEqual([]);
  });

  it('shows a supplier’s person on their product, who sees the team there but not its own work', async () => {
    const { team, productId, ana } = await studio();
    const sam = await makeUser(t, { firstName: 'Sam', lastName: 'Chen' });
    await addSupplierPerson(t, team._id, sam.user.id, [productId]);
    const anaSide = await open(ana);
    const samSide = await open(sam);
    const pomId = crypto.randomUUID();
    anaSide.socket.emit('presence', {
      productId,
      place: 'spec',
      cell: { pomId, size: 'M' },
      typing: { thread: null, image: null, shared: false },
    });
    await until(() => anaSide.heard.some((update) => update.full), 'Ana’s list');
    samSide.socket.emit('presence', { productId, place: 'product' });
    await until(() => namesSeen(samSide.heard, productId).length === 1, 'Ana seen by Sam');
    expect(watchersSeenBy(samSide.heard, productId)[0]).toMatchObject({
      user: { name: 'Ana Lima' },
      place: 'product',
      cell: null,
      typing: null,
    });
    await until(() => namesSeen(anaSide.heard, productId).length === 1, 'Sam seen by Ana');
    expect(namesSeen(anaSide.heard, productId)).toEqual(['Sam Chen']);

    // Ana's next move reaches Sam as little as the first.
    anaSide.socket.emit('presence', { productId, place: 'spec', cell: { pomId, size: 'L' } });
    await until(
      () => watchersSeenBy(anaSide.heard, productId).length === 1 && samSide.heard.length >= 2,
      'the move',
    );
    await flush(t, samSide.socket, sam.user.id);
    expect(samSide.heard.flatMap((update) => update.here ?? []).map((e) => e.cell)).toEqual([
      null,
      null,
    ]);

    // The product is taken from the supplier: within one heartbeat Sam is gone and sees nobody.
    await t.db.delete(productSuppliers);
    await t.app.presence.sweep();
    await until(() => samSide.heard.some((update) => update.left), 'Sam told to forget');
    await until(() => namesSeen(anaSide.heard, productId).length === 0, 'Sam gone for Ana');
    expect(namesSeen(samSide.heard, productId)).toEqual([]);
  });

  it('takes a removed member out at once: they vanish and see nobody, and cannot come back', async () => {
    const { owner, team, productId, ana, ben } = await studio();
    const anaSide = await open(ana);
    const benSide = await open(ben);
    anaSide.socket.emit('presence', { productId, place: 'product' });
    benSide.socket.emit('presence', { productId, place: 'product' });
    await until(() => namesSeen(benSide.heard, productId).length === 1, 'Ana seen by Ben');
    await until(() => namesSeen(anaSide.heard, productId).length === 1, 'Ben seen by Ana');

    const removed = await call(t, 'DELETE', `team/${team._id}/members/${ben.user.id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    await until(() => namesSeen(anaSide.heard, productId).length === 0, 'Ben gone for Ana');
    await until(() => namesSeen(benSide.heard, productId).length === 0, 'Ben sees nobody');

    const heardBefore = anaSide.heard.length;
    benSide.socket.emit('presence', { productId, place: 'spec', cell: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await flush(t, anaSide.socket, ana.user.id);
    expect(anaSide.heard.slice(heardBefore).flatMap((update) => update.here ?? [])).toEqual([]);
  });

  it('drops, at the next heartbeat, a member whose role no longer lets them see products', async () => {
    const { team, productId, ana, ben } = await studio();
    const anaSide = await open(ana);
    const benSide = await open(ben);
    anaSide.socket.emit('presence', { productId, place: 'product' });
    benSide.socket.emit('presence', { productId, place: 'product' });
    await until(() => namesSeen(anaSide.heard, productId).length === 1, 'Ben seen by Ana');
    await addMember(t, team._id, ben.user.id, ['canViewTeams']);
    await t.app.presence.sweep();
    await until(() => namesSeen(anaSide.heard, productId).length === 0, 'Ben gone for Ana');
    await until(() => benSide.heard.some((update) => update.left), 'Ben sees nobody');
    // Ana is still there, and said so to the room.
    const anaKey = anaSide.socket.id!;
    expect(anaSide.heard.some((update) => update.alive?.includes(anaKey))).toBe(true);
  });

  it('ignores input it cannot read, and goes on working', async () => {
    const { productId, ana, ben } = await studio();
    const anaSide = await open(ana);
    const benSide = await open(ben);
    anaSide.socket.emit('presence', { productId, place: 'product' });
    await until(() => anaSide.heard.some((update) => update.full), 'Ana’s list');
    const nonsense: unknown[] = [
      'nonsense',
      null,
      42,
      { productId: 'not-an-id', place: 'product' },
      { productId, place: 'kitchen' },
      { productId, place: { image: 'x'.repeat(10_000) } },
      { productId, place: 'spec', cell: { pomId: productId, size: 'M'.repeat(100) } },
      { productId, place: 'product', typing: { thread: 7 } },
      { productId, place: 'product', extra: true },
      { productId: crypto.randomUUID(), place: 'product' },
    ];
    for (const input of nonsense) benSide.socket.emit('presence', input);
    for (const input of nonsense) benSide.socket.emit('presenceLeave', input);
    benSide.socket.emit('presence', { productId, place: 'spec', cell: null });
    await until(() => namesSeen(anaSide.heard, productId).length === 1, 'Ben after the nonsense');
    expect(watchersSeenBy(anaSide.heard, productId)[0]).toMatchObject({ place: 'spec' });
    expect(benSide.socket.connected).toBe(true);
  });
});

const missing = privatePostgresMissing() ?? privateRedisMissing();
if (missing) console.warn(`Skipping presence across instances: ${missing}.`);

// Two instances share a PostgreSQL and a Redis of the test's own.
describe.skipIf(missing)('presence across two instances behind one Redis', () => {
  const secret = { JWT_SECRET: 'two-instances-share-this-secret-0123456789' };
  const clients: Redis[] = [];
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  let urlA = '';
  let urlB = '';

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    const client = () => {
      const made = new Redis(redis.url, { maxRetriesPerRequest: 2 });
      clients.push(made);
      return made;
    };
    a = await createTestApp(secret, { redis: client(), databaseUrl: postgres.url });
    b = await createTestApp(secret, { redis: client(), sameDatabaseAs: a });
    urlA = await listen(a);
    urlB = await listen(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    clients.forEach((client) => client.disconnect());
    await redis?.stop();
    await postgres?.close();
  });

  it('lists, moves and removes watchers whichever instance holds their socket', async () => {
    const owner = await makeUser(a, { firstName: 'Rei' });
    const { team, productId } = await makeProductWithImage(a, owner);
    const ana = await makeUser(a, { firstName: 'Ana', lastName: 'Lima' });
    const ben = await makeUser(a, { firstName: 'Ben', lastName: 'Ito' });
    await addMember(a, team._id, ana.user.id, KEYS);
    await addMember(a, team._id, ben.user.id, KEYS);
    const onA = await connect(urlA, ana.token);
    const onB = await connect(urlB, ben.token);
    const anaHeard = inbox<PresenceUpdate>(onA, 'presence');
    const benHeard = inbox<PresenceUpdate>(onB, 'presence');
    try {
      onA.emit('presence', { productId, place: 'product' });
      await until(() => anaHeard.some((update) => update.full), 'Ana’s list');
      // Ben's first answer is read from instance A through the adapter.
      onB.emit('presence', { productId, place: 'spec', cell: null });
      await until(() => namesSeen(benHeard, productId).length === 1, 'Ana listed to Ben');
      await until(() => namesSeen(anaHeard, productId).length === 1, 'Ben seen by Ana');
      expect(watchersSeenBy(anaHeard, productId)[0]).toMatchObject({ place: 'spec' });

      // Removed on instance A, Ben's socket on instance B leaves at once.
      await call(a, 'DELETE', `team/${team._id}/members/${ben.user.id}`, { token: owner.token });
      await until(() => namesSeen(anaHeard, productId).length === 0, 'Ben gone for Ana');
      await until(() => benHeard.some((update) => update.left), 'Ben sees nobody');
    } finally {
      onA.close();
      onB.close();
    }
  });
});
