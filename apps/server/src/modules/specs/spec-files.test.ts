import { zipSync } from 'fflate';
import { readSheet as readXlsx } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  type Pom,
  type SpecImportPreview,
  type SpecSheet,
  type TimelineEntry,
} from '@atelier/domain';
import { call, multipartFile, PNG } from '../../test/factories.ts';
import { LETTERS, measurementStudio, readSpec, type Person } from '../../test/measurements.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (person: Person, productId: string) => readSpec(t, person, productId);
const studio = () => measurementStudio(t);

async function saveSheet(person: Person, productId: string, body: Record<string, unknown>) {
  const res = await call(t, 'PUT', `product/${productId}/spec`, { token: person.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as SpecSheet;
}

async function download(person: Person, productId: string, query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/product/${productId}/spec/export?${query}`,
    headers: { authorization: `Bearer ${person.token}` },
  });
  return res;
}

async function upload(
  person: Person,
  productId: string,
  fileName: string,
  content: Buffer | string,
  query = '',
) {
  const form = multipartFile('file', fileName, Buffer.from(content));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/product/${productId}/spec/import${query}`,
    headers: { ...form.headers, authorization: `Bearer ${person.token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Three rows: a single increment, per-step increments, an override and its own tolerance. */
const gradedSheet = (pom: (code: string) => Pom) => ({
  revision: 0,
  unit: 'cm',
  sizes: LETTERS,
  baseSize: 'M',
  rows: [
    { pomId: pom('T01')._id, base: 70, gradeRule: 1.5 },
    { pomId: pom('T02')._id, base: '52.5', gradeRule: [2, 2, 2, 2.5] },
    {
      pomId: pom('T05')._id,
      base: 44,
      gradeRule: 1,
      values: { XL: 47.5 },
      tolerance: { minus: 0.3, plus: 0.7 },
    },
  ],
});

/** What a revision says, without who saved it when (unchanged by a no-op import). */
const timelineOf = async (person: Person, productId: string) => {
  const res = await call(t, 'GET', `product/${productId}/timeline?kind=spec`, {
    token: person.token,
  });
  return res.body.data as TimelineEntry[];
};

describe('a spec sheet’s export', () => {
  it('writes CSV in the factory’s columns, the sheet’s unit and a file name of the product', async () => {
    const { editor, pom, productId } = await studio();
    await saveSheet(editor, productId, gradedSheet(pom));
    const res = await download(editor, productId, 'format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="spec.csv"; filename*=UTF-8''${encodeURIComponent('Linen shirt spec rev 1.csv')}`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).trim().split('\n')).toEqual([
      'POM code,Description,Tol - (cm),Tol + (cm),XS,S,M,L,XL',
      'T01,Body length from HPS,1,1,67,68.5,70,71.5,73',
      `T02,${pom('T02').name},${pom('T02').tolerance.minus},${pom('T02').tolerance.plus},48.5,50.5,52.5,54.5,57`,
      `T05,${pom('T05').name},0.3,0.7,42,43,44,45,47.5`,
    ]);
  });

  it('writes XLSX with centimetres as numbers and inches as eighths', async () => {
    const { editor, pom, productId } = await studio();
    await saveSheet(editor, productId, gradedSheet(pom));
    const xlsx = await download(editor, productId, 'format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const rows = await readXlsx(xlsx.rawPayload);
    expect(rows[0]).toEqual(['POM code', 'Description', 'Tol - (cm)', 'Tol + (cm)', ...LETTERS]);
    expect(rows[1]).toEqual(['T01', 'Body length from HPS', 1, 1, 67, 68.5, 70, 71.5, 73]);

    const inches = await download(editor, productId, 'format=xlsx&unit=in');
    const inRows = await readXlsx(inches.rawPayload);
    expect(inRows[0]).toEqual(['POM code', 'Description', 'Tol - (in)', 'Tol + (in)', ...LETTERS]);
    // 70 cm is 27.559 in: shown at its nearest eighth, 27 1/2.
    expect(inRows[1]).toEqual([
      'T01',
      'Body length from HPS',
      '3/8',
      '3/8',
      '26 3/8',
      '27',
      '27 1/2',
      '28 1/8',
      '28 3/4',
    ]);
    const bad = await download(editor, productId, 'format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().responseMessage).toBe(messages.specExportFormatInvalid);
  });

  it('keeps a description that starts like a formula as text', async () => {
    const { editor, team, productId } = await studio();
    const added = await call(t, 'POST', 'pom', {
      token: editor.token,
      body: {
        teamId: team._id,
        code: 'X9',
        name: '=HYPERLINK("http://evil")',
        tolerance: { minus: 0.5, plus: 0.5 },
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await saveSheet(editor, productId, {
      revision: 0,
      unit: 'cm',
      sizes: ['M'],
      baseSize: 'M',
      rows: [{ pomId: added.body.data._id, base: 10 }],
    });
    const csv = await download(editor, productId, 'format=csv');
    expect(csv.body).toContain(`X9,"'=HYPERLINK(""http://evil"")",0.5,0.5,10`);
    // Read back, the quote the export added is gone again: the sheet is as it was.
    const again = await upload(editor, productId, 'back.csv', csv.rawPayload, '?apply=true');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.responseMessage).toBe(messages.specUnchanged);
  });
});

describe('a spec sheet file exported and imported back', () => {
  for (const format of ['xlsx', 'csv'] as const) {
    it(`changes nothing in centimetres (${format})`, async () => {
      const { editor, pom, productId } = await studio();
      await saveSheet(editor, productId, gradedSheet(pom));
      const before = await read(editor, productId);
      const file = await download(editor, productId, `format=${format}`);
      const back = await upload(
        editor,
        productId,
        `shirt.${format}`,
        file.rawPayload,
        '?apply=true',
      );
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.responseMessage).toBe(messages.specUnchanged);
      expect(back.body.data).toEqual(before);
      // The grading is kept: nothing was rewritten as explicit values.
      expect(await read(editor, productId)).toEqual(before);
      expect((await timelineOf(editor, productId)).length).toBe(1);
    });

    it(`changes nothing in inches (${format})`, async () => {
      const { editor, pom, productId } = await studio();
      await saveSheet(editor, productId, {
        revision: 0,
        unit: 'in',
        sizes: LETTERS,
        baseSize: 'M',
        rows: [
          {
            pomId: pom('T01')._id,
            base: '24 3/8',
            gradeRule: '1/2',
            tolerance: { minus: '3/8', plus: '1/2' },
          },
          { pomId: pom('T02')._id, base: '20 1/4', gradeRule: ['3/4', '3/4', 1, 1] },
          { pomId: pom('T12')._id, values: { S: '7 7/8', M: '8 1/8', L: '8 3/8' } },
        ],
      });
      const before = await read(editor, productId);
      const file = await download(editor, productId, `format=${format}`);
      if (format === 'csv') {
        expect(file.body).toContain('Tol - (in),Tol + (in)');
        expect(file.body).toContain(
          'T01,Body length from HPS,3/8,1/2,23 3/8,23 7/8,24 3/8,24 7/8,25 3/8',
        );
      }
      const preview = await upload(editor, productId, `shirt.${format}`, file.rawPayload);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.data).toMatchObject({
        unit: 'in',
        unitFrom: 'header',
        changes: false,
        changedValues: 0,
        problems: [],
      });
      const back = await upload(
        editor,
        productId,
        `shirt.${format}`,
        file.rawPayload,
        '?apply=true',
      );
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.responseMessage).toBe(messages.specUnchanged);
      expect(await read(editor, productId)).toEqual(before);
    });
  }
});

