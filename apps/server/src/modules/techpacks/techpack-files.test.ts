import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { readSheet as readXlsx } from 'read-excel-file/node';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import { products, techpackExports } from '../../db/schema/index.ts';
import { costingStudio } from '../../test/costing-studio.ts';
import { addSupplierPerson, call, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = (res: { status: number; body: unknown }, status = 200) =>
  expect(res.status, JSON.stringify(res.body)).toBe(status);

const SIZES = Array.from({ length: 15 }, (_, index) => String(32 + 2 * index));

/**
 * A released revision whose product is named in Chinese and whose fabric line in Polish, priced
 * in EUR, with a 15-size spec, a fit session, an image with a callout and construction notes.
 */
async function released() {
  const studio = await costingStudio(t);
  const { owner, editor, team, colours, productId } = studio;
  await t.db.update(products).set({ name: '亚麻衬衫' }).where(eq(products.id, productId));
  ok(
    await call(t, 'PUT', `team/${team._id}/costing`, {
      token: editor.token,
      body: { currency: 'EUR', rates: [] },
    }),
  );
  const poppy = randomUUID();
  const chalk = randomUUID();
  ok(
    await call(t, 'PUT', `product/${productId}/bom`, {
      token: editor.token,
      body: {
        revision: 0,
        colourways: [
          { _id: poppy, name: 'Poppy', colourIds: [colours.poppy] },
          { _id: chalk, name: 'Chalk', colourIds: [colours.chalk] },
        ],
        lines: [
          {
            _id: randomUUID(),
            kind: 'fabric',
            name: 'Lniana koszula żółć',
            placement: 'Body',
            quantity: '1.85',
            unit: 'm',
            unitPrice: '6.4',
            currency: 'EUR',
            wastePercent: '5',
            colours: { [poppy]: colours.poppy, [chalk]: colours.chalk },
          },
        ],
      },
    }),
  );
  ok(
    await call(t, 'PUT', `product/${productId}/costing`, {
      token: editor.token,
      body: {
        labour: { mode: 'amount', value: '8' },
        overhead: { mode: 'percent', value: '10' },
        freight: { mode: 'amount', value: '1.5' },
        duty: { mode: 'percent', value: '12' },
        targetCost: '29',
      },
    }),
  );
  const library = await call(t, 'GET', `pom?teamId=${team._id}`, { token: owner.token });
  ok(library);
  const poms = (library.body.data as { _id: string }[]).slice(0, 3);
  ok(
    await call(t, 'PUT', `product/${productId}/spec`, {
      token: editor.token,
      body: {
        revision: 0,
        unit: 'cm',
        sizes: SIZES,
        baseSize: '40',
        rows: poms.map((pom, index) => ({
          pomId: pom._id,
          base: 50 + index,
          gradeRule: 2,
          tolerance: { minus: 1, plus: 1 },
        })),
      },
    }),
  );
  const fit = await call(t, 'POST', `product/${productId}/fits`, {
    token: editor.token,
    body: { round: 'Fit 1', sampleSize: '40' },
  });
  ok(fit, 201);
  ok(
    await call(t, 'PUT', `product/${productId}/fits/${fit.body.data._id}`, {
      token: editor.token,
      body: { rows: [{ pomId: poms[0]!._id, own: 54.5 }] },
    }),
  );
  const form = multipartForm([
    { field: 'productId', value: productId },
    { field: 'files', fileName: 'front.png', content: PNG },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fileUpload',
    headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  ok(
    await call(t, 'POST', `product/${productId}/construction/callouts`, {
      token: editor.token,
      body: {
        fileId: uploaded.json().data[0]._id as string,
        x: 0.25,
        y: 0.5,
        text: 'Double needle topstitch',
      },
    }),
    201,
  );
  ok(
    await call(t, 'PUT', `product/${productId}/construction/notes`, {
      token: editor.token,
      body: { notes: 'Seam allowance 1 cm', revision: 0 },
    }),
  );
  const revision = await call(t, 'POST', `product/${productId}/techpack`, {
    token: editor.token,
    body: {},
  });
  ok(revision, 201);
  return { ...studio, revisionId: revision.body.data._id as string };
}

const fileOf = async (
  token: string,
  productId: string,
  revisionId: string,
  format: 'pdf' | 'xlsx',
  query = '',
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/product/${productId}/techpack/${revisionId}/${format}${query}`,
    headers: { authorization: `Bearer ${token}` },
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

const PRICES = ['EUR', '6.40', 'Unit price', 'Costing', 'Landed', 'margin'];

describe('GET product/{id}/techpack/{revisionId}/pdf (issue 46 §6)', () => {
  it('draws every script as text, numbers every page, splits a wide spec, and keeps costs out of the factory copy', async () => {
    const { viewer, productId, revisionId } = await released();
    const res = await fileOf(viewer.token, productId, revisionId, 'pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent('亚麻衬衫 tech pack rev A.pdf'),
    );
    const bytes = res.rawPayload;
    const { totalPages, text: pages } = await extractText(new Uint8Array(bytes));
    expect(totalPages).toBeGreaterThanOrEqual(6);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`Page ${index + 1} of ${totalPages}`);
      expect(page).toContain('Revision A · 亚麻衬衫');
    }
    const all = pages.join('\n');
    for (const expected of [
      'Lniana koszula żółć',
      'Double needle topstitch',
      'Seam allowance 1 cm',
      'Colourway: Poppy',
      'Colourway: Chalk',
      'Factory copy: no costs',
      'Released by',
      'Eda Editor',
      // 15 sizes do not fit one page's width: the table comes in parts, each with its sizes.
      'Sizes 32–40 (part 1 of 3)',
      'Sizes 42–50 (part 2 of 3)',
      'Sizes 52–60 (part 3 of 3)',
      'base size 40',
      // The fit session and its point out of tolerance.
      'Fit 1 · sample size 40',
      '1 out of tolerance',
      '+4.5',
    ])
      expect(all).toContain(expected);
    for (const price of PRICES) expect(all).not.toContain(price);
    // Every font is a subset, and the CJK one is there because the name is.
    const fonts = embeddedFonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font.name).toMatch(/^[A-Z]{6}\+/);
    expect(fonts.some((font) => font.name.includes('NotoSansSC'))).toBe(true);
    expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('adds the costing and prices for whoever may see costs, on Letter when asked', async () => {
    const { editor, productId, revisionId } = await released();
    const res = await fileOf(
      editor.token,
      productId,
      revisionId,
      'pdf',
      '?costs=true&paper=letter',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('with costs.pdf'));
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    for (const expected of [
      'Costing (internal)',
      'Unit price',
      '6.40 EUR',
      'Landed',
      'Internal: includes costs',
    ])
      expect(text).toContain(expected);
    expect(res.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
  });

  it('draws a copy once and serves the stored file afterwards', async () => {
    const { viewer, editor, productId, revisionId } = await released();
    const first = await fileOf(viewer.token, productId, revisionId, 'pdf');
    const again = await fileOf(editor.token, productId, revisionId, 'pdf');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const rows = await t.db
      .select()
      .from(techpackExports)
      .where(eq(techpackExports.revisionId, revisionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ format: 'pdf', paper: 'a4', withCosts: false });
  });

  it('refuses costs to a viewer (403), and another product’s revision or an outsider (404)', async () => {
    const { viewer, owner, team, productId, revisionId } = await released();
    const refused = await fileOf(viewer.token, productId, revisionId, 'pdf', '?costs=true');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().responseMessage).toBe(messages.noPermissionCosts);
    const other = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Other shirt' },
    });
    ok(other, 201);
    const elsewhere = await fileOf(owner.token, other.body.data._id, revisionId, 'pdf');
    expect(elsewhere.statusCode).toBe(404);
    const outsider = await makeUser(t);
    expect((await fileOf(outsider.token, productId, revisionId, 'xlsx')).statusCode).toBe(404);
    const bad = await fileOf(owner.token, productId, revisionId, 'pdf', '?paper=a3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().responseMessage).toBe(messages.techpackPaperInvalid);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/${productId}/techpack/${revisionId}/pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET product/{id}/techpack/{revisionId}/xlsx (issue 46 §6)', () => {
  it('writes the same content in sheets, Unicode kept, costs only when asked by whoever may see them', async () => {
    const { viewer, editor, productId, revisionId } = await released();
    const res = await fileOf(viewer.token, productId, revisionId, 'xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const cover = await readXlsx(res.rawPayload, 'Cover');
    expect(cover[0]).toEqual(['Tech pack', '亚麻衬衫']);
    const spec = await readXlsx(res.rawPayload, 'Spec');
    expect(spec[1]).toHaveLength(4 + 15);
    expect(spec[1]).toContain('40 (base)');
    const bom = (await readXlsx(res.rawPayload, 'BOM')).flat();
    expect(bom).toContain('Lniana koszula żółć');
    expect(bom).not.toContain('Unit price');
    await expect(readXlsx(res.rawPayload, 'Costing')).rejects.toThrow();
    const internal = await fileOf(editor.token, productId, revisionId, 'xlsx', '?costs=1');
    expect(internal.statusCode).toBe(200);
    const costing = (await readXlsx(internal.rawPayload, 'Costing')).flat();
    expect(costing).toContain('Landed');
    expect((await readXlsx(internal.rawPayload, 'BOM')).flat()).toContain('6.40 EUR');
  });
});

describe('tech pack files in the reader’s language (issue 47 §4)', () => {
  const chooseLanguage = async (token: string, language: string) =>
    ok(await call(t, 'PUT', 'generalSetting', { token, body: { language } }));

  it('writes the PDF’s own words in Chinese, what people entered as entered', async () => {
    const { viewer, productId, revisionId } = await released();
    const res = await fileOf(viewer.token, productId, revisionId, 'pdf', '?language=zh-Hans');
    expect(res.statusCode, res.body).toBe(200);
    // The file keeps its name whatever the language.
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent('亚麻衬衫 tech pack rev A.pdf'),
    );
    const { totalPages, text: pages } = await extractText(new Uint8Array(res.rawPayload));
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`第 ${index + 1} 页，共 ${totalPages} 页`);
      expect(page).toContain('版本 A · 亚麻衬衫');
    }
    const all = pages.join('\n');
    for (const expected of [
      '工艺单',
      '款式图与标注',
      '放码尺寸表',
      '试身记录',
      '物料清单 (BOM)',
      '工艺说明',
      '发布人',
      '工厂版：不含成本',
      '配色：Poppy',
      '尺码 32–40（第 1 部分，共 3 部分）',
      '测量部位',
      '40 基码',
      '1 个超出公差',
      // What people entered stays as entered.
      'Lniana koszula żółć',
      'Double needle topstitch',
      'Seam allowance 1 cm',
      'Fit 1',
      '+4.5',
    ])
      expect(all).toContain(expected);
    for (const english of ['Graded spec', 'Bill of materials', 'Page 1 of', 'Released by'])
      expect(all).not.toContain(english);
  });

  it('names the XLSX’s sheets and headers in French', async () => {
    const { viewer, productId, revisionId } = await released();
    const res = await fileOf(viewer.token, productId, revisionId, 'xlsx', '?language=fr');
    expect(res.statusCode, res.body).toBe(200);
    const cover = await readXlsx(res.rawPayload, 'Couverture');
    expect(cover[0]).toEqual(['Dossier technique', '亚麻衬衫']);
    expect(cover.flat()).toContain('Exemplaire usine : sans coûts');
    const spec = await readXlsx(res.rawPayload, 'Mesures');
    expect(spec[1]!.slice(0, 4)).toEqual(['Code', 'Point de mesure', 'Tol −', 'Tol +']);
    expect(spec[1]).toContain('40 (base)');
    const bom = (await readXlsx(res.rawPayload, 'Nomenclature')).flat();
    expect(bom).toEqual(
      expect.arrayContaining(['Coloris : Poppy', 'Matière', 'Tissu', 'Lniana koszula żółć']),
    );
    expect((await readXlsx(res.rawPayload, 'Essayages'))[0]).toContain('Hors tolérance');
    expect((await readXlsx(res.rawPayload, 'Montage'))[0]).toEqual(['N°', 'Croquis', 'Annotation']);
    await expect(readXlsx(res.rawPayload, 'Cover')).rejects.toThrow();
  });

  it('refuses a language that is not one of the nine, keeping no copy', async () => {
    const { viewer, productId, revisionId } = await released();
    for (const language of ['zh-CN', 'FR', 'xx']) {
      const bad = await fileOf(viewer.token, productId, revisionId, 'pdf', `?language=${language}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().responseMessage).toBe(messages.languageInvalid);
    }
    const rows = await t.db
      .select()
      .from(techpackExports)
      .where(eq(techpackExports.revisionId, revisionId));
    expect(rows).toHaveLength(0);
  });

  it('keeps one copy per language, each drawn once', async () => {
    const { viewer, editor, productId, revisionId } = await released();
    const english = await fileOf(viewer.token, productId, revisionId, 'pdf', '?language=en');
    const french = await fileOf(viewer.token, productId, revisionId, 'pdf', '?language=fr');
    const again = await fileOf(editor.token, productId, revisionId, 'pdf', '?language=fr');
    expect(english.statusCode).toBe(200);
    expect(french.rawPayload.equals(english.rawPayload)).toBe(false);
    expect(again.rawPayload.equals(french.rawPayload)).toBe(true);
    const rows = await t.db
      .select()
      .from(techpackExports)
      .where(eq(techpackExports.revisionId, revisionId));
    expect(rows.map((row) => row.key.split('/').at(-1)).sort()).toEqual([
      'v2-a4-factory-en.pdf',
      'v2-a4-factory-fr.pdf',
    ]);
  });

  it('writes in the reader’s saved language when none is asked, a supplier’s too', async () => {
    const { viewer, team, productId, revisionId } = await released();
    await chooseLanguage(viewer.token, 'de');
    const german = await fileOf(viewer.token, productId, revisionId, 'pdf');
    expect(german.statusCode, german.body).toBe(200);
    const { text } = await extractText(new Uint8Array(german.rawPayload), { mergePages: true });
    for (const expected of ['Gradierte Maßtabelle', 'Stückliste (BOM)', 'Seite 1 von'])
      expect(text).toContain(expected);
    // Asked for, a language wins over the saved one.
    const asked = await fileOf(viewer.token, productId, revisionId, 'xlsx', '?language=en');
    expect((await readXlsx(asked.rawPayload, 'Cover'))[0]).toEqual(['Tech pack', '亚麻衬衫']);

    const supplier = await makeUser(t);
    await addSupplierPerson(t, team._id, supplier.user.id, [productId]);
    await chooseLanguage(supplier.token, 'vi');
    const sheet = await fileOf(supplier.token, productId, revisionId, 'xlsx');
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect((await readXlsx(sheet.rawPayload, 'Trang bìa'))[0]).toEqual(['Tech pack', '亚麻衬衫']);
    expect((await readXlsx(sheet.rawPayload, 'Thông số'))[1]).toContain('Vị trí đo');
  });
});
