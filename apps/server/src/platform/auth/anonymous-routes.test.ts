import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The API routes anyone may call, by name: each one here is a deliberate choice. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/verifyOtp',
  'POST /api/v1/auth/resendOtp',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/forgotPassword',
  'POST /api/v1/auth/createPassword',
  'GET /api/v1/auth/providers',
  'GET /api/v1/auth/google',
  'GET /api/v1/auth/google/callback',
  'GET /api/v1/auth/facebook',
  'GET /api/v1/auth/facebook/callback',
  'POST /api/v1/auth/socialSignIn',
  'GET /api/v1/team/invitation/{token}',
  // 'Contact sales' on the public plans page, and Stripe's signed webhook (issue 15).
  'POST /api/v1/support/sales',
  'POST /api/v1/payment/webhook',
  // A share link's visitor: the token in the request stands for the sign-in (issue 12).
  'GET /api/v1/shareProductLink',
  'GET /api/v1/teamuserdetails/{teamId}',
  'GET /api/v1/product/productCommentsNoAuth',
  'POST /api/v1/product/productCommentsNoAuth',
  'GET /api/v1/product/getProductImgCommentsNonAuth',
  'POST /api/v1/product/productImgCommentsNonAuth',
  // A calendar app fetches the user's .ics feed: the signed token in the path stands for the
  // sign-in (issue 13).
  'GET /api/v1/calendar/feed/{token}.ics',
  // A live line sheet's buyer: the signed token stands for the sign-in (issue 36).
  'GET /api/v1/linesheet/shared',
  // A factory opening a tech pack revision sent to it: the signed token stands for the
  // sign-in (issue 46 §7).
  'GET /api/v1/techpack-link/shared',
  'GET /api/v1/techpack-link/shared/pdf',
  'GET /api/v1/techpack-link/shared/xlsx',
]);

describe('the route kit', () => {
  it('answers every route of the OpenAPI document 401 without a token, unless public by name', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = doc.json().paths as Record<string, Record<string, unknown>>;
    const routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(60);

    const publicSeen: string[] = [];
    for (const route of routes) {
      if (PUBLIC.has(route)) {
        publicSeen.push(route);
        continue;
      }
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const res = await t.app.inject({
        method,
        url: path.replace(/\{[^}]+\}/g, randomUUID()),
        ...(method === 'POST' || method === 'PUT' ? { payload: { bad: 1 } } : {}),
      });
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({
        route,
        status: 401,
        body: expect.objectContaining({ responseMessage: 'invalid token', code: 'invalid_token' }),
      });
    }
    expect(publicSeen.sort()).toEqual([...PUBLIC].sort());
  });
});
