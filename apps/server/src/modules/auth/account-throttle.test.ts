import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import { signInFailures } from '../../db/schema/index.ts';
import { call, makeUser, PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { FREE_FAILURES, MAX_DELAY_SECONDS } from './account-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each try from an address of its own: the per-address limits never see them. */
let address = 0;
const nextAddress = () => `198.51.100.${(address += 1) % 250}`;

const login = (email: string, password: string) =>
  call(t, 'POST', 'auth/login', { body: { email, password }, from: nextAddress() });

/** Every failure moves this far into the past, as if the attacker had waited. */
async function wait(seconds: number) {
  await t.db
    .update(signInFailures)
    .set({ lastFailedAt: sql`${signInFailures.lastFailedAt} - make_interval(secs => ${seconds})` });
}

/** The last failure happened just now: a slow machine's own pace does not count as waiting. */
async function failedJustNow() {
  await t.db.update(signInFailures).set({ lastFailedAt: sql`now()` });
}

describe('failed sign-ins of one account from many addresses', () => {
  it('are slowed after five by a growing wait, checked before the password', async () => {
    const { user } = await makeUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      if (i >= FREE_FAILURES) await failedJustNow();
      statuses.push((await login(user.email, `wrong-${i}`)).status);
    }
    expect(statuses.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill(401));
    expect(statuses.slice(FREE_FAILURES)).toEqual(Array(60 - FREE_FAILURES).fill(429));
    await failedJustNow();
    const held = await login(user.email, PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.responseMessage).toBe(messages.accountThrottled(1));

    // Each further failure doubles the wait, up to a minute.
    await wait(1);
    expect((await login(user.email, 'wrong-again')).status).toBe(401);
    expect((await login(user.email, PASSWORD)).body.responseMessage).toBe(
      messages.accountThrottled(2),
    );
    for (let i = 0; i < 10; i += 1) {
      await wait(MAX_DELAY_SECONDS);
      await login(user.email, `wrong-later-${i}`);
    }
    expect((await login(user.email, PASSWORD)).body.responseMessage).toBe(
      messages.accountThrottled(MAX_DELAY_SECONDS),
    );
  });

  it('let no try slip past the count when many come at once', async () => {
    const { user } = await makeUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, `wrong-${i}`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - FREE_FAILURES);
  });

  it('never lock the owner out: after the wait the right password signs in and clears the count', async () => {
    const { user } = await makeUser(t);
    for (let i = 0; i < FREE_FAILURES + 3; i += 1) await login(user.email, `wrong-${i}`);
    expect((await login(user.email, PASSWORD)).status).toBe(429);
    await wait(MAX_DELAY_SECONDS);
    const signedIn = await login(user.email, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toBeTruthy();
    expect((await login(user.email, 'one-typo')).status).toBe(401);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('answer an unknown address exactly as a known one', async () => {
    const known = (await makeUser(t)).user.email;
    const unknown = `nobody-${Date.now()}@atelier.test`;
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < FREE_FAILURES + 2; i += 1) {
        if (i >= FREE_FAILURES) await failedJustNow();
        const res = await login(email, `wrong-${i}`);
        seen.push(`${res.status} ${res.body.responseMessage}`);
      }
      return seen;
    };
    expect(await answers(unknown)).toEqual(await answers(known));
  });
});

describe('wrong codes for one account from many addresses', () => {
  it('are slowed after five, before the code is checked', async () => {
    const email = `coder-${Date.now()}@atelier.test`;
    const registered = await call(t, 'POST', 'auth/register', {
      body: {
        fullName: 'Coco Coder',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      },
    });
    expect(registered.status).toBe(201);
    const code = await t.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (otp: string) =>
      call(t, 'POST', 'auth/verifyOtp', {
        body: { email, otp, purpose: 'signup' },
        from: nextAddress(),
      });
    for (let i = 0; i < FREE_FAILURES; i += 1) expect((await verify(wrong)).status).toBe(400);
    await failedJustNow();
    const held = await verify(code);
    expect(held.status).toBe(429);
    expect(held.body.responseMessage).toBe(messages.accountThrottled(1));
  });
});