describe('a spec sheet file’s import', () => {
  it('previews without changing anything, then applies as the next revision', async () => {
    const { editor, pom, team, productId } = await studio();
    await saveSheet(editor, productId, gradedSheet(pom));
    const file = [
      'Linen shirt — spec sheet,,,,,,,,',
      'POM code,Description,Tol - (cm),Tol + (cm),XS,S,M*,L,XL',
      't01,Body length,1,1,67,68.5,70,71.5,73',
      'T05,Across shoulder,-0.3,+0.7,42,43,44.5,45,47.5',
      'N1,Neck opening stretched,0.5,1,30,31,32,33,34',
      'T07,,1,1,abc,60,61,62,63',
      ',,,,,,,,',
    ].join('\n');
    const preview = await upload(editor, productId, 'factory.csv', file);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.responseMessage).toBe(messages.specImportPreviewed);
    const data = preview.body.data as SpecImportPreview;
    expect(data).toMatchObject({
      fileName: 'factory.csv',
      format: 'csv',
      unit: 'cm',
      unitFrom: 'header',
      sizes: LETTERS,
      baseSize: 'M',
      baseSizeFrom: 'file',
      revision: 1,
      newPoms: [
        { row: 5, code: 'N1', name: 'Neck opening stretched', tolerance: { minus: 0.5, plus: 1 } },
      ],
      removed: [{ pomId: pom('T02')._id, code: 'T02' }],
      changes: true,
    });
    expect(data.rows.map((row) => [row.row, row.code, row.status, row.pomId])).toEqual([
      [3, 'T01', 'unchanged', pom('T01')._id],
      [4, 'T05', 'changed', pom('T05')._id],
      [5, 'N1', 'added', null],
    ]);
    expect(data.rows[1]!.values).toEqual({ XS: 42, S: 43, M: 44.5, L: 45, XL: 47.5 });
    expect(data.problems).toEqual([
      {
        row: 6,
        column: 'XS',
        message: messages.specImportCell(
          6,
          'XS',
          'abc',
          'enter centimetres with up to 4 decimals, e.g. 61.5.',
        ),
        // Keyed for the reader's language (issue 47 §4), its reason too.
        key: 'specImportCell',
        values: {
          row: 6,
          column: 'XS',
          value: 'abc',
          text: 'enter centimetres with up to 4 decimals, e.g. 61.5.',
        },
        textKey: 'centimetresInvalid',
      },
    ]);
    // T05's M, five N1 cells, and T02's five go.
    expect(data.changedValues).toBe(11);
    expect((await read(editor, productId)).revision).toBe(1);
    const library = await call(t, 'GET', `pom?teamId=${team._id}`, { token: editor.token });
    expect((library.body.data as Pom[]).some((p) => p.code === 'N1')).toBe(false);

    // Applying a file with a row it cannot read is refused, with the row, and changes nothing.
    const refused = await upload(editor, productId, 'factory.csv', file, '?apply=true');
    expect(refused.status).toBe(400);
    expect(refused.body.responseMessage).toBe(data.problems[0]!.message);
    expect(refused.body.data.errors).toMatchObject([
      { field: 'file.rows.6.XS', message: data.problems[0]!.message },
    ]);
    expect((await read(editor, productId)).revision).toBe(1);

    const fixed = file.replace('T07,,1,1,abc,60,61,62,63\n', '');
    const applied = await upload(editor, productId, 'factory.csv', fixed, '?apply=true&revision=1');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.responseMessage).toBe(messages.specImported);
    const sheet = applied.body.data as SpecSheet;
    expect(sheet.revision).toBe(2);
    expect(sheet.rows.map((row) => row.code)).toEqual(['T01', 'T05', 'N1']);
    // T01 read as the sheet had it: its grading stays; T05 changed: explicit values.
    expect(sheet.rows[0]).toMatchObject({ base: 70, gradeRule: 1.5, overridden: [] });
    expect(sheet.rows[1]).toMatchObject({
      base: null,
      gradeRule: null,
      values: { XS: 42, S: 43, M: 44.5, L: 45, XL: 47.5 },
      tolerance: { minus: 0.3, plus: 0.7 },
    });
    expect(sheet.rows[2]).toMatchObject({ tolerance: { minus: 0.5, plus: 1 }, values: { M: 32 } });
    expect(await read(editor, productId)).toEqual(sheet);
    const added = await call(t, 'GET', `pom?teamId=${team._id}`, { token: editor.token });
    expect((added.body.data as Pom[]).find((p) => p.code === 'N1')).toMatchObject({
      name: 'Neck opening stretched',
      tolerance: { minus: 0.5, plus: 1 },
    });
    const [entry] = await timelineOf(editor, productId);
    expect(entry).toMatchObject({
      action: 'changed',
      before: 'Revision 1',
      after: 'Revision 2',
      subject: '11 values changed, imported from factory.csv',
    });

    // A preview read against revision 1 no longer applies.
    const stale = await upload(editor, productId, 'factory.csv', fixed, '?apply=true&revision=1');
    expect(stale.status).toBe(409);
    expect(stale.body.responseMessage).toBe(messages.specRevisionStale);
  });

  it('starts a sheet from a file: the unit from its fractions, the base from a size range', async () => {
    const { editor, productId } = await studio();
    const file = [
      'POM;Description;Tol -;Tol +;XS;S;M;L;XL',
      'T01;Body length from HPS;3/8;1/2;23 3/8;23 7/8;24 3/8;24 7/8;25 3/8',
    ].join('\r\n');
    const preview = await upload(editor, productId, 'proto.csv', file);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({
      unit: 'in',
      unitFrom: 'values',
      baseSize: 'M',
      baseSizeFrom: 'sizeRange',
      revision: 0,
    });
    const applied = await upload(editor, productId, 'proto.csv', file, '?apply=true');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ revision: 1, unit: 'in', baseSize: 'M' });
    expect(applied.body.data.rows[0].values).toEqual({
      XS: 59.3725,
      S: 60.6425,
      M: 61.9125,
      L: 63.1825,
      XL: 64.4525,
    });
  });

  it('refuses a bad file with a clear 400 and changes nothing', async () => {
    const { editor, pom, productId } = await studio();
    await saveSheet(editor, productId, gradedSheet(pom));
    const before = await read(editor, productId);
    const good = 'POM code,Description,Tol - (cm),Tol + (cm),XS,S,M,L,XL\n';
    const many =
      good + Array.from({ length: 500 }, (_, i) => `A${i},Point ${i},1,1,1,2,3,4,5`).join('\n');
    const cases: [string, Buffer | string, string, string][] = [
      ['notes.txt', good, '', messages.specImportType],
      ['picture.xlsx', PNG, '', messages.specImportType],
      ['old.xls', good, '', messages.specImportType],
      [
        'broken.xlsx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]),
        '',
        messages.specImportUnreadable,
      ],
      [
        'bomb.xlsx',
        Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(41 * 1024 * 1024) })),
        '',
        messages.specImportUnpackedTooLarge,
      ],
      [
        'latin1.csv',
        Buffer.from('POM code,Description,M\nT01,Longueur épaule,70\n', 'latin1'),
        '',
        messages.specImportUnreadable,
      ],
      ['title.csv', 'Linen shirt\nSize,M\n', '', messages.specImportNoHeader],
      [
        'notes.csv',
        'POM code,Description,Tol -,Tol +,M,Comments\nT01,Length,1,1,70,ok\n',
        '',
        messages.specImportUnknownColumn('Comments'),
      ],
      [
        'long.csv',
        'POM code,Description,M,Measured by the factory\nT01,Length,70,71\n',
        '',
        messages.specImportUnknownColumn('Measured by the factory'),
      ],
      [
        'blank.csv',
        'POM code,Description,M,\nT01,Length,70,71\n',
        '',
        messages.specImportUnnamedColumn('D'),
      ],
      [
        'twice.csv',
        'POM code,Description,M,m\nT01,Length,70,71\n',
        '',
        messages.specImportColumnTwice('m'),
      ],
      [
        'nosizes.csv',
        'POM code,Description,Tol -,Tol +\nT01,Length,1,1\n',
        '',
        messages.specImportNoSizes,
      ],
      [
        'units.csv',
        'POM code,Tol - (cm),Tol + (in),M\nT01,1,1,70\n',
        '',
        messages.specImportUnitsDisagree,
      ],
      ['empty.csv', good, '', messages.specImportNothing],
      ['many.csv', many, '', messages.specImportTooManyLines],
      ['unit.csv', good, '?unit=mm', messages.specImportUnitInvalid],
      ['flag.csv', good, '?apply=yes', messages.specImportApplyInvalid],
      ['large.csv', good + 'x'.repeat(2 * 1024 * 1024), '', messages.specImportTooLarge],
    ];
    for (const [name, content, query, message] of cases) {
      for (const apply of query ? [query] : ['', '?apply=true']) {
        const res = await upload(editor, productId, name, content, apply);
        expect(res.status, `${name}${apply}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.responseMessage, name).toBe(message);
      }
    }
    const unreadable = [
      good.trim(),
      'T01,Body length,1,1,67,68.5,70,71.5,73',
      'T02,Chest,1,1,48.5,50.5,52.5 cm,54.5,57.123456',
      'T05,Shoulder,-0.3,+0.7,42,43,44,45,-47.5',
      'T05,Shoulder again,1,1,1,2,3,4,5',
      ',Nothing,,,,,,,',
      'Z 9,,1,1,1,2,3,4,5',
    ].join('\n');
    const preview = await upload(editor, productId, 'typos.csv', unreadable);
    expect(preview.status).toBe(200);
    expect((preview.body.data as SpecImportPreview).problems.map((p) => [p.row, p.column])).toEqual(
      [
        [3, 'XL'],
        [4, 'XL'],
        [5, 'POM code'],
        [6, null],
        [7, 'Description'],
      ],
    );
    const refused = await upload(editor, productId, 'typos.csv', unreadable, '?apply=true');
    expect(refused.status).toBe(400);
    expect(refused.body.responseMessage).toBe(messages.specImportRowsInvalid(5));
    expect(refused.body.data.errors).toHaveLength(5);

    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${productId}/spec/import?apply=true`,
      headers: { authorization: `Bearer ${editor.token}` },
    });
    expect(noFile.statusCode).toBe(400);
    expect(await read(editor, productId)).toEqual(before);
    expect((await timelineOf(editor, productId)).length).toBe(1);
  });

  it('reads XLSX numbers with spreadsheet noise as the decimals they mean', async () => {
    const { editor, pom, productId } = await studio();
    const writeXlsxFile = (await import('write-excel-file/node')).default;
    const bytes = await writeXlsxFile([
      ['Spec sheet in centimetres'].map((value) => ({ value })),
      ['POM code', 'Description', 'Tol -', 'Tol +', 'S', 'M (base)', 'L'].map((value) => ({
        value,
      })),
      [
        { value: 'T12' },
        { value: 'Cuff' },
        { value: -0.5, type: Number },
        { value: 0.5, type: Number },
        { value: 10.1 + 0.2, type: Number },
        { value: 10.6, type: Number },
        { value: 10.9, type: Number },
      ],
    ]).toBuffer();
    const applied = await upload(editor, productId, 'cuff.xlsx', bytes, '?apply=true');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ unit: 'cm', baseSize: 'M', sizes: ['S', 'M', 'L'] });
    expect(applied.body.data.rows[0]).toMatchObject({
      pomId: pom('T12')._id,
      values: { S: 10.3, M: 10.6, L: 10.9 },
      tolerance: { minus: 0.5, plus: 0.5 },
    });
  });
});
