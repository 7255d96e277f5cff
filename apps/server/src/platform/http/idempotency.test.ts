/**
 * Idempotency keys (issue 48 §3) through the real routes that take them: a product comment, a
 * fit session's measurements and `POST product/{id}/files`.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type PermissionKey } from '@atelier/domain';
import { buildApp } from '../../app.ts';
import {
  fitEntries,
  idempotencyKeys,
  notifications,
  productComments,
  productEvents,
  productItems,
} from '../../db/schema/index.ts';
import {
  addMember,
  call,
  makeProductWithImage,
  makeUser,
  multipartForm,
  PNG,
} from '../../test/factories.ts';
import type { FormPart } from '../../test/factories.ts';
import { LETTERS, measurementStudio } from '../../test/measurements.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { removeExpiredIdempotencyKeys } from './idempotency.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;
const COMMENTER: PermissionKey[] = ['canViewProducts', 'canViewComments', 'canAddComment'];

let keys = 0;
const newKey = () => `key-${Date.now()}-${++keys}`;

const comment = (user: User, key: string | undefined, body: Record<string, unknown>) =>
  call(t, 'POST', 'product/productComments', {
    token: user.token,
    body,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });

async function commentsOn(productId: string) {
  return t.db.select().from(productComments).where(eq(productComments.productId, productId));
}

async function studio() {
  const owner = await makeUser(t);
  const { team, productId } = await makeProductWithImage(t, owner);
  const member = await makeUser(t);
  await addMember(t, team._id, member.user.id, COMMENTER);
  return { owner, team, productId, member };
}

describe('Idempotency-Key on comment creation', () => {
  it('answers the same key and body with the first comment, and does nothing twice', async () => {
    const { owner, productId, member } = await studio();
    const key = newKey();
    const body = { productId, text: 'Shorten the hem by 2 cm.' };
    const first = await comment(member, key, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const events = await t.db
      .select()
      .from(productEvents)
      .where(eq(productEvents.productId, productId));

    // Key order in the body does not make it other content.
    const again = await comment(member, key, { text: body.text, productId });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.body.data._id).toBe(first.body.data._id);

    expect(await commentsOn(productId)).toHaveLength(1);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(told.filter((row) => row.key === 'productComment')).toHaveLength(1);
    expect(
      await t.db.select().from(productEvents).where(eq(productEvents.productId, productId)),
    ).toHaveLength(events.length);
  });

  it('refuses the same key with other content (409) and changes nothing', async () => {
    const { productId, member } = await studio();
    const key = newKey();
    const first = await comment(member, key, { productId, text: 'Lining in silk.' });
    expect(first.status).toBe(201);
    const other = await comment(member, key, { productId, text: 'Lining in cotton.' });
    expect(other.status).toBe(409);
    expect(other.body.responseMessage).toBe('This request was already made with other content.');
    expect(other.body.responseMessage).toBe(messages.idempotencyKeyReused);
    const rows = await commentsOn(productId);
    expect(rows.map((row) => row.text)).toEqual(['Lining in silk.']);
  });

  it('keeps a key to its user: another user’s same key is their own', async () => {
    const { team, productId, member } = await studio();
    const other = await makeUser(t);
    await addMember(t, team._id, other.user.id, COMMENTER);
    const key = newKey();
    const mine = await comment(member, key, { productId, text: 'Mine.' });
    const theirs = await comment(other, key, { productId, text: 'Theirs.' });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data._id).not.toBe(mine.body.data._id);
    expect(theirs.body.data.text).toBe('Theirs.');
    // Nor can a stranger read an answer by its key: theirs is their own write, refused by policy.
    const stranger = await makeUser(t);
    const refused = await comment(stranger, key, { productId, text: 'Mine.' });
    expect(refused.status).toBe(404);
    expect(await commentsOn(productId)).toHaveLength(2);
  });

  it('lets a failed first attempt be retried with the same key', async () => {
    const { productId, member } = await studio();
    const key = newKey();
    const failed = await comment(member, key, { productId, text: '   ' });
    expect(failed.status).toBe(400);
    const retried = await comment(member, key, { productId, text: 'Now with text.' });
    expect(retried.status).toBe(201);
    expect(await commentsOn(productId)).toHaveLength(1);
  });

  it('refuses a malformed key with 400', async () => {
    const { productId, member } = await studio();
    for (const key of ['', 'x'.repeat(201), 'tab\there']) {
      const res = await comment(member, key, { productId, text: 'Hello.' });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.responseMessage).toBe(messages.idempotencyKeyInvalid);
    }
    expect(await commentsOn(productId)).toHaveLength(0);
    const longest = await comment(member, '~'.repeat(200), { productId, text: 'Hello.' });
    expect(longest.status).toBe(201);
  });

  it('treats a key older than 24 hours as new, and the sweep removes it', async () => {
    const { productId, member } = await studio();
    const key = newKey();
    const first = await comment(member, key, { productId, text: 'Day one.' });
    const ofKey = and(eq(idempotencyKeys.userId, member.user.id), eq(idempotencyKeys.key, key));
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(ofKey);
    const later = await comment(member, key, { productId, text: 'Day two.' });
    expect(later.status).toBe(201);
    expect(later.body.data._id).not.toBe(first.body.data._id);
    expect(await commentsOn(productId)).toHaveLength(2);

    // A day old is still kept; past the retention the sweep deletes it.
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '23 hours'` })
      .where(ofKey);
    await removeExpiredIdempotencyKeys(t.db);
    expect(await t.db.select().from(idempotencyKeys).where(ofKey)).toHaveLength(1);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(ofKey);
    await removeExpiredIdempotencyKeys(t.db);
    expect(await t.db.select().from(idempotencyKeys).where(ofKey)).toHaveLength(0);
  });

  it('answers a replay with the policy’s refusal once the caller lost the right', async () => {
    const { team, productId, member } = await studio();
    const key = newKey();
    const body = { productId, text: 'Before my rights changed.' };
    expect((await comment(member, key, body)).status).toBe(201);
    await addMember(t, team._id, member.user.id, ['canViewProducts', 'canViewComments']);
    const replayed = await comment(member, key, body);
    expect(replayed.status).toBe(403);
    expect(await commentsOn(productId)).toHaveLength(1);
  });

  it('makes one comment of concurrent requests with one key', async () => {
    const { productId, member } = await studio();
    const key = newKey();
    const body = { productId, text: 'Sent five times at once.' };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => comment(member, key, body)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.data._id)).size).toBe(1);
    expect(await commentsOn(productId)).toHaveLength(1);
  });

  it('keeps keys in the database: another instance on it replays them', async () => {
    const { productId, member } = await studio();
    const key = newKey();
    const body = { productId, text: 'Before the restart.' };
    const first = await comment(member, key, body);
    const second = await buildApp({
      config: t.config,
      database: {
        db: t.db,
        kind: t.databaseUrl ? 'postgres' : 'pglite',
        migrate: async () => {},
        close: async () => {},
      },
      startJobs: false,
      mailSender: async () => {},
    });
    try {
      await second.ready();
      const replayed = await second.inject({
        method: 'POST',
        url: '/api/v1/product/productComments',
        headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': key },
        payload: body,
      });
      expect(replayed.statusCode).toBe(201);
      expect(replayed.json()).toEqual(first.body);
    } finally {
      await second.close();
    }
    expect(await commentsOn(productId)).toHaveLength(1);
  });
});

describe('Idempotency-Key on an image comment', () => {
  it('answers the first pinned comment again, and another route’s same key is other content', async () => {
    const owner = await makeUser(t);
    const { productId, imageId } = await makeProductWithImage(t, owner);
    const key = newKey();
    const body = { productId, fileId: imageId, text: 'Move the pocket up.', x: 0.4, y: 0.6 };
    const pin = (path: string, payload: Record<string, unknown>) =>
      call(t, 'POST', path, {
        token: owner.token,
        body: payload,
        headers: { 'idempotency-key': key },
      });
    const first = await pin('product/productImgComments', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await pin('product/productImgComments', body);
    expect(again.body).toEqual(first.body);
    const elsewhere = await pin('product/productComments', { productId, text: body.text });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.responseMessage).toBe(messages.idempotencyKeyReused);
    expect(await commentsOn(productId)).toHaveLength(1);
  });
});

describe('Idempotency-Key on a fit session’s measurements', () => {
  it('records once per key, and refuses the key with other measurements', async () => {
    const { editor, pom, productId } = await measurementStudio(t);
    const spec = await call(t, 'PUT', `product/${productId}/spec`, {
      token: editor.token,
      body: {
        revision: 0,
        unit: 'cm',
        sizes: LETTERS,
        baseSize: 'M',
        rows: [
          { pomId: pom('T01')._id, base: 70, gradeRule: 1.5, tolerance: { minus: 1, plus: 1 } },
        ],
      },
    });
    expect(spec.status, JSON.stringify(spec.body)).toBe(200);
    const opened = await call(t, 'POST', `product/${productId}/fits`, {
      token: editor.token,
      body: { round: 'Fit 1', sampleSize: 'M' },
    });
    const fitId = opened.body.data._id as string;
    const key = newKey();
    const record = (body: unknown) =>
      call(t, 'PUT', `product/${productId}/fits/${fitId}`, {
        token: editor.token,
        body,
        headers: { 'idempotency-key': key },
      });
    const body = { rows: [{ pomId: pom('T01')._id, own: 71.5 }] };
    const first = await record(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const entries = () => t.db.select().from(fitEntries).where(eq(fitEntries.sessionId, fitId));
    const recorded = await entries();
    expect(recorded).toHaveLength(1);

    const again = await record(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await entries()).toEqual(recorded);

    const other = await record({ rows: [{ pomId: pom('T01')._id, own: 72 }] });
    expect(other.status).toBe(409);
    expect(other.body.responseMessage).toBe(messages.idempotencyKeyReused);
    expect(await entries()).toEqual(recorded);

    // The same key on another session's address is other content too.
    const session2 = await call(t, 'POST', `product/${productId}/fits`, {
      token: editor.token,
      body: { round: 'Fit 2', sampleSize: 'M' },
    });
    const elsewhere = await call(t, 'PUT', `product/${productId}/fits/${session2.body.data._id}`, {
      token: editor.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(elsewhere.status).toBe(409);
  });
});

describe('Idempotency-Key on POST product/{id}/files', () => {
  async function upload(
    token: string,
    productId: string,
    key: string | undefined,
    parts: FormPart[],
  ) {
    // Each body gets its own boundary, as a browser's FormData does on every send.
    const form = multipartForm(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${productId}/files`,
      headers: {
        ...form.headers,
        authorization: `Bearer ${token}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: form.payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  const filesOf = async (productId: string) =>
    (await t.db.select().from(productItems).where(eq(productItems.productId, productId))).filter(
      (item) => item.kind === 'file',
    );
  const onDisk = (teamId: string, productId: string) =>
    readdir(path.join(t.config.dataDir, 'uploads', 'products', teamId, productId)).catch(
      () => [] as string[],
    );

  it('uploads without a key, and with one keeps the files once', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await makeProductWithImage(t, owner);
    const before = (await filesOf(productId)).length;
    const plain = await upload(owner.token, productId, undefined, [
      { field: 'files', fileName: 'plain.txt', content: Buffer.from('plain') },
    ]);
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body.responseMessage).toBe(messages.filesUploaded);
    expect(plain.body.data).toMatchObject([{ name: 'plain.txt', kind: 'file' }]);

    const key = newKey();
    const parts: FormPart[] = [
      { field: 'files', fileName: 'swatch.png', content: PNG },
      { field: 'files', fileName: 'notes.txt', content: Buffer.from('notes') },
    ];
    const first = await upload(owner.token, productId, key, parts);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const stored = await onDisk(team._id, productId);
    const again = await upload(owner.token, productId, key, parts);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.body.data.map((item: { _id: string }) => item._id)).toEqual(
      first.body.data.map((item: { _id: string }) => item._id),
    );
    expect(await filesOf(productId)).toHaveLength(before + 3);
    expect(await onDisk(team._id, productId)).toEqual(stored);

    const otherBytes = await upload(owner.token, productId, key, [
      { field: 'files', fileName: 'swatch.png', content: PNG },
      { field: 'files', fileName: 'notes.txt', content: Buffer.from('other notes') },
    ]);
    expect(otherBytes.status).toBe(409);
    expect(otherBytes.body.responseMessage).toBe(messages.idempotencyKeyReused);
    expect(await filesOf(productId)).toHaveLength(before + 3);
  });

  it('keeps one upload of concurrent requests with one key', async () => {
    const owner = await makeUser(t);
    const { productId } = await makeProductWithImage(t, owner);
    const before = (await filesOf(productId)).length;
    const key = newKey();
    const parts: FormPart[] = [{ field: 'files', fileName: 'once.txt', content: Buffer.from('x') }];
    const answers = await Promise.all(
      [1, 2, 3].map(() => upload(owner.token, productId, key, parts)),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.data[0]._id)).size).toBe(1);
    expect(await filesOf(productId)).toHaveLength(before + 1);
  });

  it('refuses a replay to whoever may no longer edit the product', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await makeProductWithImage(t, owner);
    const editor = await makeUser(t);
    await addMember(t, team._id, editor.user.id, ['canViewProducts', 'canEditProduct']);
    const key = newKey();
    const parts: FormPart[] = [{ field: 'files', fileName: 'mine.txt', content: Buffer.from('m') }];
    expect((await upload(editor.token, productId, key, parts)).status).toBe(201);
    await addMember(t, team._id, editor.user.id, ['canViewProducts']);
    expect((await upload(editor.token, productId, key, parts)).status).toBe(403);
  });
});

describe('the API document', () => {
  it('shows the Idempotency-Key header and its 409 on each write that takes it', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = [
      ['post', '/api/v1/product/{id}/files'],
      ['post', '/api/v1/product/productComments'],
      ['post', '/api/v1/product/productImgComments'],
      ['put', '/api/v1/product/{id}/fits/{fitId}'],
      ['put', '/api/v1/product/{id}/samples/{sampleId}'],
    ] as const;
    for (const [method, address] of operations) {
      const operation = document.paths[address][method];
      const header = operation.parameters.find(
        (parameter: { in: string; name: string }) =>
          parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
      expect(header, `${method} ${address}`).toMatchObject({ required: false });
      expect(operation.description).toContain('Idempotency-Key');
      expect(Object.keys(operation.responses)).toContain('409');
    }
  });
});
