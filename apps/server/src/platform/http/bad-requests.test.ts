import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTeam, makeUser, multipartFile, PNG } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { findNulCharacter } from './null-characters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refused = {
  responseCode: 400,
  responseMessage: 'The request is not valid.',
};

describe('NUL characters, which PostgreSQL text cannot hold', () => {
  it('are found wherever they hide', () => {
    expect(findNulCharacter({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulCharacter({ a: 'fine', n: 3, z: null })).toBeNull();
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
