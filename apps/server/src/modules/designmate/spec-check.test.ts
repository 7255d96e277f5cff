/**
 * designmate's "check this spec" (issue 45 §8), offline, over a real sheet and fit session: the
 * rows out of tolerance in the latest session, grading that reverses or jumps, rows without a
 * tolerance, the revisions made since the sample was measured — and nothing for those who may not
 * see the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignmateConversation, DesignmateMessage, FitSession } from '@atelier/domain';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { LETTERS, measurementStudio, type Person } from '../../test/measurements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function conversation(person: Person, teamId: string, productId?: string) {
  const res = await call(t, 'POST', 'aidesignmate', {
    token: person.token,
    body: { teamId, ...(productId ? { productId } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as DesignmateConversation)._id;
}

async function ask(person: Person, id: string, body: Record<string, unknown>) {
  const res = await call(t, 'POST', `aidesignmate/${id}/message`, { token: person.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as DesignmateMessage;
}

/**
 * Linen shirt: T01 graded from 70 by 1.5 (±1), T02 given explicitly with a jump from M to L, T03
 * given explicitly smaller at L than at M, T05 without a tolerance (0/0); a Fit 1 at M where T01
 * measures 1.5 over; then revision 2 moves T01's base.
 */
async function checkedStudio() {
  const studio = await measurementStudio(t);
  const { editor, pom, productId } = studio;
  const save = (revision: number, t01Base: number) =>
    call(t, 'PUT', `product/${productId}/spec`, {
      token: editor.token,
      body: {
        revision,
        unit: 'cm',
        sizes: LETTERS,
        baseSize: 'M',
        rows: [
          {
            pomId: pom('T01')._id,
            base: t01Base,
            gradeRule: 1.5,
            tolerance: { minus: 1, plus: 1 },
          },
          {
            pomId: pom('T02')._id,
            values: { XS: 40, S: 42, M: 44, L: 52, XL: 54 },
            tolerance: { minus: 0.5, plus: 0.5 },
          },
          {
            pomId: pom('T03')._id,
            values: { XS: 56, S: 58, M: 60, L: 59, XL: 61 },
            tolerance: { minus: 1, plus: 1 },
          },
          { pomId: pom('T05')._id, base: 44, gradeRule: 1, tolerance: { minus: 0, plus: 0 } },
        ],
      },
    });
  expect((await save(0, 70)).status).toBe(200);
  const opened = await call(t, 'POST', `product/${productId}/fits`, {
    token: editor.token,
    body: { round: 'Fit 1', sampleSize: 'M' },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const fit = opened.body.data as FitSession;
  const measured = await call(t, 'PUT', `product/${productId}/fits/${fit._id}`, {
    token: editor.token,
    body: {
      rows: [
        { pomId: pom('T01')._id, own: 71.5 },
        { pomId: pom('T02')._id, supplier: 43.6 },
        { pomId: pom('T05')._id, supplier: 44 },
      ],
    },
  });
  expect(measured.status, JSON.stringify(measured.body)).toBe(200);
  expect((await save(1, 70.5)).status).toBe(200);
  return studio;
}

describe('designmate: check this spec', () => {
  it('lists what is out of tolerance, reverses, jumps, has no tolerance and was not sent', async () => {
    const { owner, team, productId } = await checkedStudio();
    const id = await conversation(owner, team._id, productId);
    const reply = await ask(owner, id, { text: 'Check this spec' });
    expect(reply.skill).toBe('spec');
    expect(reply.text.split('\n')).toEqual([
      'Spec check of Linen shirt, revision 2 (4 points of measure, cm): 4 things to look at.',
      '• Out of tolerance in the Fit 1, size M fit session (1, 3 of 4 points measured): T01 +1.5 cm.',
      '• Grading that reverses (1): T03 smaller at L.',
      "• Grading that jumps, a step more than twice the row's usual one (1): T02 M → L: +8 cm, its usual step +2 cm.",
      '• Rows without a tolerance (1): T05.',
      '• Not yet sent: revision 2 was made after the Fit 1 sample was measured against revision 1 (5 values changed: T01); no sample was made to it yet. Atelier keeps no record of what the factory was sent yet, so check that it has revision 2.',
    ]);
    const rows = reply.table!.rows;
    expect(rows.map((row) => [row.cells[0], row.cells[1]!.split(' ')[0]])).toEqual([
      ['Out of tolerance', 'T01'],
      ['Grading reverses', 'T03'],
      ['Grading jumps', 'T02'],
      ['No tolerance', 'T05'],
      ...Array.from({ length: 5 }, () => ['Not yet sent', 'T01']),
    ]);
    expect(rows[0]!.cells[2]).toBe('Fit 1, size M: +1.5 cm (tolerance −1 cm/+1 cm)');
    for (const row of rows) expect(row.url).toBe(`/productDetail/${productId}`);
    expect(reply.sources).toEqual([
      { kind: 'product', _id: productId, title: 'Linen shirt', url: `/productDetail/${productId}` },
    ]);

    // The chip names the skill without words; the same answer.
    const named = await ask(owner, id, { text: '', skill: 'spec' });
    expect(named.skill).toBe('spec');
    expect(named.text).toBe(reply.text);
    // Words that name no product the asker may see: the conversation's product, named.
    const loose = await ask(owner, id, { text: 'Check the spec now' });
    expect(loose.text).toBe(reply.text);
  });

  it('checks the product a question names, for whoever may view it', async () => {
    const { viewer, team, productId } = await checkedStudio();
    const id = await conversation(viewer, team._id);
    for (const question of [
      'Is the spec of the linen shirt ok?',
      'Check the spec of Linen shirt',
      'Can you review the measurements of the linen shirt?',
    ]) {
      const reply = await ask(viewer, id, { text: question });
      expect(reply.skill, question).toBe('spec');
      expect(reply.text, question).toMatch(/^Spec check of Linen shirt, revision 2/u);
      expect(reply.sources[0]?._id).toBe(productId);
    }
    const unnamed = await ask(viewer, id, { text: 'spec check' });
    expect(unnamed.text).toBe(
      'Which product’s spec? Ask from the product’s page, or name it: “check the spec of the camp shirt”.',
    );
  });

  it('says what to do next when a product has no sheet yet', async () => {
    const { owner, team } = await measurementStudio(t);
    const coat = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Wool coat' },
    });
    const id = await conversation(owner, team._id, coat.body.data._id);
    const reply = await ask(owner, id, { text: 'Check this spec' });
    expect(reply.skill).toBe('spec');
    expect(reply.text).toMatch(/^Wool coat has no spec sheet yet\. Open its Spec sheet/u);
    expect(reply.table).toBeUndefined();
  });

  it('answers a product the asker may not view as unknown, in their team or another', async () => {
    const { team, productId } = await checkedStudio();
    const blind = await makeUser(t, { firstName: 'Bo', lastName: 'Blind' });
    await addMember(t, team._id, blind.user.id, []);
    const outsider = await makeUser(t, { firstName: 'Oz', lastName: 'Out' });
    const theirs = await makeTeam(t, outsider);
    for (const [person, teamId] of [
      [blind, team._id],
      [outsider, theirs._id],
    ] as const) {
      const id = await conversation(person, teamId);
      const reply = await ask(person, id, { text: 'Check the spec of the linen shirt' });
      expect(reply.skill).toBe('spec');
      expect(reply.text).toBe(
        'I know no product called “linen shirt” in this team. Name a product you can open, or ask from its page.',
      );
      const seen = JSON.stringify(reply);
      expect(seen).not.toContain(productId);
      expect(seen).not.toMatch(/\bT01\b|Fit 1/u);
    }
    // Nor can the conversation be about it.
    const res = await call(t, 'POST', 'aidesignmate', {
      token: outsider.token,
      body: { teamId: theirs._id, productId },
    });
    expect(res.status).toBe(404);
  });
});
