import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SAMPLE_ROUNDS,
  messages,
  type FitSession,
  type SpecSheet,
  type TimelineEntry,
} from '@atelier/domain';
import { fitEntries } from '../../db/schema/index.ts';
import { call } from '../../test/factories.ts';
import { LETTERS, measurementStudio, type Person } from '../../test/measurements.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A product whose sheet (revision 1) grades T01 from 70 by 1.5 (±1), T05 from 44 by 1
 * (−0.3/+0.7), and gives T12 explicit values; its owner, an editor and a viewer.
 */
async function studio() {
  const { owner, editor, viewer, team, pom, productId } = await measurementStudio(t);
  const spec = await call(t, 'PUT', `product/${productId}/spec`, {
    token: editor.token,
    body: {
      revision: 0,
      unit: 'cm',
      sizes: LETTERS,
      baseSize: 'M',
      rows: [
        { pomId: pom('T01')._id, base: 70, gradeRule: 1.5, tolerance: { minus: 1, plus: 1 } },
        { pomId: pom('T05')._id, base: 44, gradeRule: 1, tolerance: { minus: 0.3, plus: 0.7 } },
        { pomId: pom('T12')._id, values: { S: 10, M: 10.5, L: 11 } },
      ],
    },
  });
  expect(spec.status, JSON.stringify(spec.body)).toBe(200);
  return { owner, editor, viewer, team, pom, productId };
}

const open = (person: Person, productId: string, body: Record<string, unknown>) =>
  call(t, 'POST', `product/${productId}/fits`, { token: person.token, body });
const record = (person: Person, productId: string, fitId: string, body: unknown) =>
  call(t, 'PUT', `product/${productId}/fits/${fitId}`, { token: person.token, body });
const apply = (person: Person, productId: string, fitId: string, body: unknown = {}) =>
  call(t, 'POST', `product/${productId}/fits/${fitId}/apply`, { token: person.token, body });

async function session(person: Person, productId: string, round: string, sampleSize: string) {
  const res = await open(person, productId, { round, sampleSize });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as FitSession;
}

