import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { readSheet as readXlsx } from 'read-excel-file/node';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, PLAN_STORAGE_LIMITS } from '@atelier/domain';
import type { LineSheet, LineSheetLink, SharedLineSheet } from '@atelier/domain';
import { lineSheetLinks, lineSheets, mediaFiles, products } from '../../db/schema/index.ts';
import { authorizeStorage } from '../policy/plans.ts';
import { outcomeOf } from '../../test/policy-world.ts';
import { removeExpiredLineSheets } from './retention.ts';
import { addMember, call, makeProductWithImage, makeTeam, makeUser } from '../../test/factories.ts';
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
    // Dates as the maker writes them (dd-mm-yyyy by default), on the cover and the cards.
    expect(text).toContain('Delivery 01-02-2027 – 15-03-2027');
    expect(text).toMatch(/7 products · \d{2}-\d{2}-\d{4}/);
  });

  it('writes dates as the member who made it does, in the PDF and on the live link (issue 44 §18)', async () => {
    const { owner, team } = await collection();
    const set = await call(t, 'PUT', 'generalSetting', {
      token: owner.token,
      body: { dateFormat: 'mm-dd-yyyy' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const { bytes } = await made(owner.token, { teamId: team._id, format: 'pdf' });
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Delivery 02-01-2027 – 03-15-2027');
    const link = await call(t, 'POST', 'linesheet/link', {
      token: owner.token,
      body: { teamId: team._id, title: 'For buyers', expiresInDays: 30 },
    });
    const token = (link.body.data as LineSheetLink).url.split('/linesheet/')[1]!;
    const shared = await call(t, 'GET', `linesheet/shared?token=${encodeURIComponent(token)}`);
    expect((shared.body.data as SharedLineSheet).dateFormat).toBe('mm-dd-yyyy');
    // The CSV is read by machines: ISO dates, whoever made it.
    const csv = await made(owner.token, { teamId: team._id, format: 'csv' });
    expect(csv.bytes.toString()).toContain('2027-02-01');
  });

  it('writes CSV with formula-like cells escaped, and an XLSX that reads back', async () => {
    const { owner, team } = await collection();
    const csv = (await made(owner.token, { teamId: team._id, format: 'csv' })).bytes.toString();
    expect(csv.startsWith('\uFEFFStyle number,Name,')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`'+SS27-0999`);
    expect(csv).toContain('SS27-0142,Pleated skirt');
    // Prices with two decimals, machine-readable (issue 44 §18): 42.5 and 119 as 42.50 and 119.00.
    expect(csv).toMatch(/,EUR,42\.50,119\.00,/);

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

describe('line sheets in the reader’s language (issue 47 §4)', () => {
  it('writes a French PDF’s own words and prices in French, what people entered as entered', async () => {
    const { owner, team } = await collection();
    const { sheet, bytes } = await made(owner.token, {
      teamId: team._id,
      format: 'pdf',
      filters: { stage: 'sampling' },
      language: 'fr',
    });
    // The file keeps its name whatever the language.
    expect(sheet.fileName).toMatch(/line sheet \d{4}-\d{2}-\d{2}\.pdf$/);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    const plain = text.replace(/[\u00a0\u202f]/g, ' ');
    for (const expected of [
      `Line sheet ${team.name}`,
      'Prototypage', // the stage filtered on, named in French
      '1 produit ·',
      'Prix de détail 249,00 €',
      '=HYPERLINK("http://evil")',
    ])
      expect(plain).toContain(expected);
    for (const english of ['line sheet', 'Retail', 'product', 'Sampling'])
      expect(plain).not.toContain(english);
  });

  it('writes in the maker’s saved language when none is asked; the CSV’s headers stay English', async () => {
    const { owner, team } = await collection();
    const set = await call(t, 'PUT', 'generalSetting', {
      token: owner.token,
      body: { language: 'de' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const pdf = await made(owner.token, { teamId: team._id, format: 'pdf' });
    const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
    expect(text).toContain('2 Produkte');
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain('Großhandel 42,50 €');

    const xlsx = await made(owner.token, { teamId: team._id, format: 'xlsx' });
    const rows = await readXlsx(xlsx.bytes);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Artikelnummer', 'Name', 'Einzelhandelspreis', 'Lieferung ab']),
    );
    // Asked for, a language wins over the saved one.
    const english = await made(owner.token, { teamId: team._id, format: 'xlsx', language: 'en' });
    expect((await readXlsx(english.bytes))[0]).toEqual(
      expect.arrayContaining(['Style number', 'Retail price']),
    );
    const csv = await made(owner.token, { teamId: team._id, format: 'csv' });
    expect(csv.bytes.toString().startsWith('\uFEFFStyle number,Name,')).toBe(true);
  });

  it('e-mails a large sheet in its language', async () => {
    const { owner, team } = await collection();
    await t.db
      .insert(products)
      .values(
        Array.from({ length: 98 }, (_, index) => ({ teamId: team._id, name: `Tee ${index}` })),
      );
    await made(owner.token, { teamId: team._id, format: 'csv', language: 'fr' });
    await t.deliver();
    const mail = t.mails.findLast((message) => message.to === owner.user.email);
    expect(mail?.subject).toBe('Votre line sheet est prête : 100 produits');
    expect(mail?.text).toContain('Le tableur CSV que vous avez demandé sur Atelier est prêt.');
  });

  it('refuses a language that is not one of the nine', async () => {
    const { owner, team } = await collection();
    for (const language of ['zh-CN', 'FR', 'xx']) {
      const bad = await call(t, 'POST', 'linesheet', {
        token: owner.token,
        body: { teamId: team._id, format: 'pdf', language },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.responseMessage).toBe(messages.languageInvalid);
    }
  });
});

/** The fonts a PDF embeds, by name ('ABCDEF+NotoSans-Regular'), with the bytes of each file. */
function embeddedFonts(pdf: Buffer) {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/FontName \/(\S+)[^>]*?\/FontFile[23]? (\d+) 0 R/g)].map(
    ([, name, file]) => {
      const stream = new RegExp(`\\n${file} 0 obj\\s*<<[^>]*?/Length (\\d+)`).exec(text);
      return { name: name!, bytes: Number(stream![1]) };
    },
  );
}

describe('line sheets in every script (issue 46 §6)', () => {
  const names = [
    '亚麻衬衫',
    '亞麻襯衫',
    'リネンシャツ',
    '린넨 셔츠',
    'Áo sơ mi lanh',
    'Keten gömlek ığüşöç',
    'Lniana koszula żółć',
    'Λινό πουκάμισο',
  ];

  const notes = ['麻55%、綿45%', 'Льняная ткань 100%', '린넨 100%'];

  it('shows names and notes in any script as text, in the PDF, the CSV and the XLSX', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner, { name: 'Ατελιέ 工作室' });
    await t.db.insert(products).values(
      names.map((name, index) => ({
        teamId: team._id,
        name,
        composition: notes[index % notes.length],
        sizes: ['S', 'M'],
        retailPrice: 119,
        priceCurrency: 'EUR' as const,
      })),
    );
    const { bytes } = await made(owner.token, { teamId: team._id, format: 'pdf' });
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    for (const expected of ['Ατελιέ 工作室 line sheet', ...names, ...notes, 'Retail €119.00'])
      expect(text).toContain(expected);
    // Every font is a subset ('ABCDEF+'), and the CJK fonts are there because the names are.
    const fonts = embeddedFonts(bytes);
    for (const { name } of fonts) expect(name).toMatch(/^[A-Z]{6}\+/);
    expect(fonts.map(({ name }) => name.slice(7)).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansKR-Bold',
      'NotoSansKR-Regular',
      'NotoSansSC-Bold',
      'NotoSansSC-Regular',
    ]);
    expect(bytes.toString('latin1')).not.toContain('/Helvetica');

    const csv = (await made(owner.token, { teamId: team._id, format: 'csv' })).bytes;
    for (const name of names) expect(csv.toString('utf8')).toContain(name);
    const xlsx = await readXlsx(
      (await made(owner.token, { teamId: team._id, format: 'xlsx' })).bytes,
    );
    const column = xlsx[0]!.indexOf('Name');
    expect(
      xlsx
        .slice(1)
        .map((row) => row[column])
        .sort(),
    ).toEqual([...names].sort());
  });

  it('embeds only what a Latin sheet draws: subsets of Noto Sans, far under 1 MB', async () => {
    const { owner, team } = await collection();
    await t.db.insert(products).values(
      Array.from({ length: 40 }, (_, index) => ({
        teamId: team._id,
        name: `Linen camp shirt ${index}: ÀÉÎÕÜ àéîõü ÆØÅ æøå ß Ñ ñ Ç ç`,
        composition: '55% linen, 45% cotton — 0123456789 & (%) ’ “”',
        sizes: ['XS', 'S', 'M', 'L', 'XL'],
        retailPrice: 119,
        priceCurrency: 'EUR' as const,
      })),
    );
    const { bytes } = await made(owner.token, { teamId: team._id, format: 'pdf' });
    const fonts = embeddedFonts(bytes);
    expect(fonts.map(({ name }) => name.slice(7)).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
    ]);
    for (const { name } of fonts) expect(name).toMatch(/^[A-Z]{6}\+/);
    // Each whole font file is 630 KB; subsets of the glyphs drawn are a few dozen.
    const fontBytes = fonts.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(fontBytes).toBeLessThan(100 * 1024);
    expect(bytes.length).toBeLessThan(1024 * 1024);
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

/** A live link's token, from its address. */
const tokenOf = (link: LineSheetLink) => link.url.split('/linesheet/')[1]!;

/** `count` plain products in the team, named 'Tee 000'… */
async function tees(teamId: string, count: number) {
  await t.db.insert(products).values(
    Array.from({ length: count }, (_, index) => ({
      teamId,
      name: `Tee ${String(index).padStart(3, '0')}`,
    })),
  );
}

describe('line sheets need canViewProducts (issue 43)', () => {
  it('refuses links, their list and sheets to a member who may share but not view', async () => {
    const { owner, team } = await collection();
    const sharer = await makeUser(t);
    await addMember(t, team._id, sharer.user.id, ['canShareProduct']);
    const body = { teamId: team._id, title: 'Everything', expiresInDays: 365 };
    const made = await call(t, 'POST', 'linesheet/link', { token: sharer.token, body });
    expect(made.status).toBe(403);
    expect(made.body.responseMessage).toBe(messages.askPermission);
    const listed = await call(t, 'GET', `linesheet/link?teamId=${team._id}`, {
      token: sharer.token,
    });
    expect(listed.status).toBe(403);
    const link = await call(t, 'POST', 'linesheet/link', { token: owner.token, body });
    const revoke = await call(t, 'DELETE', `linesheet/link/${link.body.data._id}`, {
      token: sharer.token,
    });
    expect(revoke.status).toBe(403);
    const sheet = await call(t, 'POST', 'linesheet', {
      token: sharer.token,
      body: { teamId: team._id, format: 'csv' },
    });
    expect(sheet.status).toBe(403);
  });

  it('no longer hands a sheet to its maker once they may not view the products', async () => {
    const { team } = await collection();
    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
    const asked = await call(t, 'POST', 'linesheet', {
      token: viewer.token,
      body: { teamId: team._id, format: 'csv' },
    });
    expect(asked.status).toBe(201);
    await addMember(t, team._id, viewer.user.id, ['canViewTeams']);
    await t.deliver();
    const read = await call(t, 'GET', `linesheet/${asked.body.data._id}`, { token: viewer.token });
    expect(read.status).toBe(403);
    const [row] = await t.db
      .select()
      .from(lineSheets)
      .where(eq(lineSheets.id, asked.body.data._id as string));
    expect(row).toMatchObject({ status: 'failed', error: messages.lineSheetNotAllowed });
  });

  it('closes a live link once the member who shared it may no longer share', async () => {
    const { team } = await collection();
    const sharer = await makeUser(t);
    await addMember(t, team._id, sharer.user.id, ['canViewProducts', 'canShareProduct']);
    const made = await call(t, 'POST', 'linesheet/link', {
      token: sharer.token,
      body: { teamId: team._id, title: 'For buyers', expiresInDays: 30 },
    });
    expect(made.status).toBe(201);
    const open = () =>
      call(t, 'GET', `linesheet/shared?token=${encodeURIComponent(tokenOf(made.body.data))}`);
    expect((await open()).status).toBe(200);
    await addMember(t, team._id, sharer.user.id, ['canShareProduct']);
    const closed = await open();
    expect(closed.status).toBe(404);
    expect(closed.body.responseMessage).toBe(messages.lineSheetLinkInvalid);
  });
});

describe('the live sheet, a page at a time (issue 43)', () => {
  it('sends 50 cards a page with the total and the next page, and refuses a bad page', async () => {
    const { owner, team } = await collection();
    await tees(team._id, 120);
    const made = await call(t, 'POST', 'linesheet/link', {
      token: owner.token,
      body: {
        teamId: team._id,
        title: 'Tees',
        expiresInDays: 30,
        filters: { search: 'Tee', sortBy: 'name', orderBy: 'asc' },
      },
    });
    const token = encodeURIComponent(tokenOf(made.body.data));
    const page = async (n: number) => {
      const res = await call(t, 'GET', `linesheet/shared?token=${token}&page=${n}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as SharedLineSheet;
    };
    const first = await page(1);
    expect(first).toMatchObject({ title: 'Tees', page: 1, total: 120, nextPage: 2 });
    expect(first.products).toHaveLength(50);
    expect(first.products[0]!.name).toBe('Tee 000');
    const last = await page(3);
    expect(last).toMatchObject({ page: 3, total: 120, nextPage: null });
    expect(last.products.map((product) => product.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Tee ${100 + index}`),
    );
    expect((await page(9)).products).toEqual([]);
    const bad = await call(t, 'GET', `linesheet/shared?token=${token}&page=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe(messages.pageInvalid);
  });

  it('limits how fast one address reads live sheets', async () => {
    const from = '10.43.0.2';
    for (let i = 0; i < 120; i += 1) {
      const res = await call(t, 'GET', 'linesheet/shared?token=nothing', { from });
      expect(res.status).toBe(404);
    }
    const refused = await call(t, 'GET', 'linesheet/shared?token=nothing', { from });
    expect(refused.status).toBe(429);
    const another = await call(t, 'GET', 'linesheet/shared?token=nothing', { from: '10.43.0.3' });
    expect(another.status).toBe(404);
  });
});

describe('line sheet jobs, fairly (issue 43)', () => {
  it('lets a member have three sheets being made, and says so at the fourth', async () => {
    const { owner, team } = await collection();
    const body = { teamId: team._id, format: 'csv' };
    for (let i = 0; i < 3; i += 1)
      expect((await call(t, 'POST', 'linesheet', { token: owner.token, body })).status).toBe(201);
    const fourth = await call(t, 'POST', 'linesheet', { token: owner.token, body });
    expect(fourth.status).toBe(429);
    expect(fourth.body.responseMessage).toBe(messages.lineSheetQueueFull);
    // In another team too: the limit is the member's.
    const { _id: otherTeam } = await makeTeam(t, owner);
    await tees(otherTeam, 1);
    const elsewhere = await call(t, 'POST', 'linesheet', {
      token: owner.token,
      body: { teamId: otherTeam, format: 'csv' },
    });
    expect(elsewhere.status).toBe(429);
    await t.deliver();
    expect((await call(t, 'POST', 'linesheet', { token: owner.token, body })).status).toBe(201);
  });

  it('makes a small sheet without waiting behind a member’s big ones', async () => {
    const { owner, team } = await collection();
    await tees(team._id, 150);
    const colleague = await makeUser(t);
    await addMember(t, team._id, colleague.user.id, ['canViewProducts']);
    const big = [];
    for (let i = 0; i < 3; i += 1) {
      const asked = await call(t, 'POST', 'linesheet', {
        token: owner.token,
        body: { teamId: team._id, format: 'csv' },
      });
      big.push(asked.body.data._id as string);
    }
    const small = await call(t, 'POST', 'linesheet', {
      token: colleague.token,
      body: { teamId: team._id, format: 'csv', filters: { stage: 'sampling' } },
    });
    expect(small.status).toBe(201);
    await t.deliver();
    const finished = async (id: string) => {
      const [row] = await t.db.select().from(lineSheets).where(eq(lineSheets.id, id));
      expect(row?.status).toBe('ready');
      return row!.finishedAt!.getTime();
    };
    // The runner takes one of each lane at a time: the small sheet comes right after the first.
    expect(await finished(small.body.data._id as string)).toBeLessThan(await finished(big[1]!));
  });

  it('is limited to ten asked a minute per person', async () => {
    const busy = await makeUser(t);
    const { _id: teamId } = await makeTeam(t, busy);
    const body = { teamId, format: 'csv' };
    for (let i = 0; i < 10; i += 1)
      expect((await call(t, 'POST', 'linesheet', { token: busy.token, body })).status).toBe(400);
    const refused = await call(t, 'POST', 'linesheet', { token: busy.token, body });
    expect(refused.status).toBe(429);
    expect(refused.body.responseMessage).toBe(messages.tooManyRequests);
  });
});

describe('kept line sheet files (issue 43)', () => {
  it('count in the team’s storage, and a full team makes none', async () => {
    const owner = await makeUser(t, { planType: 'Free' });
    const { team } = await makeProductWithImage(t, owner);
    const { sheet } = await made(owner.token, { teamId: team._id, format: 'csv' });
    const [row] = await t.db.select().from(lineSheets).where(eq(lineSheets.id, sheet._id));
    expect(row!.bytes).toBeGreaterThan(0);
    // Uploads that leave exactly the sheet's bytes free: with the sheet counted, the team is full.
    const [uploads] = await t.db
      .select({ bytes: sql<string>`coalesce(sum(${mediaFiles.bytes}), 0)` })
      .from(mediaFiles)
      .where(eq(mediaFiles.teamId, team._id));
    await t.db.insert(mediaFiles).values({
      path: `products/${team._id}/huge.bin`,
      contentType: 'application/octet-stream',
      teamId: team._id,
      bytes: PLAN_STORAGE_LIMITS.Free! - Number(uploads!.bytes) - row!.bytes,
      status: 'ready',
    });
    expect(await outcomeOf(authorizeStorage(t.db, team._id, 1))).toBe(messages.upgradePlan);
    const full = await call(t, 'POST', 'linesheet', {
      token: owner.token,
      body: { teamId: team._id, format: 'csv' },
    });
    expect(full.status).toBe(403);
    expect(full.body.responseMessage).toBe(messages.upgradePlan);
  });
});
