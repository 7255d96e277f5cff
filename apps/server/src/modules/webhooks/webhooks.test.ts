/**
 * A team's webhook endpoints through the routes (issue 49 §2), loopback not allowed (the
 * production default): who may manage them, what a URL must be, what the list shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, PERMISSION_KEYS, WEBHOOK_SECRET_PATTERN } from '@atelier/domain';
import type { HostResolver } from '../../platform/net/resolve-host.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

const PUBLIC = '93.184.216.34';
const names: Record<string, string[]> = {
  'hooks.example.test': [PUBLIC],
  'loopback.example.test': ['127.0.0.1'],
  'metadata.example.test': ['169.254.169.254'],
  'mixed.example.test': [PUBLIC, '10.0.0.7'],
  'ipv6.example.test': ['::ffff:127.0.0.1'],
};
const resolveHost: HostResolver = async (host) => {
  const found = names[host];
  if (!found) throw new Error('ENOTFOUND');
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { resolveHost });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;
const hooksOf = (teamId: string) => `team/${teamId}/webhooks`;
const create = (user: User, teamId: string, body: Record<string, unknown>) =>
  call(t, 'POST', hooksOf(teamId), { token: user.token, body });
const valid = { url: 'https://hooks.example.test/atelier', events: ['product.created'] };

async function ownedTeam() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  return { owner, team };
}

describe('webhook endpoints', () => {
  it('are made by the team owner, with a secret made for them or given', async () => {
    const { owner, team } = await ownedTeam();
    const made = await create(owner, team._id, {
      ...valid,
      events: ['product.created', 'comment.created', 'product.created'],
    });
    expect(made.status).toBe(201);
    expect(made.body.responseMessage).toBe(messages.webhookCreated);
    expect(made.body.data.secret).toMatch(WEBHOOK_SECRET_PATTERN);
    // 32 random bytes, as base64.
    expect(Buffer.from(made.body.data.secret.slice(6), 'base64')).toHaveLength(32);

    const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    const given = await create(owner, team._id, { ...valid, secret, includeCosts: true });
    expect(given.status).toBe(201);
    expect(given.body.data.secret).toBe(secret);

    const list = await call(t, 'GET', hooksOf(team._id), { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        _id: made.body.data._id,
        url: valid.url,
        events: ['product.created', 'comment.created'],
        includeCosts: false,
        createdAt: expect.any(String),
        disabledAt: null,
        lastDelivery: null,
      },
      expect.objectContaining({ _id: given.body.data._id, includeCosts: true }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
  });

  it('are the owner’s alone: 403 to every member, 404 outside the team, 401 signed out', async () => {
    const { owner, team } = await ownedTeam();
    const hook = (await create(owner, team._id, valid)).body.data._id as string;
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, [...PERMISSION_KEYS]);
    const outsider = await makeUser(t);

    const tries = [
      (user: User) => create(user, team._id, valid),
      (user: User) => call(t, 'GET', hooksOf(team._id), { token: user.token }),
      (user: User) =>
        call(t, 'PATCH', `${hooksOf(team._id)}/${hook}`, {
          token: user.token,
          body: { events: ['product.updated'] },
        }),
      (user: User) => call(t, 'DELETE', `${hooksOf(team._id)}/${hook}`, { token: user.token }),
      (user: User) =>
        call(t, 'GET', `${hooksOf(team._id)}/${hook}/deliveries`, { token: user.token }),
      (user: User) =>
        call(t, 'POST', `${hooksOf(team._id)}/${hook}/deliveries/msg_x/resend`, {
          token: user.token,
        }),
    ];
    for (const attempt of tries) {
      const refused = await attempt(member);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        responseMessage: messages.webhooksOwnerOnly,
        code: 'owner_only',
      });
      const hidden = await attempt(outsider);
      expect(hidden.status).toBe(404);
      expect(hidden.body.responseMessage).toBe(messages.noRecord);
    }
    expect((await call(t, 'GET', hooksOf(team._id))).status).toBe(401);
    // Nothing changed.
    const list = await call(t, 'GET', hooksOf(team._id), { token: owner.token });
    expect(list.body.data).toHaveLength(1);
  });

  it.each([
    [{ events: ['product.created'] }, 'url', messages.webhookUrlRequired],
    [{ url: 'not a url', events: ['product.created'] }, 'url', messages.webhookUrlInvalid],
    [
      { url: `https://hooks.example.test/${'a'.repeat(2000)}`, events: ['product.created'] },
      'url',
      messages.webhookUrlInvalid,
    ],
    [
      { url: 'http://hooks.example.test/in', events: ['product.created'] },
      'url',
      messages.webhookUrlNotHttps,
    ],
    [
      { url: 'ftp://hooks.example.test/in', events: ['product.created'] },
      'url',
      messages.webhookUrlNotHttps,
    ],
    [
      { url: 'https://user:pw@hooks.example.test/', events: ['product.created'] },
      'url',
      messages.webhookUrlInvalid,
    ],
    [
      { url: 'https://127.0.0.1/in', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [
      { url: 'https://localhost.localdomain.invalid/', events: ['product.created'] },
      'url',
      messages.webhookUrlUnresolved,
    ],
    [
      { url: 'https://loopback.example.test/in', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [
      { url: 'https://169.254.169.254/latest/meta-data', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [
      { url: 'https://metadata.example.test/', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [{ url: 'https://10.1.2.3/', events: ['product.created'] }, 'url', messages.webhookUrlRefused],
    [
      { url: 'https://192.168.0.10/', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [
      { url: 'https://[::ffff:127.0.0.1]/', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [
      { url: 'https://[::ffff:10.0.0.1]/', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [{ url: 'https://[::1]/', events: ['product.created'] }, 'url', messages.webhookUrlRefused],
    [
      { url: 'https://[fd00:ec2::254]/', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [
      { url: 'https://mixed.example.test/', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [
      { url: 'https://ipv6.example.test/', events: ['product.created'] },
      'url',
      messages.webhookUrlRefused,
    ],
    [{ url: 'https://hooks.example.test/' }, 'events', messages.webhookEventsRequired],
    [{ url: 'https://hooks.example.test/', events: [] }, 'events', messages.webhookEventsRequired],
    [
      { url: 'https://hooks.example.test/', events: ['product.deleted'] },
      'events.0',
      messages.webhookEventInvalid,
    ],
    [{ ...valid, secret: 'whsec_short' }, 'secret', messages.webhookSecretInvalid],
    [
      { ...valid, secret: Buffer.alloc(32).toString('base64') },
      'secret',
      messages.webhookSecretInvalid,
    ],
    [{ ...valid, includeCosts: 'yes' }, 'includeCosts', messages.webhookIncludeCostsInvalid],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const { owner, team } = await ownedTeam();
    const res = await create(owner, team._id, body);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it(`holds a team to ${20} endpoints`, async () => {
    const { owner, team } = await ownedTeam();
    for (let i = 0; i < 20; i += 1) expect((await create(owner, team._id, valid)).status).toBe(201);
    const refused = await create(owner, team._id, valid);
    expect(refused.status).toBe(400);
    expect(refused.body.responseMessage).toBe(messages.webhooksTooMany);
  });

  it('are changed (the URL checked again), turned off and on, and deleted', async () => {
    const { owner, team } = await ownedTeam();
    const id = (await create(owner, team._id, valid)).body.data._id as string;
    const path = `${hooksOf(team._id)}/${id}`;
    const patch = (body: Record<string, unknown>) =>
      call(t, 'PATCH', path, { token: owner.token, body });

    const refused = await patch({ url: 'https://loopback.example.test/' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toMatchObject([
      { field: 'url', message: messages.webhookUrlRefused },
    ]);

    const changed = await patch({
      url: 'https://hooks.example.test/v2',
      events: ['sample.updated', 'techpack.released'],
      includeCosts: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.responseMessage).toBe(messages.webhookUpdated);
    expect(changed.body.data).toMatchObject({
      _id: id,
      url: 'https://hooks.example.test/v2',
      events: ['sample.updated', 'techpack.released'],
      includeCosts: true,
      disabledAt: null,
    });
    expect((await patch({ enabled: false })).body.data.disabledAt).toEqual(expect.any(String));
    expect((await patch({ enabled: true })).body.data.disabledAt).toBeNull();

    const unknown = `${hooksOf(team._id)}/00000000-0000-4000-8000-000000000000`;
    expect((await call(t, 'PATCH', unknown, { token: owner.token, body: {} })).status).toBe(404);
    expect((await call(t, 'GET', `${unknown}/deliveries`, { token: owner.token })).status).toBe(
      404,
    );

    const removed = await call(t, 'DELETE', path, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      responseMessage: messages.webhookDeleted,
      data: { _id: id },
    });
    expect((await call(t, 'DELETE', path, { token: owner.token })).status).toBe(404);
    expect((await call(t, 'GET', hooksOf(team._id), { token: owner.token })).body.data).toEqual([]);
  });

  it('are not reached through another team’s address', async () => {
    const first = await ownedTeam();
    const second = await ownedTeam();
    const id = (await create(first.owner, first.team._id, valid)).body.data._id as string;
    // The second owner names their own team and the first team's endpoint.
    const res = await call(t, 'DELETE', `${hooksOf(second.team._id)}/${id}`, {
      token: second.owner.token,
    });
    expect(res.status).toBe(404);
    expect(
      (await call(t, 'GET', hooksOf(first.team._id), { token: first.owner.token })).body.data,
    ).toHaveLength(1);
  });
});
