/**
 * API tokens (issue 49 §1): made once, listed without their secret, and held to their person,
 * their teams and their scope on every route — each denial from outside, through the real routes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as domain from '@atelier/domain';
import { messages } from '@atelier/domain';
import type { ApiToken, Endpoint, Product, Team } from '@atelier/domain';
import { apiTokens, users } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { connect, listen } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof makeUser>>;

function ok<T>(res: { status: number; body: { data: T } }, status = 200): T {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data;
}

function refused(
  res: { status: number; body: { responseMessage: string } },
  status: number,
  message: string,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.responseMessage).toBe(message);
}

async function product(owner: Person, teamId: string, name: string) {
  const made = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId, name, description: `${name} in washed linen` },
  });
  return ok<{ _id: string }>(made, 201)._id;
}

async function makeToken(
  person: Person,
  body: { teamIds: string[]; scope?: 'read' | 'write'; expiresInDays?: number; name?: string },
) {
  const res = await call(t, 'POST', 'auth/tokens', {
    token: person.token,
    body: { name: 'Shop sync', scope: 'read', expiresInDays: 30, ...body },
  });
  return ok<{ _id: string; token: string }>(res, 201);
}

/** Someone who owns two teams (a product each) and has a token for the first only. */
async function twoTeams(scope: 'read' | 'write' = 'read') {
  const owner = await makeUser(t);
  const studio = await makeTeam(t, owner, { name: 'Linen Studio' });
  const other = await makeTeam(t, owner, { name: 'Wool Works' });
  const linen = await product(owner, studio._id, 'Linen shirt');
  const wool = await product(owner, other._id, 'Wool coat');
  const made = await makeToken(owner, { teamIds: [studio._id], scope });
  return { owner, studio, other, linen, wool, token: made.token, tokenId: made._id };
}

const names = (products: readonly { name: string }[]) => products.map((p) => p.name).sort();

