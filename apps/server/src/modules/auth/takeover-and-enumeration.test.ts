import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import { call, codeFrom, makeUser, PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VICTIM = 'Victim#2026';
const ATTACKER = 'Attack#2026';

const register = (email: string, password: string, fullName = 'Some One') =>
  call(t, 'POST', 'auth/register', {
    body: { fullName, email, password, confirmPassword: password, acceptTerms: true },
  });
const login = (email: string, password: string, from?: string) =>
  call(t, 'POST', 'auth/login', { body: { email, password }, ...(from ? { from } : {}) });
const verify = (email: string, otp: string, signupToken?: string) =>
  call(t, 'POST', 'auth/verifyOtp', {
    body: { email, otp, purpose: 'signup', ...(signupToken ? { signupToken } : {}) },
  });

/** What an answer tells apart, once the random token is set aside. */
function shape(res: { status: number; body: Record<string, unknown> }) {
  const data = res.body.data as Record<string, unknown> | null;
  return {
    status: res.status,
    message: res.body.responseMessage,
    keys: data ? Object.keys(data).sort() : null,
  };
}

describe('a second registration of an address that is not verified yet', () => {
  it('never takes the account over when it comes after the owner', async () => {
    const email = 'first@atelier.test';
    const mine = await register(email, VICTIM, 'Real Owner');
    const theirs = await register(email, ATTACKER, 'Mallory');
    expect(shape(theirs)).toEqual(shape(mine));

    const code = await t.codeFor(email);
    const verified = await verify(email, code, mine.body.data.signupToken);
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.firstName).toBe('Real');
    expect((await login(email, VICTIM)).status).toBe(200);
    expect((await login(email, ATTACKER)).status).toBe(401);
  });

  it('never takes the account over when it comes before the owner', async () => {
    const email = 'second@atelier.test';
    await register(email, ATTACKER, 'Mallory');
    const mine = await register(email, VICTIM, 'Real Owner');
    const code = await t.codeFor(email);
    expect((await verify(email, code, mine.body.data.signupToken)).status).toBe(200);
    expect((await login(email, VICTIM)).status).toBe(200);
    expect((await login(email, ATTACKER)).status).toBe(401);
  });

  it('sets no password when the code comes without saying whose attempt it completes', async () => {
    const email = 'third@atelier.test';
    await register(email, ATTACKER);
    await register(email, VICTIM);
    const verified = await verify(email, await t.codeFor(email));
    expect(verified.status).toBe(200);
    expect((await login(email, VICTIM)).status).toBe(401);
    expect((await login(email, ATTACKER)).status).toBe(401);
  });

  it('applies the only attempt when there is one, token or not', async () => {
    const email = 'fourth@atelier.test';
    await register(email, VICTIM);
    expect((await verify(email, await t.codeFor(email))).status).toBe(200);
    expect((await login(email, VICTIM)).status).toBe(200);
  });

  it('sends one code a minute however often the address is registered', async () => {
    const email = 'flood@atelier.test';
    await t.deliver();
    const before = t.mails.length;
    for (let i = 0; i < 8; i++) expect((await register(email, VICTIM)).status).toBe(201);
    await t.deliver();
    expect(t.mails.slice(before).filter((mail) => mail.to === email)).toHaveLength(1);
  });
});

describe('an address that already has an account', () => {
  it('answers registration exactly as a new address does, and tells the owner instead', async () => {
    const { user } = await makeUser(t, { firstName: 'Owner' });
    await t.deliver();
    const before = t.mails.length;
    const taken = await register(user.email, ATTACKER);
    const fresh = await register('nobody-yet@atelier.test', ATTACKER);
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.body.data.email).toBe(user.email);

    await t.deliver();
    const toOwner = t.mails.slice(before).filter((mail) => mail.to === user.email);
    expect(toOwner.map((mail) => mail.subject)).toEqual(['You already have an Atelier account']);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('answers a sign-in with the attempted password as it does for a new address', async () => {
    const { user } = await makeUser(t);
    await register(user.email, ATTACKER);
    await register('brand-new@atelier.test', ATTACKER);
    const taken = await login(user.email, ATTACKER);
    const fresh = await login('brand-new@atelier.test', ATTACKER);
    expect(taken.status).toBe(403);
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.body.responseMessage).toBe(messages.emailNotVerified);
  });

  it('answers a wrong password exactly as an unknown address', async () => {
    const { user } = await makeUser(t);
    const known = await login(user.email, 'Wrong#pass1', '198.51.100.30');
    const unknown = await login('ghost-login@atelier.test', 'Wrong#pass1', '198.51.100.30');
    expect(known.body).toEqual(unknown.body);
    expect(known.status).toBe(401);
  });

  it('answers code resends and reset requests exactly as an unknown address', async () => {
    const { user } = await makeUser(t);
    for (const [path, body] of [
      ['auth/resendOtp', { purpose: 'reset' }],
      ['auth/resendOtp', { purpose: 'signup' }],
      ['auth/forgotPassword', {}],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const known = await call(t, 'POST', path, { body: { ...body, email: user.email } });
        const unknown = await call(t, 'POST', path, {
          body: { ...body, email: 'ghost-reset@atelier.test' },
        });
        expect(known.status).toBe(200);
        expect(known.body).toEqual(unknown.body);
      }
    }
  });
});

describe('password spraying from one client address', () => {
  it('is stopped after ten failures across any addresses; other clients are not', async () => {
    const from = '198.51.100.40';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await login(`spray-${i}@atelier.test`, 'Spring#2026', from)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const { user } = await makeUser(t);
    expect((await login(user.email, PASSWORD, '198.51.100.41')).status).toBe(200);
  });
});

describe('a code e-mail', () => {
  it('carries the code in its subject', async () => {
    await register('subject@atelier.test', VICTIM);
    await t.deliver();
    const mail = t.mails.findLast((message) => message.to === 'subject@atelier.test');
    expect(codeFrom(mail?.subject)).toMatch(/^\d{6}$/);
  });
});
