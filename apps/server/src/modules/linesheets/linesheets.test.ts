import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { readSheet as readXlsx } from 'read-excel-file/node';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineSheet, LineSheetLink, SharedLineSheet } from '@atelier/domain';
import { lineSheetLinks, lineSheets, products } from '../../db/schema/index.ts';
import { removeExpiredLineSheets } from './retention.ts';
import { addMember, call, makeProductWithImage, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A team with a priced skirt (an image) and a coat in sampling whose name reads as a formula. */
async function collection() {
  const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
  const { team, productId } = await makeProductWithImage(t, owner);
  await call(t, 'PUT', `product/${productId}/buyer`, {
    token: owner.token,
    body: {
      styleNumber: 'SS27-0142',
      sizes: ['XS', 'S', 'M'],
      wholesalePrice: 42.5,
      retailPrice: 119,
      currency: 'EUR',
      deliveryFrom: '2027-02-01',
      deliveryTo: '2027-03-15',
    },
  });
  const coat = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: '=HYPERLINK("http://evil")', stage: 'sampling' },
  });
  await call(t, 'PUT', `product/${coat.body.data._id}/buyer`, {
    token: owner.token,
    body: { styleNumber: '+SS27-0999', retailPrice: 249, currency: 'EUR' },
  });
  await t.deliver(); // the skirt's image derivatives
  return { owner, team, skirtId: productId, coatId: coat.body.data._id as string };
}

