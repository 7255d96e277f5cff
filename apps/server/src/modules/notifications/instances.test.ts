import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, makeUser } from '../../test/factories.ts';
import { connect, disconnected, listen, next } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

const redisUrl = process.env.REDIS_URL;
const onPostgres = inject('databaseTemplate').kind === 'postgres';

// Two instances share one PostgreSQL and one Redis; CI runs this with both (.ci/run). PGlite is
// one process's database, so the embedded run has nothing to share between instances.
describe.runIf(redisUrl && onPostgres)('two instances behind one Redis', () => {
  const secret = { JWT_SECRET: 'two-instances-share-this-secret-0123456789' };
  const clients: Redis[] = [];
  let a: TestApp;
  let b: TestApp;
  let urlB = '';

  beforeAll(async () => {
    const redis = () => {
      const client = new Redis(redisUrl!);
      clients.push(client);
      return client;
    };
    a = await createTestApp(secret, { redis: redis() });
    b = await createTestApp(secret, { redis: redis(), sameDatabaseAs: a });
    await listen(a);
    urlB = await listen(b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('delivers an action on instance A to a socket on instance B', async () => {
    const owner = await makeUser(a, { firstName: 'Iris' });
    const member = await makeUser(a);
    const socket = await connect(urlB, member.token);
    try {
      const team = await call(a, 'POST', 'team', {
        token: owner.token,
        body: { name: 'Fanout', description: 'Two instances' },
      });
      const arriving = next(socket, 'notification');
      await call(a, 'POST', `team/${team.body.data._id}/invite`, {
        token: owner.token,
        body: { emails: [member.user.email] },
      });
      await a.deliver();
      expect(await arriving).toMatchObject({
        key: 'addExistingUserInTeam',
        message: 'Iris Lovelace invited you to Fanout.',
      });
    } finally {
      socket.close();
    }
  });

  it('drops a socket on instance B when its session signs out on instance A', async () => {
    const { token } = await makeUser(a);
    const socket = await connect(urlB, token);
    const gone = disconnected(socket);
    await call(a, 'GET', 'auth/logout', { token });
    expect(await gone).toBe('io server disconnect');
  });
});
