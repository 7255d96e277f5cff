import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineEntry } from '@atelier/domain';
import {
  addMember,
  call,
  makeProductWithImage,
  makeUser,
  multipartForm,
  PNG,
} from '../../test/factories.ts';
import { productEvents } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { EXPORT_PAGE } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;

const timeline = async (user: User, productId: string, query = '') => {
  const res = await call(t, 'GET', `product/${productId}/timeline${query}`, { token: user.token });
  return res;
};

/** What each entry says, oldest first, as a person would read it. */
const told = (entries: TimelineEntry[]) =>
  [...entries]
    .reverse()
    .map((entry) =>
      [entry.actor?.name, entry.action, entry.field, entry.before, entry.after, entry.subject]
        .filter((part) => part !== null && part !== undefined)
        .join(' | '),
    );

describe('a product’s timeline', () => {
  it('keeps every change once, in order, in the transaction of the change', async () => {
    const owner = await makeUser(t, { firstName: 'Nadia', lastName: 'Lefèvre' });
    const { team, productId, imageId } = await makeProductWithImage(t, owner);
    const tag = await call(t, 'POST', 'tag', {
      token: owner.token,
      body: { teamId: team._id, name: 'Linen' },
    });
    const edit = await call(t, 'PUT', `product/${productId}`, {
      token: owner.token,
      body: { name: 'Pleated midi skirt', stage: 'sampling', tagIds: [tag.body.data._id] },
    });
    expect(edit.status).toBe(200);
    // A refused change records nothing.
    const refused = await call(t, 'PUT', `product/${productId}`, {
      token: owner.token,
      body: { name: 'x'.repeat(500) },
    });
    expect(refused.status).toBe(400);
    const form = multipartForm([
      { field: 'label', value: 'Proto 2' },
      { field: 'file', fileName: 'front-2.png', content: PNG },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${productId}/files/${imageId}/versions`,
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    const comment = await call(t, 'POST', 'product/productComments', {
      token: owner.token,
      body: { productId, text: 'Shorten the hem by 2 cm.' },
    });
    await call(t, 'PUT', `product/productComments/${comment.body.data._id}`, {
      token: owner.token,
      body: { resolved: true },
    });
    const link = await call(t, 'POST', 'product/shareProduct', {
      token: owner.token,
      body: { productId, action: 'view' },
    });
    await call(t, 'DELETE', `product/shareProduct/${link.body.data._id}`, { token: owner.token });

    const res = await timeline(owner, productId);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ page: 1, total: 11 });
    expect(told(res.body.data)).toEqual([
      'Nadia Lefèvre | created',
      'Nadia Lefèvre | uploaded | front.png',
      'Nadia Lefèvre | uploaded | spec.txt',
      'Nadia Lefèvre | changed | Name | Pleated skirt | Pleated midi skirt',
      'Nadia Lefèvre | changed | Tags | Linen',
      'Nadia Lefèvre | moved | Stage | Idea | Sampling',
      'Nadia Lefèvre | added a version of | Proto 2 | front.png',
      'Nadia Lefèvre | commented | Shorten the hem by 2 cm.',
      'Nadia Lefèvre | resolved | Shorten the hem by 2 cm.',
      'Nadia Lefèvre | made a share link | view only',
      'Nadia Lefèvre | revoked a share link | view only',
    ]);

    const files = await timeline(owner, productId, '?kind=file&limit=2');
    expect(files.body.pagination).toMatchObject({ total: 3, limit: 2 });
    expect(files.body.data.map((entry: TimelineEntry) => entry.action)).toEqual([
      'added a version of',
      'uploaded',
    ]);
  });

  it('shows the comments’ entries only to who may read the comments, and nothing to an outsider', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await makeProductWithImage(t, owner);
    await call(t, 'POST', 'product/productComments', {
      token: owner.token,
      body: { productId, text: 'Secret supplier price' },
    });
    const blind = await makeUser(t);
    await addMember(t, team._id, blind.user.id, ['canViewProducts']);
    const outsider = await makeUser(t);

    const seen = await timeline(blind, productId);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body.data)).not.toContain('Secret supplier price');
    expect((await timeline(blind, productId, '?kind=comment')).body.data).toEqual([]);
    expect((await timeline(outsider, productId)).status).toBe(404);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/${productId}/timeline/export`,
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(csv.statusCode).toBe(404);
    expect((await timeline(owner, productId, '?kind=nonsense')).status).toBe(400);
  });

  it('exports as CSV, a formula-like cell quoted as text', async () => {
    const owner = await makeUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const { productId } = await makeProductWithImage(t, owner);
    await call(t, 'PUT', `product/${productId}`, {
      token: owner.token,
      body: { name: '=HYPERLINK("http://evil.test","x")' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/${productId}/timeline/export`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment;');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('When,Who,Kind,What,Field,Before,After,About');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`Ada Lovelace,Edits,changed,Name,Pleated skirt,"'=HYPERLINK(""`);
  });

  it('streams a timeline longer than a page, every row once, newest first', async () => {
    const owner = await makeUser(t);
    const { productId } = await makeProductWithImage(t, owner);
    const rows = EXPORT_PAGE * 2 + 7;
    await t.db.insert(productEvents).values(
      Array.from({ length: rows }, (_, index) => ({
        productId,
        kind: 'product' as const,
        action: 'changed',
        field: 'Name',
        before: index === 0 ? '=SUM(A1:A9)' : `Before ${index}`,
        after: `After ${index}`,
      })),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/${productId}/timeline/export`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    // Written as the pages come: no length is known when the headers go.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('When,Who,Kind,What,Field,Before,After,About');
    const afters = lines.slice(1).flatMap((line) => line.match(/After (\d+)/)?.[1] ?? []);
    expect(afters.map(Number)).toEqual(Array.from({ length: rows }, (_, i) => rows - 1 - i));
    expect(res.body).toContain(`,'=SUM(A1:A9),After 0`);
  });

  it('limits how often one person exports', async () => {
    const owner = await makeUser(t);
    const { productId } = await makeProductWithImage(t, owner);
    const exportOnce = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/product/${productId}/timeline/export`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
    for (let i = 0; i < 10; i += 1) expect((await exportOnce()).statusCode).toBe(200);
    const refused = await exportOnce();
    expect(refused.statusCode).toBe(429);
  });
});