/** Asks for a sheet, runs its job, and answers it with the file's bytes. */
async function made(token: string, body: Record<string, unknown>) {
  const asked = await call(t, 'POST', 'linesheet', { token, body });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  expect(asked.body.data).toMatchObject({ status: 'queued', resultUrl: null });
  await t.deliver();
  const read = await call(t, 'GET', `linesheet/${asked.body.data._id}`, { token });
  const sheet = read.body.data as LineSheet;
  expect(sheet.status).toBe('ready');
  expect(sheet.resultUrl).toMatch(/^\/api\/v1\/files\/linesheets\//);
  const file = await t.app.inject({ method: 'GET', url: sheet.resultUrl! });
  expect(file.statusCode).toBe(200);
  return { sheet, bytes: file.rawPayload };
}

describe('POST linesheet', () => {
  it('renders a PDF with a cover and a card per product, names and prices readable', async () => {
    const { owner, team } = await collection();
    // Seven products: a full page of six cards, bottom row and all, and one on the next page.
    await t.db.insert(products).values(
      Array.from({ length: 5 }, (_, index) => ({
        teamId: team._id,
        name: `Wool overshirt with a name far too long for one line of a card ${index}`,
        sizes: ['XS', 'S', 'M', 'L', 'XL'],
        composition: '80% wool, 20% cashmere',
        retailPrice: 310,
        wholesalePrice: 124,
        priceCurrency: 'EUR' as const,
        deliveryFrom: '2027-02-01',
        deliveryTo: '2027-03-15',
      })),
    );
    const { sheet, bytes } = await made(owner.token, { teamId: team._id, format: 'pdf' });
    expect(sheet).toMatchObject({ productCount: 7, done: 7, format: 'pdf' });
    expect(sheet.fileName).toMatch(/line sheet \d{4}-\d{2}-\d{2}\.pdf$/);
    const { totalPages, text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(totalPages).toBe(3); // the cover, then six cards a page
    for (const expected of [
      `${team.name} line sheet`,
      'Pleated skirt',
      'SS27-0142',
      'Wholesale €42.50',
      'Retail €119.00',
      '=HYPERLINK("http://evil")',
      'Retail €249.00',
      '7 products',
      'Retail €310.00',
    ])
      expect(text).toContain(expected);
  });

  it('writes CSV with formula-like cells escaped, and an XLSX that reads back', async () => {
    const { owner, team } = await collection();
    const csv = (await made(owner.token, { teamId: team._id, format: 'csv' })).bytes.toString();
    expect(csv.startsWith('\uFEFFStyle number,Name,')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`'+SS27-0999`);
    expect(csv).toContain('SS27-0142,Pleated skirt');

    const { bytes } = await made(owner.token, {
      teamId: team._id,
      format: 'xlsx',
      filters: { sortBy: 'name', orderBy: 'asc' },
    });
    const rows = await readXlsx(bytes);
    expect(rows[0]).toEqual(expect.arrayContaining(['Style number', 'Name', 'Retail price']));
    const name = rows[0]!.indexOf('Name');
    const retail = rows[0]!.indexOf('Retail price');
    expect(rows.slice(1).map((row) => [row[name], row[retail]])).toEqual([
      ['=HYPERLINK("http://evil")', 249],
      ['Pleated skirt', 119],
    ]);
  });

  it('lists only what the filters match, and refuses an empty sheet with a clear text', async () => {
    const { owner, team } = await collection();
    const { bytes } = await made(owner.token, {
      teamId: team._id,
      format: 'csv',
      filters: { stage: 'sampling' },
    });
    expect(bytes.toString()).not.toContain('Pleated skirt');

    const empty = await call(t, 'POST', 'linesheet', {
      token: owner.token,
      body: { teamId: team._id, format: 'pdf', filters: { stage: 'production' } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.responseMessage).toBe(
      'No products match these filters: choose others for the line sheet.',
    );
    const format = await call(t, 'POST', 'linesheet', {
      token: owner.token,
      body: { teamId: team._id, format: 'docx' },
    });
    expect(format.status).toBe(400);
    expect(format.body.responseMessage).toBe('Choose PDF, CSV or XLSX.');
  });

  it('is made only for who may view the products, and read only by its maker', async () => {
    const { owner, team } = await collection();
    const outsider = await makeUser(t);
    const blind = await makeUser(t);
    await addMember(t, team._id, blind.user.id, ['canEditProduct']);
    const body = { teamId: team._id, format: 'csv' };
    expect((await call(t, 'POST', 'linesheet', { token: outsider.token, body })).status).toBe(404);
    const refused = await call(t, 'POST', 'linesheet', { token: blind.token, body });
    expect(refused.status).toBe(403);

    const asked = await call(t, 'POST', 'linesheet', { token: owner.token, body });
    const id = asked.body.data._id as string;
    for (const other of [outsider, blind])
      expect((await call(t, 'GET', `linesheet/${id}`, { token: other.token })).status).toBe(404);
    await t.deliver();
    const recent = await call(t, 'GET', `linesheet?teamId=${team._id}`, { token: owner.token });
    expect((recent.body.data as LineSheet[]).map((sheet) => sheet._id)).toEqual([id]);
  });

  it('e-mails a large sheet to its maker with the file attached', async () => {
    const { owner, team } = await collection();
    await t.db.insert(products).values(
      Array.from({ length: 98 }, (_, index) => ({
        teamId: team._id,
        name: `Tee ${String(index).padStart(2, '0')}`,
      })),
    );
    const { sheet } = await made(owner.token, { teamId: team._id, format: 'csv' });
    expect(sheet.productCount).toBe(100);
    await t.deliver();
    const mail = t.mails.findLast((message) => message.to === owner.user.email);
    expect(mail?.subject).toBe('Your line sheet is ready: 100 products');
    expect(mail?.attachments?.map((attachment) => attachment.filename)).toEqual([sheet.fileName]);
    const attached = await buffer(mail!.attachments![0]!.content);
    expect(attached.toString()).toContain('Tee 97');
  });
});

describe('made line sheets', () => {
  it('are kept a week to download again, then go with their files', async () => {
    const { owner, team } = await collection();
    const { sheet } = await made(owner.token, { teamId: team._id, format: 'csv' });
    const [row] = await t.db.select().from(lineSheets).where(eq(lineSheets.id, sheet._id));
    const storage = t.app.ctx.storage;
    expect(await storage.exists(row!.fileKey!)).toBe(true);

    await removeExpiredLineSheets(t.app.ctx, new Date(Date.now() + 6 * 86_400_000));
    expect((await call(t, 'GET', `linesheet/${sheet._id}`, { token: owner.token })).status).toBe(
      200,
    );
    await removeExpiredLineSheets(t.app.ctx, new Date(Date.now() + 8 * 86_400_000));
    await t.deliver();
    expect((await call(t, 'GET', `linesheet/${sheet._id}`, { token: owner.token })).status).toBe(
      404,
    );
    expect(await storage.exists(row!.fileKey!)).toBe(false);
  });
});

describe('live line sheet links', () => {
  it('always show the current products, until revoked or expired', async () => {
    const { owner, team, skirtId } = await collection();
    const made = await call(t, 'POST', 'linesheet/link', {
      token: owner.token,
      body: { teamId: team._id, title: 'SS27 for buyers', expiresInDays: 30 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const link = made.body.data as LineSheetLink;
    const token = link.url.split('/linesheet/')[1]!;
    const open = () => call(t, 'GET', `linesheet/shared?token=${encodeURIComponent(token)}`);

    const first = (await open()).body.data as SharedLineSheet;
    expect(first.title).toBe('SS27 for buyers');
    expect(first.team.name).toBe(team.name);
    const skirt = first.products.find((product) => product._id === skirtId);
    expect(skirt).toMatchObject({ retailPrice: 119, currency: 'EUR', styleNumber: 'SS27-0142' });
    expect(skirt?.image).toMatch(/^\/api\/v1\/files\/products\//);

    await call(t, 'PUT', `product/${skirtId}/buyer`, {
      token: owner.token,
      body: { retailPrice: 129 },
    });
    const now = (await open()).body.data as SharedLineSheet;
    expect(now.products.find((product) => product._id === skirtId)?.retailPrice).toBe(129);

    const listed = await call(t, 'GET', `linesheet/link?teamId=${team._id}`, {
      token: owner.token,
    });
    expect((listed.body.data as LineSheetLink[]).map((item) => item._id)).toEqual([link._id]);

    const tampered = await call(t, 'GET', `linesheet/shared?token=${link._id}.0000`);
    expect(tampered.status).toBe(404);
    await t.db
      .update(lineSheetLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(lineSheetLinks.id, link._id));
    expect((await open()).status).toBe(404);
    await t.db
      .update(lineSheetLinks)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(lineSheetLinks.id, link._id));
    const revoked = await call(t, 'DELETE', `linesheet/link/${link._id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    const gone = await open();
    expect(gone.status).toBe(404);
    expect(gone.body.responseMessage).toBe(
      'This line sheet link is no longer valid. Ask whoever shared it for a new one.',
    );
  });

  it('are made and revoked only by who may share the products', async () => {
    const { owner, team } = await collection();
    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
    const body = { teamId: team._id, title: 'Private', expiresInDays: 7 };
    const refused = await call(t, 'POST', 'linesheet/link', { token: viewer.token, body });
    expect(refused.status).toBe(403);
    const made = await call(t, 'POST', 'linesheet/link', { token: owner.token, body });
    const revoke = await call(t, 'DELETE', `linesheet/link/${made.body.data._id}`, {
      token: viewer.token,
    });
    expect(revoke.status).toBe(403);
    const badExpiry = await call(t, 'POST', 'linesheet/link', {
      token: owner.token,
      body: { ...body, expiresInDays: 400 },
    });
    expect(badExpiry.status).toBe(400);
    expect(badExpiry.body.responseMessage).toBe('Choose between 1 and 365 days.');
  });
});
