import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatInches,
  messages,
  parseCentimetres,
  type SpecComparison,
  type SpecRevisionSummary,
  type SpecSheet,
  type TimelineEntry,
} from '@atelier/domain';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { LETTERS, measurementStudio, readSpec, type Person } from '../../test/measurements.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (person: Person, productId: string, body: Record<string, unknown>) =>
  call(t, 'PUT', `product/${productId}/spec`, { token: person.token, body });
const read = (person: Person, productId: string) => readSpec(t, person, productId);
const studio = () => measurementStudio(t);
const sheet = (rows: unknown[], extra: Record<string, unknown> = {}) => ({
  revision: 0,
  unit: 'cm',
  sizes: LETTERS,
  baseSize: 'M',
  rows,
  ...extra,
});

describe('a product’s spec sheet', () => {
  it('is empty before the first save', async () => {
    const { viewer, productId } = await studio();
    expect(await read(viewer, productId)).toEqual({
      productId,
      unit: 'cm',
      sizes: [],
      baseSize: null,
      revision: 0,
      updatedAt: null,
      updatedBy: null,
      rows: [],
      policies: { edit: false },
    });
  });

  it('grades a single increment, per-step increments and explicit overrides', async () => {
    const { editor, pom, productId } = await studio();
    const res = await save(
      editor,
      productId,
      sheet([
        { pomId: pom('T01')._id, base: 70, gradeRule: 1.5 },
        { pomId: pom('T02')._id, base: '52.5', gradeRule: [2, 2, 2, 2.5] },
        {
          pomId: pom('T05')._id,
          base: 44,
          gradeRule: 1,
          values: { XL: 47.5 },
          tolerance: { minus: 0.3, plus: 0.7 },
        },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.specSaved);
    const data = res.body.data as SpecSheet;
    expect(data).toMatchObject({ unit: 'cm', sizes: LETTERS, baseSize: 'M', revision: 1 });
    expect(data.updatedBy).toEqual({ _id: editor.user.id, name: 'Eda Editor' });
    const [length, chest, shoulder] = data.rows;
    expect(length).toMatchObject({
      code: 'T01',
      name: 'Body length from HPS',
      tolerance: { minus: 1, plus: 1 },
      values: { XS: 67, S: 68.5, M: 70, L: 71.5, XL: 73 },
      base: 70,
      gradeRule: 1.5,
      overridden: [],
      warnings: [],
    });
    expect(chest!.values).toEqual({ XS: 48.5, S: 50.5, M: 52.5, L: 54.5, XL: 57 });
    expect(chest!.gradeRule).toEqual([2, 2, 2, 2.5]);
    expect(shoulder).toMatchObject({
      tolerance: { minus: 0.3, plus: 0.7 },
      values: { XS: 42, S: 43, M: 44, L: 45, XL: 47.5 },
      overridden: ['XL'],
    });
    expect(await read(editor, productId)).toMatchObject({ revision: 1, rows: data.rows });
  });

  it('keeps decimals exact: 10.1 + 0.2 is 10.3, never 10.299999999999999', async () => {
    const { editor, pom, productId } = await studio();
    const res = await save(
      editor,
      productId,
      sheet([{ pomId: pom('T12')._id, base: '10.1', gradeRule: ['0.1', '0.1', '0.2', 0.1] }]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows[0].values).toEqual({ XS: 9.9, S: 10, M: 10.1, L: 10.3, XL: 10.4 });
  });

  it('converts inches once, on entry, and answers centimetres that read back without drift', async () => {
    const { editor, pom, productId } = await studio();
    const res = await save(
      editor,
      productId,
      sheet(
        [
          {
            pomId: pom('T01')._id,
            base: '24 3/8',
            gradeRule: '1/2',
            tolerance: { minus: '3/8', plus: '1/2' },
          },
        ],
        {
          unit: 'in',
        },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (res.body.data as SpecSheet).rows[0]!;
    expect(res.body.data.unit).toBe('in');
    expect(row.values).toEqual({ XS: 59.3725, S: 60.6425, M: 61.9125, L: 63.1825, XL: 64.4525 });
    expect(row.tolerance).toEqual({ minus: 0.9525, plus: 1.27 });
    const inches = Object.values(row.values).map((cm) => formatInches(parseCentimetres(cm)!));
    expect(inches).toEqual(['23 3/8', '23 7/8', '24 3/8', '24 7/8', '25 3/8']);

    // Sent back as the inches it shows, the sheet is the same sheet: no new revision, no drift.
    const again = await save(
      editor,
      productId,
      sheet(
        [
          {
            pomId: pom('T01')._id,
            base: formatInches(parseCentimetres(row.base!)!),
            gradeRule: '1/2',
            tolerance: { minus: '3/8', plus: '1/2' },
          },
        ],
        { unit: 'in', revision: 1 },
      ),
    );
    expect(again.status).toBe(200);
    expect(again.body.responseMessage).toBe(messages.specUnchanged);
    expect(again.body.data.revision).toBe(1);
    expect(again.body.data.rows[0].values).toEqual(row.values);
  });

  it('flags missing values and sizes smaller than the one before', async () => {
    const { editor, pom, productId } = await studio();
    const res = await save(
      editor,
      productId,
      sheet([
        { pomId: pom('B01')._id, base: 38 },
        { pomId: pom('B06')._id, base: 80, gradeRule: 1, values: { L: 79 } },
        { pomId: pom('B10')._id, values: { S: 20, M: 21 } },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [waist, inseam, leg] = (res.body.data as SpecSheet).rows;
    expect(waist!.warnings).toEqual([
      {
        kind: 'missing',
        sizes: ['XS', 'S', 'L', 'XL'],
        message: messages.specMissingValues('XS, S, L, XL'),
      },
    ]);
    expect(inseam!.warnings).toEqual([
      { kind: 'shrinking', sizes: ['L'], message: messages.specShrinking('L') },
    ]);
    expect(leg).toMatchObject({ base: null, values: { S: 20, M: 21 } });
    expect(leg!.warnings[0]).toMatchObject({ kind: 'missing', sizes: ['XS', 'L', 'XL'] });
  });

  it('refuses an edit of an old revision, keeps old revisions, and compares them', async () => {
    const { editor, owner, pom, productId } = await studio();
    const rows = (base: number) => [
      { pomId: pom('T01')._id, base, gradeRule: 2 },
      { pomId: pom('T07')._id, base: 80, gradeRule: 1 },
    ];
    expect((await save(editor, productId, sheet(rows(70)))).status).toBe(200);
    const second = await save(owner, productId, sheet(rows(71), { revision: 1 }));
    expect(second.status).toBe(200);
    expect(second.body.data.revision).toBe(2);

    const stale = await save(editor, productId, sheet(rows(72), { revision: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.responseMessage).toBe(messages.specRevisionStale);
    const fresh = await save(editor, productId, sheet(rows(72), { revision: 0 }));
    expect(fresh.status).toBe(409);
    expect((await read(editor, productId)).revision).toBe(2);

    const revisions = await call(t, 'GET', `product/${productId}/spec/revisions`, {
      token: editor.token,
    });
    expect(
      (revisions.body.data as SpecRevisionSummary[]).map((r) => [
        r.revision,
        r.createdBy?.name,
        r.rowCount,
      ]),
    ).toEqual([
      [2, 'Olive Owner', 2],
      [1, 'Eda Editor', 2],
    ]);
    const first = await call(t, 'GET', `product/${productId}/spec/revisions/1`, {
      token: editor.token,
    });
    expect(first.body.data.rows[0].values).toEqual({ XS: 66, S: 68, M: 70, L: 72, XL: 74 });
    const missing = await call(t, 'GET', `product/${productId}/spec/revisions/9`, {
      token: editor.token,
    });
    expect(missing.status).toBe(404);

    const compared = await call(t, 'GET', `product/${productId}/spec/compare?from=1&to=2`, {
      token: editor.token,
    });
    expect(compared.status).toBe(200);
    const { changes } = compared.body.data as SpecComparison;
    expect(changes.map((c) => [c.code, c.on, c.size, c.before, c.after, c.delta, c.kind])).toEqual(
      LETTERS.map((size, index) => [
        'T01',
        'size',
        size,
        66 + 2 * index,
        67 + 2 * index,
        1,
        'changed',
      ]),
    );
    expect(changes[0]).toMatchObject({
      revision: 2,
      changedBy: { _id: owner.user.id, name: 'Olive Owner' },
    });
    const none = await call(t, 'GET', `product/${productId}/spec/compare?from=2&to=2`, {
      token: editor.token,
    });
    expect(none.body.data.changes).toEqual([]);
    const bad = await call(t, 'GET', `product/${productId}/spec/compare?from=0&to=2`, {
      token: editor.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe(messages.specRevisionUnknown);
  });

  it('reads back exactly what each save sent: a row taken off, one changed, the rest moved', async () => {
    const { editor, pom, productId } = await studio();
    const row = (code: string, base: number) => ({ pomId: pom(code)._id, base, gradeRule: 2 });
    await save(editor, productId, sheet([row('T01', 70), row('T02', 52), row('T05', 44)]));
    // Only the rows that change are written; what is read back is still the whole sheet as sent.
    await save(editor, productId, sheet([row('T05', 45), row('T01', 70)], { revision: 1 }));
    const read2 = await read(editor, productId);
    expect(read2.rows.map((r) => [r.code, r.values.M])).toEqual([
      ['T05', 45],
      ['T01', 70],
    ]);
    await save(editor, productId, sheet([row('T01', 70), row('T02', 50)], { revision: 2 }));
    const read3 = await read(editor, productId);
    expect(read3.revision).toBe(3);
    expect(read3.rows.map((r) => [r.code, r.values.M, r.values.XL])).toEqual([
      ['T01', 70, 74],
      ['T02', 50, 54],
    ]);
  });

  it('counts and compares a tolerance narrowed as a change, as the timeline says', async () => {
    const { editor, pom, productId } = await studio();
    const row = (minus: string) => ({
      pomId: pom('T01')._id,
      base: 70,
      gradeRule: 2,
      tolerance: { minus, plus: '1' },
    });
    expect((await save(editor, productId, sheet([row('1')]))).status).toBe(200);
    expect((await save(editor, productId, sheet([row('0.5')], { revision: 1 }))).status).toBe(200);
    const compared = await call(t, 'GET', `product/${productId}/spec/compare?from=1&to=2`, {
      token: editor.token,
    });
    const { changes } = compared.body.data as SpecComparison;
    expect(changes.map((c) => [c.code, c.on, c.size, c.before, c.after, c.delta])).toEqual([
      ['T01', 'tolerance', 'minus', 1, 0.5, -0.5],
    ]);
    const timeline = await call(t, 'GET', `product/${productId}/timeline`, { token: editor.token });
    expect(
      (timeline.body.data as TimelineEntry[]).map((entry) => entry.subject).slice(0, 1),
    ).toEqual(['1 tolerance changed']);
  });

  it('lets one of two saves made from the same revision through, the other answers 409', async () => {
    const { editor, owner, pom, productId } = await studio();
    const row = (base: number) => [{ pomId: pom('T01')._id, base, gradeRule: 2 }];
    const first = await Promise.all([
      save(editor, productId, sheet(row(70))),
      save(owner, productId, sheet(row(71))),
    ]);
    expect(first.map((res) => res.status).sort()).toEqual([200, 409]);
    const next = await Promise.all([
      save(editor, productId, sheet(row(72), { revision: 1 })),
      save(owner, productId, sheet(row(73), { revision: 1 })),
    ]);
    expect(next.map((res) => res.status).sort()).toEqual([200, 409]);
    const revisions = await call(t, 'GET', `product/${productId}/spec/revisions`, {
      token: editor.token,
    });
    expect(revisions.body.data.map((r: SpecRevisionSummary) => r.revision)).toEqual([2, 1]);
  });

  it('grades numeric sizes from a base at the smallest size', async () => {
    const { editor, pom, productId } = await studio();
    const sizes = ['34', '36', '38', '40', '42', '44', '46'];
    const res = await save(
      editor,
      productId,
      sheet([{ pomId: pom('D01')._id, base: 98, gradeRule: [0.5, 0.5, 1, 1, 1.5, 1.5] }], {
        sizes,
        baseSize: '34',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as SpecSheet;
    expect(data.sizes).toEqual(sizes);
    expect(sizes.map((size) => data.rows[0]!.values[size])).toEqual([
      98, 98.5, 99, 100, 101, 102.5, 104,
    ]);
  });

  it('records each save on the product’s timeline', async () => {
    const { editor, pom, productId } = await studio();
    await save(editor, productId, sheet([{ pomId: pom('T01')._id, base: 70, gradeRule: 2 }]));
    await save(
      editor,
      productId,
      sheet([{ pomId: pom('T01')._id, base: 70, gradeRule: 2.5 }], { revision: 1 }),
    );
    const timeline = await call(t, 'GET', `product/${productId}/timeline?kind=spec`, {
      token: editor.token,
    });
    expect(timeline.status).toBe(200);
    expect(
      (timeline.body.data as TimelineEntry[]).map((e) => [
        e.action,
        e.before,
        e.after,
        e.subject,
        e.actor?.name,
      ]),
    ).toEqual([
      ['changed', 'Revision 1', 'Revision 2', '4 values changed', 'Eda Editor'],
      ['created', null, 'Revision 1', '5 values changed', 'Eda Editor'],
    ]);
  });

  it('answers every bad sheet with a 400 in Atelier’s words, never a 500', async () => {
    const { editor, owner, pom, productId } = await studio();
    const other = await makeTeam(t, owner);
    const foreign = (await call(t, 'GET', `pom?teamId=${other._id}`, { token: owner.token })).body
      .data[0]._id;
    const T01 = pom('T01')._id;
    const cases: [Record<string, unknown>, string, string][] = [
      [sheet([{ pomId: foreign, base: 70 }]), 'rows.0.pomId', messages.specPomOfTeam],
      [sheet([], { baseSize: 'XXL' }), 'baseSize', messages.baseSizeNotInSizes],
      [sheet([{ pomId: T01, base: '61.12345' }]), 'rows.0.base', messages.centimetresInvalid],
      [
        sheet([{ pomId: T01, base: '24.3' }], { unit: 'in' }),
        'rows.0.base',
        messages.inchesInvalid,
      ],
      [sheet([{ pomId: T01, base: 0 }]), 'rows.0.base', messages.measurementRange],
      [
        sheet([{ pomId: T01, base: 70, gradeRule: 51 }]),
        'rows.0.gradeRule',
        messages.incrementRange,
      ],
      [
        sheet([{ pomId: T01, base: 70, gradeRule: [1, 2] }]),
        'rows.0.gradeRule',
        messages.gradeStepsCount,
      ],
      [sheet([{ pomId: T01, gradeRule: 2 }]), 'rows.0.base', messages.gradeNeedsBase],
      [
        sheet([{ pomId: T01, base: 70, values: { M: 71 } }]),
        'rows.0.values.M',
        messages.specBaseTwice,
      ],
      [
        sheet([{ pomId: T01, values: { XXL: 71 } }]),
        'rows.0.values.XXL',
        messages.specSizeUnknown('XXL'),
      ],
      [sheet([{ pomId: T01 }, { pomId: T01 }]), 'rows.1.pomId', messages.specPomTwice],
      [
        sheet([{ pomId: T01, base: 70, tolerance: { minus: -1, plus: 1 } }]),
        'rows.0.tolerance.minus',
        messages.toleranceInvalid,
      ],
      [sheet([], { unit: 'mm' }), 'unit', messages.measureUnitInvalid],
      [sheet([], { sizes: ['M', 'm'] }), 'sizes', messages.sizesRepeated],
      [sheet([], { revision: 'latest' }), 'revision', messages.specRevisionRequired],
      [sheet([{ pomId: T01, base: { cm: 70 } }]), 'rows.0.base', messages.measurementInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(editor, productId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage, JSON.stringify(body)).toBe(message);
      expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    const garbage = await save(editor, productId, { rows: 'all of them' });
    expect(garbage.status).toBe(400);
    expect((await read(editor, productId)).revision).toBe(0);
  });

  it('is read by whoever views the product and saved only by whoever edits it', async () => {
    const { viewer, team, pom, productId } = await studio();
    expect((await read(viewer, productId)).policies).toEqual({ edit: false });
    const refused = await save(viewer, productId, sheet([{ pomId: pom('T01')._id, base: 70 }]));
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe(messages.askPermission);

    const blind = await makeUser(t);
    await addMember(t, team._id, blind.user.id, ['canEditProduct', 'canViewTeams']);
    const noView = await call(t, 'GET', `product/${productId}/spec`, { token: blind.token });
    expect(noView.status).toBe(403);
    expect(noView.body.responseMessage).toBe(messages.noPermissionView);

    const stranger = await makeUser(t);
    await makeTeam(t, stranger);
    for (const url of ['spec', 'spec/revisions', 'spec/revisions/1', 'spec/compare?from=1&to=1']) {
      const res = await call(t, 'GET', `product/${productId}/${url}`, { token: stranger.token });
      expect(res.status, url).toBe(404);
      expect(res.body.responseMessage).toBe(messages.noRecord);
    }
    const outsider = await save(stranger, productId, sheet([]));
    expect(outsider.status).toBe(404);
    expect((await call(t, 'GET', `product/${productId}/spec`)).status).toBe(401);
  });
});
