import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, SOCIAL_ERRORS } from '@atelier/domain';
import { identities, socialFlows, users } from '../../db/schema/index.ts';
import { call, makeUser } from '../../test/factories.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  startFakeFacebook,
  startFakeGoogle,
} from '../../test/fake-providers.ts';
import type { IdTokenClaims } from '../../test/fake-providers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { removeExpiredTrips } from './expired-trips.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  facebook = await startFakeFacebook();
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: google.issuer,
    FACEBOOK_CLIENT_ID: CLIENT_ID,
    FACEBOOK_CLIENT_SECRET: CLIENT_SECRET,
    FACEBOOK_API_BASE: facebook.base,
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await facebook.close();
});

type Provider = 'google' | 'facebook';

/** The browser opens auth/{provider}: it is sent to the provider and keeps the state cookie. */
async function leave(provider: Provider, token?: string) {
  if (token) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/identities/${provider}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { url: res.json().data.url as string, cookie: cookieOf(res.headers['set-cookie']) };
  }
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/${provider}` });
  expect(res.statusCode).toBe(302);
  return { url: res.headers.location!, cookie: cookieOf(res.headers['set-cookie']) };
}

const stateOf = (authorizationUrl: string) => new URL(authorizationUrl).searchParams.get('state')!;

function cookieOf(header: string | string[] | undefined) {
  const first = Array.isArray(header) ? header[0] : header;
  return first!.split(';')[0]!;
}

/** The provider sends the browser back; the answer is where the browser goes next. */
async function comeBack(provider: Provider, query: Record<string, string>, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/${provider}/callback?${new URLSearchParams(query).toString()}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location!, 'http://web.test');
}

// From an address of its own each time: the route is rate limited per client address.
let caller = 0;
const redeem = (code: string, otp?: string) =>
  call(t, 'POST', 'auth/socialSignIn', {
    body: { code, ...(otp ? { otp } : {}) },
    from: `10.0.${Math.floor(caller / 250)}.${(caller++ % 250) + 1}`,
  });

async function withGoogle(claims: IdTokenClaims, options: { forged?: boolean } = {}) {
  const trip = await leave('google');
  const { code, state } = google.grant(trip.url, claims, options);
  return comeBack('google', { code, state }, trip.cookie);
}

const accountsOf = async (email: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  ).length;
const identitiesOf = async (userId: string) =>
  t.db.select().from(identities).where(eq(identities.userId, userId));

describe('which providers the sign-in page offers', () => {
  it('lists the configured ones, and none without configuration', async () => {
    const configured = await call(t, 'GET', 'auth/providers');
    expect(configured.body.data).toEqual({ google: true, facebook: true });

    const plain = await createTestApp();
    try {
      expect((await call(plain, 'GET', 'auth/providers')).body.data).toEqual({
        google: false,
        facebook: false,
      });
      const res = await plain.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expect(res.headers.location).toBe('/socialSignIn?error=unavailable');
    } finally {
      await plain.close();
    }
  });
});

describe('a sign-in that cannot start', () => {
  it('sends the person back with “unavailable” and logs why, counted', async () => {
    const unreachable = await createTestApp(
      {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        // An issuer with no discovery document: the trip cannot be built.
        GOOGLE_ISSUER: `${google.issuer}/nowhere`,
      },
      { logs: 'warn' },
    );
    try {
      const res = await unreachable.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expect(res.headers.location).toBe('/socialSignIn?error=unavailable');
      expect(unreachable.logs).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'social sign-in could not start',
          failure: 'socialStart',
          provider: 'google',
          count: 1,
          err: expect.objectContaining({ message: expect.any(String) }),
        }),
      ]);
    } finally {
      await unreachable.close();
    }
  });
});

describe('a first sign-in with Google', () => {
  it('creates a verified account with no password and signs it in', async () => {
    const trip = await leave('google');
    const authorization = new URL(trip.url);
    expect(authorization.origin).toBe(google.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(trip.cookie).toMatch(/^atelier_google_state=/);

    const grant = google.grant(trip.url, {
      sub: 'g-new',
      email: 'Grace@Atelier.test',
      name: 'Grace Hopper',
    });
    const back = await comeBack('google', grant, trip.cookie);
    expect(back.pathname).toBe('/socialSignIn');
    const signedIn = await redeem(back.searchParams.get('code')!);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.isNewAccount).toBe(true);
    expect(signedIn.body.data.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });

    const [user] = await t.db.select().from(users).where(eq(users.id, signedIn.body.data.user._id));
    expect(user).toMatchObject({ passwordHash: null, status: 'active' });
    expect(user!.emailVerifiedAt).not.toBeNull();
    const profile = await call(t, 'GET', 'auth/getProfile', { token: signedIn.body.data.token });
    expect(profile.status).toBe(200);

    const again = await withGoogle({ sub: 'g-new', email: 'grace@atelier.test' });
    const second = await redeem(again.searchParams.get('code')!);
    expect(second.body.data).toMatchObject({ isNewAccount: false, user: { _id: user!.id } });
  });

  it("copies the provider's picture into storage, and goes on without one it cannot use", async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#b0306a' },
    })
      .png()
      .toBuffer();
    const picture = google.servePicture(png, 'image/png');
    const back = await withGoogle({ sub: 'g-pic', email: 'pic@atelier.test', picture });
    const { user } = (await redeem(back.searchParams.get('code')!)).body.data;
    expect(user.profilePicture).toMatch(/\.png$/);
    const served = await t.app.inject({ method: 'GET', url: user.profilePicture });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    const notAnImage = google.servePicture(Buffer.from('<html>'), 'text/html');
    const plain = await withGoogle({
      sub: 'g-nopic',
      email: 'nopic@atelier.test',
      picture: notAnImage,
    });
    const signedIn = await redeem(plain.searchParams.get('code')!);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.profilePicture).toBeNull();
  });

  it('gives a sign-in code that works once', async () => {
    const back = await withGoogle({ sub: 'g-once', email: 'once@atelier.test' });
    const code = back.searchParams.get('code')!;
    expect((await redeem(code)).status).toBe(200);
    const replayed = await redeem(code);
    expect(replayed.status).toBe(400);
    expect(replayed.body.responseMessage).toBe(SOCIAL_ERRORS.state);
  });
});

describe('a callback that cannot be trusted is refused and changes nothing', () => {
  const email = 'nobody@atelier.test';

  async function refused(back: URL, error: string) {
    expect(back.pathname).toBe('/socialSignIn');
    expect(back.searchParams.get('error')).toBe(error);
    expect(back.searchParams.get('code')).toBeNull();
    expect(await accountsOf(email)).toBe(0);
  }

  it('without a state', async () => {
    const trip = await leave('google');
    const { code } = google.grant(trip.url, { sub: 'g-x', email });
    await refused(await comeBack('google', { code }, trip.cookie), 'state');
  });

  it('with a state the browser did not start (forged, or from another browser)', async () => {
    const mine = await leave('google');
    const theirs = await leave('google');
    const grant = google.grant(theirs.url, { sub: 'g-x', email });
    await refused(await comeBack('google', grant, mine.cookie), 'state');
    await refused(await comeBack('google', grant), 'state');
    await refused(await comeBack('google', { ...grant, state: 'made-up' }, theirs.cookie), 'state');
  });

  it('when the same callback comes twice (a replayed code)', async () => {
    const trip = await leave('google');
    const grant = google.grant(trip.url, { sub: 'g-replay', email: 'replay@atelier.test' });
    expect((await comeBack('google', grant, trip.cookie)).searchParams.get('code')).toBeTruthy();
    const replay = await comeBack('google', grant, trip.cookie);
    expect(replay.searchParams.get('error')).toBe('state');
  });

  it('when the provider reports an error', async () => {
    const trip = await leave('google');
    const state = new URL(trip.url).searchParams.get('state')!;
    await refused(
      await comeBack('google', { error: 'access_denied', state }, trip.cookie),
      'provider',
    );
  });

  it('when the ID token carries another nonce', async () => {
    await refused(await withGoogle({ sub: 'g-x', email, nonce: 'not-this-trip' }), 'provider');
  });

  it('when the ID token is for another client', async () => {
    await refused(await withGoogle({ sub: 'g-x', email, aud: 'someone-else' }), 'provider');
  });

  it('when the ID token has expired', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    await refused(await withGoogle({ sub: 'g-x', email, exp: past }), 'provider');
  });

  it('when the ID token comes from another issuer or is not signed by the provider', async () => {
    await refused(await withGoogle({ sub: 'g-x', email, iss: 'https://evil.test' }), 'provider');
    await refused(await withGoogle({ sub: 'g-x', email }, { forged: true }), 'provider');
  });

  it('when the provider does not vouch for a new address', async () => {
    await refused(await withGoogle({ sub: 'g-x', email, email_verified: false }), 'unverified');
  });

  it('when the provider does not vouch for an address that has an account', async () => {
    const { user } = await makeUser(t);
    const back = await withGoogle({
      sub: 'g-unverified',
      email: user.email,
      email_verified: false,
    });
    expect(back.searchParams.get('error')).toBe('unverified');
    expect(await identitiesOf(user.id)).toHaveLength(0);
  });
});

describe('an address that already has an account', () => {
  it('is linked only once its owner confirms with the e-mailed code', async () => {
    const { user } = await makeUser(t);
    const back = await withGoogle({ sub: 'g-owner', email: user.email });
    const code = back.searchParams.get('code')!;

    const asked = await redeem(code);
    expect(asked.body.data).toEqual({ needsCode: true, email: user.email, provider: 'google' });
    expect(await identitiesOf(user.id)).toHaveLength(0);

    const otp = await t.codeFor(user.email);
    const wrong = await redeem(code, otp === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.responseMessage).toBe(messages.wrongOtp);
    expect(await identitiesOf(user.id)).toHaveLength(0);

    const confirmed = await redeem(code, otp);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ isNewAccount: false, user: { _id: user.id } });
    expect(await identitiesOf(user.id)).toHaveLength(1);
    expect((await redeem(code, otp)).status).toBe(400);

    const next = await withGoogle({ sub: 'g-owner', email: user.email });
    expect((await redeem(next.searchParams.get('code')!)).body.data.user._id).toBe(user.id);
  });

  it('stops taking codes after five wrong ones', async () => {
    const { user } = await makeUser(t);
    const code = (await withGoogle({ sub: 'g-guess', email: user.email })).searchParams.get(
      'code',
    )!;
    const otp = await t.codeFor(user.email);
    const wrongCode = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await redeem(code, wrongCode)).status).toBe(400);
    expect((await redeem(code, otp)).status).toBe(400);
    expect(await identitiesOf(user.id)).toHaveLength(0);
  });

  it('is refused when deactivated, linked or not', async () => {
    const { user } = await makeUser(t, { status: 'deactivated' });
    const byEmail = await withGoogle({ sub: 'g-deactivated', email: user.email });
    expect(byEmail.searchParams.get('error')).toBe('deactivated');
    expect(SOCIAL_ERRORS.deactivated).toBe(messages.accountDeactivated);

    await t.db.insert(identities).values({ userId: user.id, provider: 'google', subject: 'g-off' });
    const linked = await withGoogle({ sub: 'g-off', email: 'other@atelier.test' });
    expect(linked.searchParams.get('error')).toBe('deactivated');
  });
});

describe('linked providers in personal settings', () => {
  it('links from a signed-in account, lists it and unlinks it while a password remains', async () => {
    const { user, token } = await makeUser(t);
    const trip = await leave('google', token);
    const grant = google.grant(trip.url, { sub: 'g-settings', email: 'elsewhere@gmail.test' });
    const back = await comeBack('google', grant, trip.cookie);
    expect(`${back.pathname}${back.search}`).toBe('/setting/personal?linked=google');

    const listed = await call(t, 'GET', 'auth/identities', { token });
    expect(listed.body.data).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'google', email: 'elsewhere@gmail.test' }],
    });
    const unlinked = await call(t, 'DELETE', 'auth/identities/google', { token });
    expect(unlinked.status).toBe(200);
    expect(await identitiesOf(user.id)).toHaveLength(0);
    expect((await call(t, 'DELETE', 'auth/identities/google', { token })).status).toBe(404);
  });

  it('never takes a provider account linked to someone else', async () => {
    const owner = await makeUser(t);
    await t.db
      .insert(identities)
      .values({ userId: owner.user.id, provider: 'google', subject: 'g-taken' });
    const { user, token } = await makeUser(t);
    const trip = await leave('google', token);
    const back = await comeBack('google', google.grant(trip.url, { sub: 'g-taken' }), trip.cookie);
    expect(back.searchParams.get('error')).toBe('taken');
    expect(await identitiesOf(user.id)).toHaveLength(0);
  });

  it('keeps the only way into a password-less account', async () => {
    const back = await withGoogle({ sub: 'g-only', email: 'only@atelier.test' });
    const { token } = (await redeem(back.searchParams.get('code')!)).body.data;
    const refused = await call(t, 'DELETE', 'auth/identities/google', { token });
    expect(refused.status).toBe(409);
    const listed = await call(t, 'GET', 'auth/identities', { token });
    expect(listed.body.data).toMatchObject({ hasPassword: false, identities: [{}] });
  });

  it('is for signed-in people only', async () => {
    expect((await call(t, 'GET', 'auth/identities')).status).toBe(401);
    expect((await call(t, 'DELETE', 'auth/identities/google')).status).toBe(401);
    expect((await call(t, 'POST', 'auth/identities/google')).status).toBe(401);
  });
});

describe('old trips', () => {
  it('are removed a day after they expired, fresh ones kept', async () => {
    const trip = await leave('google');
    const day = 86_400_000;
    await t.db
      .update(socialFlows)
      .set({ expiresAt: new Date(Date.now() - day - 60_000) })
      .where(eq(socialFlows.stateHash, t.app.ctx.secrets.digest('social', stateOf(trip.url))));
    const fresh = await leave('google');
    await removeExpiredTrips(t.db);
    const left = await t.db.select({ stateHash: socialFlows.stateHash }).from(socialFlows);
    const hashes = left.map((row) => row.stateHash);
    expect(hashes).not.toContain(t.app.ctx.secrets.digest('social', stateOf(trip.url)));
    expect(hashes).toContain(t.app.ctx.secrets.digest('social', stateOf(fresh.url)));
  });
});

describe('Facebook', () => {
  it('creates an account from the Graph profile and signs it in', async () => {
    const trip = await leave('facebook');
    expect(new URL(trip.url).pathname).toBe('/v19.0/dialog/oauth');
    const grant = facebook.grant(trip.url, {
      id: 'fb-1',
      name: 'Coco Chanel',
      email: 'coco@atelier.test',
    });
    const back = await comeBack('facebook', grant, trip.cookie);
    const signedIn = await redeem(back.searchParams.get('code')!);
    expect(signedIn.body.data).toMatchObject({
      isNewAccount: true,
      user: { firstName: 'Coco', lastName: 'Chanel', email: 'coco@atelier.test' },
    });
  });

  it('refuses a profile without an e-mail address, and a code Facebook does not know', async () => {
    const trip = await leave('facebook');
    const grant = facebook.grant(trip.url, { id: 'fb-2', name: 'No Mail' });
    expect((await comeBack('facebook', grant, trip.cookie)).searchParams.get('error')).toBe(
      'noEmail',
    );
    const other = await leave('facebook');
    const state = new URL(other.url).searchParams.get('state')!;
    const forged = await comeBack('facebook', { code: 'made-up', state }, other.cookie);
    expect(forged.searchParams.get('error')).toBe('provider');
  });
});
