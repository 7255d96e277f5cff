import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://atelier.example',
};

/**
 * Wrong logins, each claiming to come from a new client address, each for another account (one
 * account's own growing wait is account-throttle.test.ts's).
 */
async function loginsFromNewAddresses(app: TestApp, count: number) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
      payload: { email: `someone${index}@example.com`, password: 'Wrong-pass1!' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('X-Forwarded-For', () => {
  it('is ignored unless TRUST_PROXY names the proxy, even in production', async () => {
    t = await createTestApp(production);
    const statuses = await loginsFromNewAddresses(t, 30);
    expect(statuses).toContain(429);
  });

  it('is believed from the configured proxy, so each client has its own limit', async () => {
    t = await createTestApp({ ...production, TRUST_PROXY: '127.0.0.1' });
    const statuses = await loginsFromNewAddresses(t, 12);
    expect(statuses.every((status) => status === 401)).toBe(true);
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent in development over plain http', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent in production behind https', async () => {
    t = await createTestApp(production);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('Socket.IO long-polling responses', () => {
  it('carry the same security headers as every other response', async () => {
    t = await createTestApp();
    const url = await listen(t);
    const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    await res.text();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
