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

  const redis = () => {
    const client = new Redis(redisUrl!);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
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

  // A rolling restart (docs/operations.md): SIGTERM drains, then closes (main.ts).
  it('takes a stopping instance out of the balancer and hands its sockets to another', async () => {
    const c = await createTestApp(secret, { redis: redis(), sameDatabaseAs: a });
    const urlC = await listen(c);
    const owner = await makeUser(a, { firstName: 'Iris' });
    const member = await makeUser(a);
    const team = await call(a, 'POST', 'team', {
      token: owner.token,
      body: { name: 'Restart', description: 'Rolling' },
    });
    const socket = await connect(urlC, member.token);

    c.app.ctx.lifecycle.draining = true;
    const health = await fetch(`${urlC}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ data: { status: 'draining', database: 'up' } });
    // Still serving what reaches it until the balancer has noticed.
    const read = await fetch(`${urlC}/api/v1/auth/getProfile`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(read.status).toBe(200);

    const gone = disconnected(socket);
    await c.close();
    // Not 'io server disconnect', after which a client stays offline: it reconnects.
    expect(await gone).toBe('transport close');

    // Meanwhile an invitation; the client, back on B with the same session, finds it in its list.
    await call(a, 'POST', `team/${team.body.data._id}/invite`, {
      token: owner.token,
      body: { emails: [member.user.email] },
    });
    await a.deliver();
    const back = await connect(urlB, member.token);
    const list = await call(b, 'GET', 'notifications/userNotifications?limit=10', {
      token: member.token,
    });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.data)).toContain('Iris Lovelace invited you to Restart.');
    back.close();
  });

  // Instances in roles (docs/operations.md): a web instance runs no jobs; its commit wakes the
  // jobs instance through Redis, whose live event reaches the web instance's socket.
  it('lets a jobs instance deliver at once what a web instance queued', async () => {
    const roles = { ...secret, DATABASE_URL: a.databaseUrl!, REDIS_URL: redisUrl! };
    const web = await createTestApp(
      { ...roles, INSTANCE_ROLE: 'web' },
      { redis: redis(), sameDatabaseAs: a },
    );
    // Polling once a minute: only the wake-up can make the delivery prompt.
    const worker = await createTestApp(
      { ...roles, INSTANCE_ROLE: 'jobs' },
      { redis: redis(), sameDatabaseAs: a, jobPollMs: 60_000 },
    );
    try {
      const urlWeb = await listen(web);
      const owner = await makeUser(web, { firstName: 'Iris' });
      const member = await makeUser(web);
      const socket = await connect(urlWeb, member.token);
      const team = await call(web, 'POST', 'team', {
        token: owner.token,
        body: { name: 'Roles', description: 'Split' },
      });
      // The jobs instance's first poll has passed: what follows waits for a wake-up.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const arriving = next(socket, 'notification');
      await call(web, 'POST', `team/${team.body.data._id}/invite`, {
        token: owner.token,
        body: { emails: [member.user.email] },
      });
      expect(await arriving).toMatchObject({ message: 'Iris Lovelace invited you to Roles.' });
      socket.close();
    } finally {
      await worker.close();
      await web.close();
    }
  });
});
