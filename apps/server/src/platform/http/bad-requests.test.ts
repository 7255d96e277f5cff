import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTeam, makeUser, multipartFile, PNG } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { inspectInput } from './request-input.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refused = {
  responseCode: 400,
  responseMessage: 'The request is not valid.',
  code: 'validation_failed',
};

describe('NUL characters, which PostgreSQL text cannot hold', () => {
  it('are found wherever they hide', () => {
    expect(inspectInput({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      kind: 'nul',
      field: 'a.1.c',
    });
    expect(inspectInput({ ['k\u0000']: 1 })).toEqual({ kind: 'nul', field: 'k\u0000' });
    expect(inspectInput({ a: 'fine', n: 3, z: null })).toBeNull();
  });

  it('in a body are refused with 400 and nothing is stored', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const res = await call(t, 'POST', 'category', {
      token: owner.token,
      body: { teamId: team._id, name: 'Dress\u0000es' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...refused, data: { errors: [{ field: 'name' }] } });
    const list = await call(t, 'GET', `category?teamId=${team._id}`, { token: owner.token });
    expect(list.body.pagination.total).toBe(0);
  });

  it('in a query or a path are refused with 400', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const search = await call(t, 'GET', `category?teamId=${team._id}&search=%00`, {
      token: owner.token,
    });
    expect(search.status).toBe(400);
    expect(search.body).toMatchObject(refused);
    const path = await call(t, 'GET', 'category/%00', { token: owner.token });
    expect(path.status).toBe(400);
  });
});

describe('bodies no form sends', () => {
  const postJson = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('nested 50,000 deep are a 400 before anything walks them, even signed out', async () => {
    const deep = `{"email":${'['.repeat(50_000)}${']'.repeat(50_000)},"password":"x"}`;
    const res = await postJson('/api/v1/auth/login', deep);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      responseCode: 400,
      responseMessage: 'The request is nested too deeply.',
      code: 'request_too_deep',
    });
  });

  it('nested as deep as a real form still reach validation', async () => {
    const res = await postJson('/api/v1/auth/login', '{"email":[[["a"]]],"password":"x"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMessage).not.toBe('The request is nested too deeply.');
  });

  it('over 1 MB of JSON are a 413 with their own text, not the upload one', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10 * 1024 * 1024) });
    const res = await postJson('/api/v1/auth/login', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().responseMessage).toBe(
      'The request is too large: send at most 1 MB of data at a time.',
    );
  });
});

describe('requests no field text describes', () => {
  it('name the choices of a closed list plainly', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const res = await call(t, 'GET', `category?teamId=${team._id}&sortBy=evil`, {
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe('Please choose one of: createdAt, updatedAt, name.');
  });

  it('answer JSON that is not an object with the generic text', async () => {
    const owner = await makeUser(t);
    const res = await call(t, 'POST', 'category', { token: owner.token, body: [1, 2] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(refused);
  });
});

describe('uploads that do not arrive whole', () => {
  const upload = async (token: string, payload: Buffer, contentType: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fileUpload',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('answer 400 for a body that is not multipart at all', async () => {
    const { token } = await makeUser(t);
    const res = await upload(token, Buffer.from('garbage'), 'multipart/form-data; boundary=xx');
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe('The upload did not arrive whole. Please try again.');
  });

  it('answer 400 for a file cut off before its end, and store nothing', async () => {
    const { token } = await makeUser(t);
    const whole = multipartFile('file', 'me.png', PNG, 'image/png');
    const cut = whole.payload.subarray(0, whole.payload.length - 40);
    const res = await upload(token, cut, whole.headers['content-type']);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe('The upload did not arrive whole. Please try again.');
    const stored = await readdir(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    expect(stored.filter((entry) => entry.includes('.'))).toEqual([]);
  });
});

describe("parameter errors in Atelier's words (issue 43 §3.16)", () => {
  /** zod's own English, which must never reach a user: "Too big: expected number to be <=100". */
  const ZOD_ENGLISH = /expected|too big|too small|invalid input|invalid option|unrecognized|<=|>=/i;

  it('answers every bad page, page size or number of a list with a sentence of ours', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const product = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Wrap dress' },
    });
    const productId = product.body.data._id as string;
    const lists = [
      `category?teamId=${team._id}`,
      `colour?teamId=${team._id}`,
      `product/productByTeam/${team._id}`,
      `product/${productId}/timeline`,
      `team/members/${team._id}`,
      `team/${team._id}/people`,
      'notifications/userNotifications',
      'task/global',
      `dashboard/activeProducts?teamId=${team._id}`,
      'globalSearch?searchFilter=dress',
    ];
    const bad = ['limit=1000', 'limit=0', 'limit=abc', 'page=-1', 'page=0', 'page=1.5', 'page=abc'];
    const answers: string[] = [];
    for (const list of lists) {
      for (const query of bad) {
        const url = `${list}${list.includes('?') ? '&' : '?'}${query}`;
        const res = await call(t, 'GET', url, { token: owner.token });
        // A list without pages (the dashboard's) leaves `page` alone: 200 is its answer then.
        if (res.status === 200 && query.startsWith('page=')) continue;
        expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(400);
        const texts = [
          res.body.responseMessage as string,
          ...((res.body.data?.errors ?? []) as { message: string }[]).map((e) => e.message),
        ];
        for (const text of texts) {
          expect(text, url).not.toMatch(ZOD_ENGLISH);
          expect(text, url).toMatch(/^[A-Z].*\.$/);
        }
        answers.push(`${url} → ${texts[0]}`);
      }
    }
    expect(answers.length).toBeGreaterThan(50);
    const timeline = await call(t, 'GET', `product/${productId}/timeline?limit=1000`, {
      token: owner.token,
    });
    expect(timeline.body.responseMessage).toBe('Show between 1 and 100 entries.');
    const page = await call(t, 'GET', `product/${productId}/timeline?page=-1`, {
      token: owner.token,
    });
    expect(page.body.responseMessage).toBe('Page must be a positive number.');
  });
});