describe('fit sessions', () => {
  it('opens a session of a sample round in one of the sheet’s sizes', async () => {
    const { editor, productId, owner, team } = await studio();
    const res = await open(editor, productId, {
      round: 'fit 1',
      sampleSize: 'm',
      arrivedAt: '2026-12-01',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.responseMessage).toBe(messages.fitCreated);
    expect(res.body.data).toMatchObject({
      productId,
      round: 'Fit 1',
      sampleSize: 'M',
      arrivedAt: '2026-12-01',
      specRevision: 1,
      unit: 'cm',
      appliedRevision: null,
      measuredCount: 0,
      rows: [],
      createdBy: { _id: editor.user.id, name: 'Eda Editor' },
      policies: { edit: true },
    });
    expect((await open(editor, productId, { round: 'TOP', sampleSize: 'L' })).body.data.round).toBe(
      'Top of production',
    );

    const cases: [Record<string, unknown>, string][] = [
      [
        { round: 'Fit 9', sampleSize: 'M' },
        messages.fitRoundUnknown('Fit 9', [...DEFAULT_SAMPLE_ROUNDS]),
      ],
      [{ round: '  ', sampleSize: 'M' }, messages.fitRoundRequired],
      [{ round: 'PP', sampleSize: 'XXL' }, messages.fitSampleSizeUnknown('XXL')],
      [{ round: 'PP', sampleSize: '' }, messages.fitSampleSizeRequired],
      [{ round: 'PP', sampleSize: 'M', arrivedAt: '2026-02-30' }, messages.fitArrivedInvalid],
    ];
    for (const [body, message] of cases) {
      const refused = await open(editor, productId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.responseMessage).toBe(message);
    }
    const bare = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'No spec yet' },
    });
    const noSpec = await open(owner, bare.body.data._id, { round: 'Proto', sampleSize: 'M' });
    expect(noSpec.status).toBe(400);
    expect(noSpec.body.responseMessage).toBe(messages.fitNeedsSpec);
  });

  it('gives each point its deviation from the spec and whether it is out of tolerance', async () => {
    const { editor, pom, productId } = await studio();
    const fit = await session(editor, productId, 'Fit 1', 'M');
    const res = await record(editor, productId, fit._id, {
      rows: [
        // Our own measurement wins over the supplier's: 71.5 − 70 = 1.5, above +1.
        { pomId: pom('T01')._id, supplier: 70.6, own: 71.5, comment: 'Long' },
        // Exactly at the tolerance is inside it: 44.7 − 44 = +0.7.
        { pomId: pom('T05')._id, supplier: '43.8', own: '44.7' },
        // Only the supplier's: 10.2 − 10.5 = −0.3.
        { pomId: pom('T12')._id, supplier: 10.2 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.fitRecorded);
    const data = res.body.data as FitSession;
    expect(
      data.rows.map((row) => [row.code, row.spec, row.measured, row.deviation, row.outOfTolerance]),
    ).toEqual([
      ['T01', 70, 71.5, 1.5, true],
      ['T05', 44, 44.7, 0.7, false],
      ['T12', 10.5, 10.2, -0.3, data.rows[2]!.tolerance.minus < 0.3],
    ]);
    expect(data.rows[0]).toMatchObject({
      pomId: pom('T01')._id,
      name: 'Body length from HPS',
      supplier: 70.6,
      own: 71.5,
      revised: null,
      comment: 'Long',
      tolerance: { minus: 1, plus: 1 },
      specRevision: 1,
      history: [],
      recordedBy: { _id: editor.user.id, name: 'Eda Editor' },
    });
    expect(data).toMatchObject({ measuredCount: 3 });
    expect(data.outOfToleranceCount).toBe(data.rows.filter((row) => row.outOfTolerance).length);

    // Inches when the request says so: 27 5/8 in is 70.1675 cm.
    const inches = await record(editor, productId, fit._id, {
      unit: 'in',
      rows: [{ pomId: pom('T01')._id, own: '27 5/8' }],
    });
    expect(inches.status, JSON.stringify(inches.body)).toBe(200);
    expect(inches.body.data.rows[0]).toMatchObject({
      own: 70.1675,
      deviation: 0.1675,
      outOfTolerance: false,
    });
  });

  it('keeps what was recorded: a correction is a new entry, the session answers the latest', async () => {
    const { editor, pom, productId } = await studio();
    const fit = await session(editor, productId, 'Fit 1', 'M');
    const T01 = pom('T01')._id;
    await record(editor, productId, fit._id, { rows: [{ pomId: T01, supplier: 70.6, own: 71.5 }] });
    const corrected = await record(editor, productId, fit._id, {
      rows: [{ pomId: T01, own: 71.2 }],
    });
    expect(corrected.status).toBe(200);
    const [row] = (corrected.body.data as FitSession).rows;
    expect(row).toMatchObject({ supplier: 70.6, own: 71.2, deviation: 1.2, outOfTolerance: true });
    expect(row!.history.map((entry) => [entry.supplier, entry.own])).toEqual([[70.6, 71.5]]);

    const again = await record(editor, productId, fit._id, { rows: [{ pomId: T01, own: '71.2' }] });
    expect(again.status).toBe(200);
    expect(again.body.responseMessage).toBe(messages.fitUnchanged);
    expect(again.body.data.rows[0].history).toHaveLength(1);

    // Clearing our own measurement falls back on the supplier's: 70.6 − 70 = 0.6, inside ±1.
    const cleared = await record(editor, productId, fit._id, { rows: [{ pomId: T01, own: null }] });
    expect(cleared.body.data.rows[0]).toMatchObject({
      own: null,
      measured: 70.6,
      deviation: 0.6,
      outOfTolerance: false,
    });
    expect(
      cleared.body.data.rows[0].history.map((entry: { own: number | null }) => entry.own),
    ).toEqual([71.2, 71.5]);
    const stored = await t.db.select().from(fitEntries).where(eq(fitEntries.sessionId, fit._id));
    expect(stored.map((entry) => entry.own)).toEqual(
      expect.arrayContaining(['71.5000', '71.2000', null]),
    );
    expect(stored).toHaveLength(3);

    const read = await call(t, 'GET', `product/${productId}/fits/${fit._id}`, {
      token: editor.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(cleared.body.data);

    const arrived = await record(editor, productId, fit._id, { arrivedAt: '2026-12-03T09:30:00Z' });
    expect(arrived.status).toBe(200);
    expect(arrived.body.data.arrivedAt).toBe('2026-12-03');
  });

  it('refuses a write over a value someone else changed since its writer saw it (issue 48 §3)', async () => {
    const { editor, owner, pom, productId } = await studio();
    const fit = await session(editor, productId, 'Fit 1', 'M');
    const T01 = pom('T01')._id;
    await record(editor, productId, fit._id, { rows: [{ pomId: T01, supplier: 70.6 }] });
    // The owner corrects the supplier's value while the editor's phone, which saw 70.6, is offline.
    await record(owner, productId, fit._id, { rows: [{ pomId: T01, supplier: 70.8 }] });

    const offline = { pomId: T01, supplier: 71, was: { supplier: 70.6 } };
    const refused = await record(editor, productId, fit._id, { rows: [offline] });
    expect(refused.status).toBe(409);
    expect(refused.body.responseMessage).toBe(messages.fitChangedMeanwhile('T01'));
    expect(refused.body.data).toEqual({ pomId: T01, field: 'supplier', theirs: 70.8 });
    const read = await call(t, 'GET', `product/${productId}/fits/${fit._id}`, {
      token: editor.token,
    });
    expect(read.body.data.rows[0]).toMatchObject({ supplier: 70.8 });
    expect(read.body.data.rows[0].history).toHaveLength(1);

    // Another field of the same point, unchanged since it was seen, is no conflict; nor is a
    // value someone else already gave; nor is "keep mine", sent without what was seen.
    const own = await record(editor, productId, fit._id, {
      rows: [{ pomId: T01, own: 71.5, was: { own: null } }],
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const same = await record(editor, productId, fit._id, {
      rows: [{ pomId: T01, supplier: '70.80', was: { supplier: 70.6 } }],
    });
    expect(same.status).toBe(200);
    expect(same.body.responseMessage).toBe(messages.fitUnchanged);
    const mine = await record(editor, productId, fit._id, { rows: [{ pomId: T01, supplier: 71 }] });
    expect(mine.status).toBe(200);
    expect(mine.body.data.rows[0]).toMatchObject({ supplier: 71, own: 71.5 });

    const comment = await record(owner, productId, fit._id, {
      rows: [{ pomId: T01, comment: 'Long', was: { comment: 'Short' } }],
    });
    expect(comment.status).toBe(409);
    expect(comment.body.data).toEqual({ pomId: T01, field: 'comment', theirs: null });
    const bad = await record(editor, productId, fit._id, {
      rows: [{ pomId: T01, own: 72, was: { own: 'seventy' } }],
    });
    expect(bad.status).toBe(400);
  });

  it('words one person’s sitting as one timeline entry, however many saves it took', async () => {
    const { editor, owner, pom, productId } = await studio();
    const fit = await session(editor, productId, 'Fit 1', 'M');
    for (const row of [
      { pomId: pom('T01')._id, supplier: 71 },
      { pomId: pom('T05')._id, supplier: 44 },
      { pomId: pom('T01')._id, revised: 70.5 },
    ]) {
      expect((await record(editor, productId, fit._id, { rows: [row] })).status).toBe(200);
    }
    // Someone else's measurement is their own entry; the editor's next one starts a new one.
    await record(owner, productId, fit._id, { rows: [{ pomId: pom('T12')._id, own: 10.5 }] });
    await record(editor, productId, fit._id, { rows: [{ pomId: pom('T12')._id, supplier: 10 }] });
    const timeline = await call(t, 'GET', `product/${productId}/timeline?kind=fit`, {
      token: editor.token,
    });
    expect(
      (timeline.body.data as TimelineEntry[]).map((entry) => [entry.actor?.name, entry.subject]),
    ).toEqual([
      ['Eda Editor', 'Fit 1 fit session, size M: 1 point recorded'],
      ['Olive Owner', 'Fit 1 fit session, size M: 1 point recorded'],
      ['Eda Editor', 'Fit 1 fit session, size M: 2 points recorded'],
      ['Eda Editor', 'Fit 1 fit session, size M'],
    ]);
  });

  it('refuses bad measurements in Atelier’s words and records none of them', async () => {
    const { editor, pom, productId } = await studio();
    const fit = await session(editor, productId, 'Proto', 'M');
    const T01 = pom('T01')._id;
    const cases: [unknown, string, string][] = [
      [{ rows: [{ pomId: pom('T02')._id, own: 50 }] }, 'rows.0.pomId', messages.fitPomNotOnSpec],
      [
        {
          rows: [
            { pomId: T01, own: 70 },
            { pomId: T01, own: 71 },
          ],
        },
        'rows.1.pomId',
        messages.fitPomTwice,
      ],
      [{ unit: 'in', rows: [{ pomId: T01, own: '24.3' }] }, 'rows.0.own', messages.inchesInvalid],
      [
        { rows: [{ pomId: T01, supplier: '70.12345' }] },
        'rows.0.supplier',
        messages.centimetresInvalid,
      ],
      [{ rows: [{ pomId: T01, revised: 0 }] }, 'rows.0.revised', messages.measurementRange],
      [
        { rows: [{ pomId: T01, comment: 'x'.repeat(501) }] },
        'rows.0.comment',
        messages.fitCommentTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await record(editor, productId, fit._id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
      expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(await t.db.select().from(fitEntries).where(eq(fitEntries.sessionId, fit._id))).toEqual(
      [],
    );
  });

  it('applies revised values as the spec’s next revision: an explicit value at another size', async () => {
    const { editor, pom, productId } = await studio();
    const fit = await session(editor, productId, 'Fit 2', 'L');
    await record(editor, productId, fit._id, {
      rows: [{ pomId: pom('T01')._id, own: 72.4, revised: 72 }],
    });
    const res = await apply(editor, productId, fit._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.fitApplied);
    const sheet = res.body.data as SpecSheet;
    expect(sheet.revision).toBe(2);
    expect(sheet.rows[0]).toMatchObject({
      base: 70,
      gradeRule: 1.5,
      overridden: ['L'],
      values: { XS: 67, S: 68.5, M: 70, L: 72, XL: 73 },
    });
    const timeline = await call(t, 'GET', `product/${productId}/timeline?kind=spec`, {
      token: editor.token,
    });
    expect((timeline.body.data as TimelineEntry[])[0]).toMatchObject({
      before: 'Revision 1',
      after: 'Revision 2',
      subject: '1 value changed, from the Fit 2 fit session, size L',
    });
    const read = await call(t, 'GET', `product/${productId}/fits/${fit._id}`, {
      token: editor.token,
    });
    expect(read.body.data).toMatchObject({
      appliedRevision: 2,
      appliedBy: { _id: editor.user.id, name: 'Eda Editor' },
    });
    const twice = await apply(editor, productId, fit._id);
    expect(twice.status).toBe(409);
    expect(twice.body.responseMessage).toBe(messages.fitAlreadyApplied(2));
  });

  it('re-bases a graded row when the sample is the base size', async () => {
    const { editor, pom, productId } = await studio();
    const fit = await session(editor, productId, 'Fit 1', 'M');
    await record(editor, productId, fit._id, {
      rows: [
        { pomId: pom('T01')._id, own: 71.3, revised: 71 },
        { pomId: pom('T12')._id, own: 10.9, revised: 10.8 },
      ],
    });
    const res = await apply(editor, productId, fit._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [length, , cuff] = (res.body.data as SpecSheet).rows;
    expect(length).toMatchObject({
      base: 71,
      gradeRule: 1.5,
      overridden: [],
      values: { XS: 68, S: 69.5, M: 71, L: 72.5, XL: 74 },
    });
    expect(cuff!.values).toEqual({ S: 10, M: 10.8, L: 11 });
    expect(res.body.data.revision).toBe(2);
  });

  it('says so when the spec moved on since the fit was measured', async () => {
    const { editor, pom, productId } = await studio();
    const fit = await session(editor, productId, 'PP', 'M');
    const empty = await apply(editor, productId, fit._id);
    expect(empty.status).toBe(400);
    expect(empty.body.responseMessage).toBe(messages.fitNothingToApply);
    await record(editor, productId, fit._id, { rows: [{ pomId: pom('T05')._id, revised: 44.5 }] });
    const moved = await call(t, 'PUT', `product/${productId}/spec`, {
      token: editor.token,
      body: {
        revision: 1,
        unit: 'cm',
        sizes: LETTERS,
        baseSize: 'M',
        rows: [
          { pomId: pom('T01')._id, base: 70, gradeRule: 2 },
          { pomId: pom('T05')._id, base: 44, gradeRule: 1, tolerance: { minus: 0.3, plus: 0.7 } },
        ],
      },
    });
    expect(moved.status).toBe(200);
    const refused = await apply(editor, productId, fit._id);
    expect(refused.status).toBe(409);
    expect(refused.body.responseMessage).toBe(messages.fitSpecMovedOn(1, 2));
    const old = await apply(editor, productId, fit._id, { revision: 1 });
    expect(old.status).toBe(409);
    expect(old.body.responseMessage).toBe(messages.specRevisionStale);
    const checked = await apply(editor, productId, fit._id, { revision: 2 });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.revision).toBe(3);
    expect(checked.body.data.rows[1].values).toMatchObject({ L: 45.5, M: 44.5 });
  });

  it('marks a session applied without a revision when the sheet already has its values', async () => {
    const { editor, pom, productId } = await studio();
    const fit = await session(editor, productId, 'Fit 3', 'L');
    await record(editor, productId, fit._id, { rows: [{ pomId: pom('T01')._id, revised: 71.5 }] });
    const res = await apply(editor, productId, fit._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.specUnchanged);
    expect(res.body.data.revision).toBe(1);
    const read = await call(t, 'GET', `product/${productId}/fits/${fit._id}`, {
      token: editor.token,
    });
    expect(read.body.data.appliedRevision).toBe(1);
    expect((await apply(editor, productId, fit._id)).status).toBe(409);
  });

  it('lists a product’s sessions for whoever views it; only editors write', async () => {
    const { editor, viewer, pom, productId } = await studio();
    const first = await session(editor, productId, 'Proto', 'S');
    const second = await session(editor, productId, 'Fit 1', 'M');
    await record(editor, productId, second._id, {
      rows: [
        { pomId: pom('T01')._id, own: 72 },
        { pomId: pom('T05')._id, own: 44 },
      ],
    });
    const list = await call(t, 'GET', `product/${productId}/fits`, { token: viewer.token });
    expect(list.status).toBe(200);
    expect(
      (list.body.data as FitSession[]).map((fit) => [
        fit._id,
        fit.measuredCount,
        fit.outOfToleranceCount,
        fit.rows.length,
        fit.policies.edit,
      ]),
    ).toEqual([
      [second._id, 2, 1, 0, false],
      [first._id, 0, 0, 0, false],
    ]);
    const refused = await record(viewer, productId, second._id, { rows: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe(messages.askPermission);
    const otherProduct = await call(
      t,
      'GET',
      `product/${productId}/fits/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      {
        token: viewer.token,
      },
    );
    expect(otherProduct.status).toBe(404);
  });
});
