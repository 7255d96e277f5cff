import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import { otps, signInFailures, signups, users } from '../../db/schema/index.ts';
import { call, codeFrom } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Grace Hopper',
  email: 'grace@atelier.test',
  password: 'Cobol#1959',
  confirmPassword: 'Cobol#1959',
  acceptTerms: true,
  ...overrides,
});

describe('POST auth/register', () => {
  it.each([
    [{ fullName: '  ' }, 'fullName', messages.fullNameRequired],
    [{ email: 'not-an-address' }, 'email', messages.invalidEmail],
    [{ email: '' }, 'email', messages.emailRequired],
    [{ password: 'short1!', confirmPassword: 'short1!' }, 'password', messages.passwordFormat],
    [
      { password: 'NoDigits!!', confirmPassword: 'NoDigits!!' },
      'password',
      messages.passwordFormat,
    ],
    [
      { password: 'NoSpecial12', confirmPassword: 'NoSpecial12' },
      'password',
      messages.passwordFormat,
    ],
    [
      { password: 'Has space1!', confirmPassword: 'Has space1!' },
      'password',
      messages.passwordFormat,
    ],
    [{ confirmPassword: 'Other#1959' }, 'confirmPassword', messages.passwordsDoNotMatch],
    [{ acceptTerms: false }, 'acceptTerms', messages.acceptTerms],
  ])('answers 400 with the SPEC text for %o', async (override, field, message) => {
    const res = await call(t, 'POST', 'auth/register', { body: signup(override) });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('creates a pending account and e-mails a 6-digit code', async () => {
    const res = await call(t, 'POST', 'auth/register', {
      body: signup({ email: 'Grace@Atelier.test' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      responseCode: 201,
      data: { email: 'grace@atelier.test', signupToken: expect.any(String) },
    });
    await t.deliver();
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('grace@atelier.test');
    expect(codeFrom(mail.subject)).toMatch(/^\d{6}$/);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'grace@atelier.test'));
    expect(user).toMatchObject({ status: 'pending', firstName: 'Grace', lastName: 'Hopper' });
    const [attempt] = await t.db.select().from(signups).where(eq(signups.userId, user!.id));
    expect(attempt!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().responseCode).toBe(400);
  });
});

describe('POST auth/verifyOtp (signup)', () => {
  const email = 'linus@atelier.test';
  let code = '';

  beforeAll(async () => {
    await call(t, 'POST', 'auth/register', { body: signup({ email, fullName: 'Linus' }) });
    code = await t.codeFor(email);
  });

  it('refuses a malformed code with its text', async () => {
    const res = await call(t, 'POST', 'auth/verifyOtp', {
      body: { email, otp: '12ab', purpose: 'signup' },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.otpFormat);
  });

  it("answers 'Please enter correct otp.' to a wrong code", async () => {
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call(t, 'POST', 'auth/verifyOtp', {
      body: { email, otp: wrong, purpose: 'signup' },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.wrongOtp);
  });

  it('signs the user in with userDetails once the code is right, and only once', async () => {
    const res = await call(t, 'POST', 'auth/verifyOtp', {
      body: { email, otp: code, purpose: 'signup' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      firstName: 'Linus',
      email,
      planType: 'Free',
      teamRolePermissions: [],
      profilePicture: null,
    });
    const profile = await call(t, 'GET', 'auth/getProfile', { token: res.body.data.token });
    expect(profile.status).toBe(200);
    const again = await call(t, 'POST', 'auth/verifyOtp', {
      body: { email, otp: code, purpose: 'signup' },
    });
    expect(again.body.responseMessage).toBe(messages.wrongOtp);
  });

  it('locks a code after five wrong tries, even if the sixth is right', async () => {
    const other = 'mary@atelier.test';
    await call(t, 'POST', 'auth/register', { body: signup({ email: other }) });
    const right = await t.codeFor(other);
    const wrong = right === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'POST', 'auth/verifyOtp', {
        body: { email: other, otp: wrong, purpose: 'signup' },
      });
      expect(res.body.responseMessage).toBe(messages.wrongOtp);
    }
    // Past the account's wait after five failures (account-throttle.test.ts).
    await t.db
      .update(signInFailures)
      .set({ lastFailedAt: sql`${signInFailures.lastFailedAt} - interval '1 minute'` });
    const res = await call(t, 'POST', 'auth/verifyOtp', {
      body: { email: other, otp: right, purpose: 'signup' },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.otpTooManyTries);
  });

  it('refuses an expired code', async () => {
    const other = 'alan@atelier.test';
    await call(t, 'POST', 'auth/register', { body: signup({ email: other }) });
    const right = await t.codeFor(other);
    const [user] = await t.db.select().from(users).where(eq(users.email, other));
    await t.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.userId, user!.id));
    const res = await call(t, 'POST', 'auth/verifyOtp', {
      body: { email: other, otp: right, purpose: 'signup' },
    });
    expect(res.body.responseMessage).toBe(messages.otpExpired);
  });

  it('gives an unknown address the same answer as a wrong code', async () => {
    const res = await call(t, 'POST', 'auth/verifyOtp', {
      body: { email: 'nobody@atelier.test', otp: '123456', purpose: 'signup' },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.wrongOtp);
  });
});

describe('POST auth/resendOtp', () => {
  it('sends at most one code a minute, answering the same every time', async () => {
    const email = 'katherine@atelier.test';
    await call(t, 'POST', 'auth/register', { body: signup({ email }) });
    await t.deliver();
    const before = t.mails.length;
    const soon = await call(t, 'POST', 'auth/resendOtp', { body: { email, purpose: 'signup' } });
    expect(soon.status).toBe(200);
    expect(soon.body.responseMessage).toBe(messages.otpSent);
    await t.deliver();
    expect(t.mails.length).toBe(before);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    await t.db
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otps.userId, user!.id));
    const res = await call(t, 'POST', 'auth/resendOtp', { body: { email, purpose: 'signup' } });
    expect(res.status).toBe(200);
    await t.deliver();
    expect(t.mails.length).toBe(before + 1);
  });

  it('answers 200 for an unknown address and sends nothing', async () => {
    await t.deliver();
    const before = t.mails.length;
    const res = await call(t, 'POST', 'auth/resendOtp', {
      body: { email: 'ghost@atelier.test', purpose: 'signup' },
    });
    expect(res.status).toBe(200);
    await t.deliver();
    expect(t.mails.length).toBe(before);
  });
});