describe('API tokens (issue 49 §1)', () => {
  it('shows the secret once, prefixed, and lists the token without it', async () => {
    const { owner, studio, token, tokenId } = await twoTeams();
    expect(token).toMatch(/^atl_[0-9A-Za-z]{46}$/);
    const listed = ok<ApiToken[]>(await call(t, 'GET', 'auth/tokens', { token: owner.token }));
    expect(listed).toEqual([
      expect.objectContaining({
        _id: tokenId,
        name: 'Shop sync',
        hint: `atl_…${token.slice(-4)}`,
        teams: [{ _id: studio._id, name: 'Linen Studio' }],
        scope: 'read',
        lastUsedAt: null,
        revokedAt: null,
        status: 'active',
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(token.slice(4, 20));
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, tokenId));
    expect(row!.tokenHash).not.toContain(token.slice(4));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads what its person may, in its teams only, and notes when it was used', async () => {
    const { owner, studio, other, linen, wool, token, tokenId } = await twoTeams();
    // The session prepares the shared statements first: the token must not inherit them, nor
    // they the token's teams.
    const before = await call(t, 'GET', 'product/productFilter?limit=50', { token: owner.token });
    expect(names(ok<Product[]>(before))).toEqual(['Linen shirt', 'Wool coat']);

    ok(await call(t, 'GET', `product/${linen}`, { token }));
    refused(await call(t, 'GET', `product/${wool}`, { token }), 404, messages.noRecord);
    const wall = await call(t, 'GET', 'product/productFilter?limit=50', { token });
    expect(names(ok<Product[]>(wall))).toEqual(['Linen shirt']);
    const otherWall = await call(t, 'GET', `product/productFilter?teamId=${other._id}&limit=50`, {
      token,
    });
    expect(otherWall.status === 200 ? ok<Product[]>(otherWall) : []).toEqual([]);
    const teams = ok<Team[]>(await call(t, 'GET', 'team/getUserTeamList', { token }));
    expect(teams.map((team) => team._id)).toEqual([studio._id]);
    refused(await call(t, 'GET', `team/${other._id}`, { token }), 404, messages.noRecord);
    const found = await call(t, 'GET', 'globalSearch?searchFilter=linen', { token });
    expect(found.status).toBe(200);
    const search = await call(t, 'GET', 'globalSearch?searchFilter=wool', { token });
    expect(ok<unknown[]>(search)).toEqual([]);

    const after = await call(t, 'GET', 'product/productFilter?limit=50', { token: owner.token });
    expect(names(ok<Product[]>(after))).toEqual(['Linen shirt', 'Wool coat']);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, tokenId));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses a write with a read token, and writes with a write token', async () => {
    const { studio, token } = await twoTeams('read');
    refused(
      await call(t, 'POST', 'product', { token, body: { teamId: studio._id, name: 'Smock' } }),
      403,
      messages.apiTokenReadOnly,
    );
    const writer = await twoTeams('write');
    const made = await call(t, 'POST', 'product', {
      token: writer.token,
      body: { teamId: writer.studio._id, name: 'Smock', description: 'Cotton voile' },
    });
    ok(made, 201);
    // Writing to a team the token does not name is as if the team did not exist.
    const elsewhere = await call(t, 'POST', 'product', {
      token: writer.token,
      body: { teamId: writer.other._id, name: 'Smock', description: 'Cotton voile' },
    });
    expect([403, 404]).toContain(elsewhere.status);
  });

  it('never reaches the account’s own routes', async () => {
    const { token, studio } = await twoTeams('write');
    const denied = messages.apiTokenNotForAccount;
    refused(await call(t, 'GET', 'auth/tokens', { token }), 403, denied);
    refused(
      await call(t, 'POST', 'auth/tokens', {
        token,
        body: { name: 'More', teamIds: [studio._id], scope: 'write', expiresInDays: 365 },
      }),
      403,
      denied,
    );
    refused(
      await call(t, 'PUT', 'auth/updateProfile', { token, body: { firstName: 'Eve' } }),
      403,
      denied,
    );
    refused(await call(t, 'GET', 'auth/logout', { token }), 403, denied);
    refused(await call(t, 'GET', 'payment/invoices', { token }), 403, denied);
    // Reading who one is stays open.
    const me = await call(t, 'GET', 'auth/getProfile', { token });
    expect(me.status).toBe(200);
  });

  it('is refused by every account route the contracts declare', async () => {
    const { token } = await twoTeams('write');
    const endpoints = Object.entries(domain)
      .filter(([name]) => name.endsWith('Endpoints'))
      .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>))
      .filter((endpoint) => typeof endpoint?.path === 'string' && !endpoint.public);
    const account = endpoints.filter(
      (endpoint) =>
        (endpoint.path.startsWith('/auth/') || endpoint.path.startsWith('/payment')) &&
        endpoint.path !== '/auth/fileUpload' &&
        !(endpoint.method === 'GET' && endpoint.path === '/auth/getProfile'),
    );
    expect(account.length).toBeGreaterThan(10);
    for (const endpoint of account) {
      const path = endpoint.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: endpoint.method,
        url: `/api/v1${path}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(res.json().responseMessage).toBe(messages.apiTokenNotForAccount);
    }
  });

  it('is 401 once revoked or expired, and 401 for a made-up one', async () => {
    const { owner, linen, token, tokenId } = await twoTeams();
    ok(await call(t, 'GET', `product/${linen}`, { token }));
    const revoked = ok<ApiToken>(
      await call(t, 'DELETE', `auth/tokens/${tokenId}`, { token: owner.token }),
    );
    expect(revoked.status).toBe('revoked');
    refused(await call(t, 'GET', `product/${linen}`, { token }), 401, messages.invalidToken);

    const again = await twoTeams();
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, again.tokenId));
    refused(
      await call(t, 'GET', `product/${again.linen}`, { token: again.token }),
      401,
      messages.invalidToken,
    );
    const listed = ok<ApiToken[]>(
      await call(t, 'GET', 'auth/tokens', { token: again.owner.token }),
    );
    expect(listed[0]!.status).toBe('expired');

    const forged = `atl_${'a'.repeat(46)}`;
    refused(
      await call(t, 'GET', `product/${linen}`, { token: forged }),
      401,
      messages.invalidToken,
    );
  });

  it('loses what its person loses: blocked, removed, a key taken away, the account deactivated', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const shirt = await product(owner, team._id, 'Linen shirt');
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, ['canViewProducts']);
    const { token } = await makeToken(member, { teamIds: [team._id] });
    ok(await call(t, 'GET', `product/${shirt}`, { token }));

    await addMember(t, team._id, member.user.id, []);
    expect((await call(t, 'GET', `product/${shirt}`, { token })).status).toBe(403);

    await addMember(t, team._id, member.user.id, ['canViewProducts'], 'blocked');
    expect([403, 404]).toContain((await call(t, 'GET', `product/${shirt}`, { token })).status);

    await addMember(t, team._id, member.user.id, ['canViewProducts']);
    ok(await call(t, 'GET', `product/${shirt}`, { token }));
    await t.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, member.user.id));
    refused(await call(t, 'GET', `product/${shirt}`, { token }), 401, messages.invalidToken);
  });

  it('is made only for teams its person works in, with a clear 400 for bad input', async () => {
    const owner = await makeUser(t);
    const mine = await makeTeam(t, owner);
    const stranger = await makeUser(t);
    const theirs = await makeTeam(t, stranger);
    const make = (body: Record<string, unknown>) =>
      call(t, 'POST', 'auth/tokens', {
        token: owner.token,
        body: { name: 'Sync', teamIds: [mine._id], scope: 'read', expiresInDays: 30, ...body },
      });
    refused(await make({ teamIds: [mine._id, theirs._id] }), 400, messages.apiTokenTeamNotYours);
    refused(await make({ teamIds: [] }), 400, messages.apiTokenTeamsRequired);
    refused(await make({ scope: 'admin' }), 400, messages.apiTokenScopeInvalid);
    refused(await make({ expiresInDays: 7 }), 400, messages.apiTokenLifetimeInvalid);
    refused(await make({ name: '  ' }), 400, messages.apiTokenNameRequired);
    expect(ok<ApiToken[]>(await call(t, 'GET', 'auth/tokens', { token: owner.token }))).toEqual([]);
  });

  it('opens no live connection: sockets are the web app’s sessions', async () => {
    const { token, owner } = await twoTeams();
    const url = await listen(t);
    await expect(connect(url, token)).rejects.toThrow(messages.invalidToken);
    const socket = await connect(url, owner.token);
    socket.close();
  });

  it('has its own rate limit, which a session does not count against', async () => {
    const limited = await createTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: '3' });
    try {
      const owner = await makeUser(limited);
      const team = await makeTeam(limited, owner);
      const made = await call(limited, 'POST', 'auth/tokens', {
        token: owner.token,
        body: { name: 'Sync', teamIds: [team._id], scope: 'read', expiresInDays: 30 },
      });
      const { token } = ok<{ token: string }>(made, 201);
      const read = () => call(limited, 'GET', `team/${team._id}`, { token });
      for (let i = 0; i < 3; i++) expect((await read()).status).toBe(200);
      refused(await read(), 429, messages.tooManyRequests);
      expect((await call(limited, 'GET', `team/${team._id}`, { token: owner.token })).status).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });

  it('is revoked by its person only', async () => {
    const { tokenId, linen, token } = await twoTeams();
    const someone = await makeUser(t);
    refused(
      await call(t, 'DELETE', `auth/tokens/${tokenId}`, { token: someone.token }),
      404,
      messages.noRecord,
    );
    ok(await call(t, 'GET', `product/${linen}`, { token }));
  });
});
