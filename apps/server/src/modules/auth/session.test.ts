import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, SESSION_TTL_DAYS } from '@atelier/domain';
import { sessions, users } from '../../db/schema/index.ts';
import { call, makeUser, PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST auth/login', () => {
  it('signs in with the userDetails of SPEC §3', async () => {
    const { user } = await makeUser(t);
    const res = await call(t, 'POST', 'auth/login', {
      body: { email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual({
      _id: user.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: user.email,
      profilePicture: null,
      planType: 'Free',
      teamRolePermissions: [],
      jobTitle: '',
      phoneNumber: '',
      linkedinUrl: '',
      questions: null,
      createdAt: user.createdAt.toISOString(),
    });
    expect(res.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('gives a wrong password and an unknown address the same 401', async () => {
    const { user } = await makeUser(t);
    const wrong = await call(t, 'POST', 'auth/login', {
      body: { email: user.email, password: 'Wrong#pass1' },
    });
    const unknown = await call(t, 'POST', 'auth/login', {
      body: { email: 'who@atelier.test', password: PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.responseMessage).toBe(messages.invalidCredentials);
    }
  });

  it("tells a deactivated account 'Your account has been Deactivated.'", async () => {
    const { user } = await makeUser(t, { status: 'deactivated' });
    const res = await call(t, 'POST', 'auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body.responseMessage).toBe(messages.accountDeactivated);
  });

  it('sends an unverified account back to its code, with a fresh one', async () => {
    const { user } = await makeUser(t, { status: 'pending', emailVerifiedAt: null });
    const res = await call(t, 'POST', 'auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      responseMessage: messages.emailNotVerified,
      data: { needsVerification: true, email: user.email },
    });
    expect(await t.codeFor(user.email)).toMatch(/^\d{6}$/);
  });

  it('answers 400 with the text for a malformed address', async () => {
    const res = await call(t, 'POST', 'auth/login', { body: { email: 'nope', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.invalidEmail);
  });

  it('limits repeated attempts with a 429 and a clear message', async () => {
    const body = { email: 'target@atelier.test', password: 'Guess#1234' };
    const statuses: number[] = [];
    const from = '198.51.100.20';
    for (let i = 0; i < 10; i++)
      statuses.push((await call(t, 'POST', 'auth/login', { body, from })).status);
    // Five failures for the account, then its growing wait (account-throttle.test.ts) answers.
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    const limited = await call(t, 'POST', 'auth/login', { body, from });
    expect(limited.status).toBe(429);
    expect(limited.body.responseMessage).toBe(messages.tooManyRequests);
  });
});

describe('tokens', () => {
  const profile = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/getProfile',
      headers: authorization ? { authorization } : {},
    });

  it('is checked before the body: no token and a bad body answer 401, not 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/updateProfile',
      payload: { firstName: 12, linkedinUrl: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().responseMessage).toBe('invalid token');
  });

  it('accepts the token with or without the Bearer prefix', async () => {
    const { token } = await makeUser(t);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'Bearer not-a-jwt'],
    [
      'unsigned (alg none)',
      'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwianRpIjoieCJ9.',
    ],
  ])("answers 401 'invalid token' to a %s token", async (_kind, header) => {
    const res = await profile(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      responseCode: 401,
      responseMessage: 'invalid token',
      messageKey: 'invalidToken',
      code: 'invalid_token',
      data: null,
    });
  });

  it("answers 401 'invalid token' to a token signed with another secret", async () => {
    const { user } = await makeUser(t);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await profile(forged)).json().responseMessage).toBe('invalid token');
  });

  it("answers 401 'jwt expired' to an expired token", async () => {
    const { user } = await makeUser(t);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await profile(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ responseMessage: 'jwt expired', code: 'jwt_expired' });
  });

  it("answers 'jwt expired' to a token it accepted before, once its time is up", async () => {
    const { token } = await makeUser(t);
    expect((await profile(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_TTL_DAYS + 1) * 86_400_000 });
    try {
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ responseMessage: 'jwt expired', code: 'jwt_expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('logout revokes that token only', async () => {
    const { user, token } = await makeUser(t);
    const other = await t.app.ctx.tokens.issue(t.db, user.id);
    const res = await call(t, 'GET', 'auth/logout', { token });
    expect(res.status).toBe(200);
    expect((await profile(token)).json().responseMessage).toBe('invalid token');
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('a deactivated user loses access at once', async () => {
    const { token, user } = await makeUser(t);
    await t.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('e-mails the code in the person’s language: French when chosen, English otherwise', async () => {
    const french = await makeUser(t, { firstName: 'Amélie' });
    await call(t, 'PUT', 'generalSetting', { token: french.token, body: { language: 'fr' } });
    await call(t, 'POST', 'auth/forgotPassword', { body: { email: french.user.email } });
    const english = await makeUser(t, { firstName: 'Ada' });
    await call(t, 'POST', 'auth/forgotPassword', { body: { email: english.user.email } });
    await t.deliver();
    const mailTo = (email: string) => t.mails.findLast((message) => message.to === email)!;

    const fr = mailTo(french.user.email);
    expect(fr.subject).toMatch(/^Votre code Atelier est \d{6}$/);
    expect(fr.text).toContain('Bonjour Amélie,');
    expect(fr.text).toContain(
      'Utilisez ce code pour réinitialiser votre mot de passe Atelier. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
    );
    expect(fr.text).toContain('Il expire dans 10 minutes.');
    expect(fr.html).toContain('Votre code Atelier');

    const en = mailTo(english.user.email);
    expect(en.subject).toMatch(/^Your Atelier code is \d{6}$/);
    expect(en.text).toContain('Hello Ada,');
    expect(en.text).toContain(
      'Use this code to reset your Atelier password. If you did not ask for it, you can ignore this e-mail.',
    );
    expect(en.text).toContain('It expires in 10 minutes.');
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    await t.deliver();
    const before = t.mails.length;
    const res = await call(t, 'POST', 'auth/forgotPassword', {
      body: { email: 'ghost@atelier.test' },
    });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe(messages.forgotPasswordSent);
    await t.deliver();
    expect(t.mails.length).toBe(before);
  });

  it('resets the password with the e-mailed code and ends every session', async () => {
    const { user, token } = await makeUser(t);
    const forgot = await call(t, 'POST', 'auth/forgotPassword', { body: { email: user.email } });
    expect(forgot.body.responseMessage).toBe(messages.forgotPasswordSent);
    const otp = await t.codeFor(user.email);

    const verified = await call(t, 'POST', 'auth/verifyOtp', {
      body: { email: user.email, otp, purpose: 'reset' },
    });
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body.data;
    expect(resetToken).toEqual(expect.any(String));

    const mismatch = await call(t, 'POST', 'auth/createPassword', {
      body: { resetToken, password: 'Brand#new22', confirmPassword: 'Brand#new23' },
    });
    expect(mismatch.body.responseMessage).toBe(messages.passwordsDoNotMatch);

    const body = { resetToken, password: 'Brand#new22', confirmPassword: 'Brand#new22' };
    const created = await call(t, 'POST', 'auth/createPassword', { body });
    expect(created.status).toBe(200);
    expect(created.body.responseMessage).toBe(messages.passwordCreated);

    expect((await call(t, 'GET', 'auth/getProfile', { token })).body.responseMessage).toBe(
      'invalid token',
    );
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    expect(
      (await call(t, 'POST', 'auth/login', { body: { email: user.email, password: PASSWORD } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(t, 'POST', 'auth/login', {
          body: { email: user.email, password: 'Brand#new22' },
        })
      ).status,
    ).toBe(200);

    const reused = await call(t, 'POST', 'auth/createPassword', { body });
    expect(reused.status).toBe(400);
    expect(reused.body.responseMessage).toBe(messages.resetLinkInvalid);
  });

  it('refuses an invented reset token', async () => {
    const res = await call(t, 'POST', 'auth/createPassword', {
      body: { resetToken: 'made-up', password: 'Brand#new22', confirmPassword: 'Brand#new22' },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.resetLinkInvalid);
  });
});
