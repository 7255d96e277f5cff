import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  type TechpackComparison,
  type TechpackRevision,
  type TechpackRevisionSummary,
  type TimelineEntry,
} from '@atelier/domain';
import { mediaFiles, techpackRevisions } from '../../db/schema/index.ts';
import { call, makeProductWithImage, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import { costingStudio, type Person } from '../../test/costing-studio.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { withoutInstants } from '../../test/without-instants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = (res: { status: number; body: unknown }, status = 200) =>
  expect(res.status, JSON.stringify(res.body)).toBe(status);

/**
 * A product a factory could build: costed in EUR, a spec sheet in S/M/L, a fit session with a
 * point out of tolerance, an image with a callout, construction notes and a two-colourway bill.
 */
async function factoryReady() {
  const studio = await costingStudio(t);
  const { owner, editor, team, colours, productId } = studio;
  ok(
    await call(t, 'PUT', `team/${team._id}/costing`, {
      token: editor.token,
      body: { currency: 'EUR', rates: [{ currency: 'USD', rate: '0.92', ratedOn: '2027-01-04' }] },
    }),
  );
  const poppy = randomUUID();
  const chalk = randomUUID();
  const linen = randomUUID();
  const buttons = randomUUID();
  const bom = {
    revision: 0,
    colourways: [
      { _id: poppy, name: 'Poppy', colourIds: [colours.poppy] },
      { _id: chalk, name: 'Chalk', colourIds: [colours.chalk] },
    ],
    lines: [
      {
        _id: linen,
        kind: 'fabric',
        name: 'Washed linen',
        placement: 'Body',
        quantity: '1.85',
        unit: 'm',
        unitPrice: '6.4',
        currency: 'EUR',
        wastePercent: '5',
        colours: { [poppy]: colours.poppy, [chalk]: colours.chalk },
      },
      {
        _id: buttons,
        kind: 'trim',
        name: 'Corozo button',
        quantity: 7,
        unit: 'pcs',
        unitPrice: '0.0875',
        currency: 'USD',
        notUsedIn: [chalk],
      },
    ],
  };
  ok(await call(t, 'PUT', `product/${productId}/bom`, { token: editor.token, body: bom }));
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
  const pom = library.body.data[0] as { _id: string; name: string };
  const spec = {
    revision: 0,
    unit: 'cm',
    sizes: ['S', 'M', 'L'],
    baseSize: 'M',
    rows: [{ pomId: pom._id, base: 52, gradeRule: 2, tolerance: { minus: 1, plus: 1 } }],
  };
  ok(await call(t, 'PUT', `product/${productId}/spec`, { token: editor.token, body: spec }));
  const fit = await call(t, 'POST', `product/${productId}/fits`, {
    token: editor.token,
    body: { round: 'Fit 1', sampleSize: 'M' },
  });
  ok(fit, 201);
  ok(
    await call(t, 'PUT', `product/${productId}/fits/${fit.body.data._id}`, {
      token: editor.token,
      body: { rows: [{ pomId: pom._id, own: 54.5 }] },
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
  const imageId = uploaded.json().data[0]._id as string;
  ok(
    await call(t, 'POST', `product/${productId}/construction/callouts`, {
      token: editor.token,
      body: { fileId: imageId, x: 0.25, y: 0.5, text: 'Double needle topstitch' },
    }),
    201,
  );
  ok(
    await call(t, 'PUT', `product/${productId}/construction/notes`, {
      token: editor.token,
      body: { notes: 'Seam allowance 1 cm', revision: 0 },
    }),
  );
  return { ...studio, bom, spec, pom, imageId, ids: { poppy, chalk, linen, buttons } };
}

const techpack = (productId: string) => `product/${productId}/techpack`;
const release = (person: Person, productId: string, body: Record<string, unknown> = {}) =>
  call(t, 'POST', techpack(productId), { token: person.token, body });
const list = async (person: Person, productId: string) => {
  const res = await call(t, 'GET', techpack(productId), { token: person.token });
  ok(res);
  return res.body.data as TechpackRevisionSummary[];
};
const read = (person: Person, productId: string, revisionId: string) =>
  call(t, 'GET', `${techpack(productId)}/${revisionId}`, { token: person.token });
const compare = (person: Person, productId: string, query: string) =>
  call(t, 'GET', `${techpack(productId)}/compare?${query}`, { token: person.token });

/** The snapshot without the signed links, which are made afresh at each read. */
const frozen = (revision: TechpackRevision) => ({
  ...revision,
  snapshot: {
    ...revision.snapshot,
    sketches: revision.snapshot.sketches.map(
      ({ url: _url, thumbnail: _thumbnail, preview: _preview, ...kept }) => kept,
    ),
  },
});

const storedRevisions = async (productId: string) =>
  JSON.stringify(
    await t.db.select().from(techpackRevisions).where(eq(techpackRevisions.productId, productId)),
  );

describe('releasing a tech pack', () => {
  it('releases A, B, C as things change, refuses a release that changes nothing, and lists newest first', async () => {
    const { editor, owner, viewer, productId, bom, ids } = await factoryReady();
    expect(await list(viewer, productId)).toEqual([]);

    const a = await release(editor, productId, { note: '  First to the factory  ' });
    ok(a, 201);
    expect(a.body.responseMessage).toBe('Tech pack revision A released.');
    expect(a.body.data).toMatchObject({
      revision: 'A',
      seq: 1,
      note: 'First to the factory',
      releasedBy: { _id: editor.user.id, name: 'Eda Editor' },
      summary: {
        sketches: 1,
        specRows: 1,
        sizes: 3,
        fits: 1,
        colourways: 2,
        bomLines: 2,
        callouts: 1,
      },
    });

    const again = await release(owner, productId, { note: 'Same again' });
    ok(again, 409);
    expect(again.body.responseMessage).toBe('Nothing changed since revision A.');

    const changed = { ...bom, revision: 1, lines: [{ ...bom.lines[0]!, quantity: '1.9' }] };
    ok(await call(t, 'PUT', `product/${productId}/bom`, { token: editor.token, body: changed }));
    const b = await release(owner, productId);
    ok(b, 201);
    expect(b.body.data).toMatchObject({ revision: 'B', seq: 2, note: null });

    ok(
      await call(t, 'PUT', `product/${productId}/construction/notes`, {
        token: editor.token,
        body: { notes: 'Seam allowance 1.5 cm', revision: 1 },
      }),
    );
    const c = await release(editor, productId, { note: '' });
    ok(c, 201);
    expect(c.body.data).toMatchObject({ revision: 'C', note: null });

    const listed = await list(viewer, productId);
    expect(listed.map((revision) => revision.revision)).toEqual(['C', 'B', 'A']);
    expect(listed[2]).toEqual(a.body.data);
    expect(ids.linen).toBeTruthy();

    const timeline = await call(t, 'GET', `product/${productId}/timeline?kind=techpack`, {
      token: viewer.token,
    });
    ok(timeline);
    expect(
      (timeline.body.data as TimelineEntry[]).map((entry) => [
        entry.action,
        entry.after,
        entry.subject,
      ]),
    ).toEqual([
      ['released', 'Revision C', null],
      ['released', 'Revision B', null],
      ['released', 'Revision A', 'First to the factory'],
    ]);
  });

  it('gives two releases at once B and nothing twice: the second finds B already holds it all', async () => {
    const { editor, owner, productId, bom } = await factoryReady();
    ok(await release(editor, productId), 201);
    const changed = { ...bom, revision: 1, lines: [bom.lines[1]!] };
    ok(await call(t, 'PUT', `product/${productId}/bom`, { token: editor.token, body: changed }));
    const [first, second] = await Promise.all([
      release(editor, productId, { note: 'one' }),
      release(owner, productId, { note: 'two' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const made = first.status === 201 ? first : second;
    const refused = first.status === 201 ? second : first;
    expect(made.body.data.revision).toBe('B');
    expect(refused.body.responseMessage).toBe('Nothing changed since revision B.');
    expect((await list(editor, productId)).map((revision) => revision.revision)).toEqual([
      'B',
      'A',
    ]);
  });

  it('keeps revision A exactly as released after the bill, the spec, the notes and the image change', async () => {
    const { editor, owner, productId, bom, spec, imageId } = await factoryReady();
    const a = await release(editor, productId);
    ok(a, 201);
    const first = await read(editor, productId, a.body.data._id);
    ok(first);
    const before = frozen(first.body.data as TechpackRevision);
    const sketch = before.snapshot.sketches[0]!;
    expect(sketch).toMatchObject({ fileId: imageId, name: 'front.png', version: 1 });

    ok(
      await call(t, 'PUT', `product/${productId}/bom`, {
        token: editor.token,
        body: { ...bom, revision: 1, lines: [{ ...bom.lines[0]!, name: 'Heavy linen' }] },
      }),
    );
    ok(
      await call(t, 'PUT', `product/${productId}/spec`, {
        token: editor.token,
        body: { ...spec, revision: 1, rows: [{ ...spec.rows[0]!, base: 53 }] },
      }),
    );
    ok(await call(t, 'DELETE', `product/${productId}/items/${imageId}`, { token: owner.token }));
    await t.deliver();

    const later = await read(editor, productId, a.body.data._id);
    ok(later);
    expect(frozen(later.body.data as TechpackRevision)).toEqual(before);
    // The upload the sketch showed is still held, though its file was deleted.
    const [media] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.path, sketch.path));
    expect(media?.path).toBe(sketch.path);

    const b = await release(editor, productId);
    ok(b, 201);
    const compared = await compare(
      editor,
      productId,
      `from=${a.body.data._id}&to=${b.body.data._id}`,
    );
    ok(compared);
    const sections = (compared.body.data as TechpackComparison).sections;
    expect(sections).toContainEqual({ section: 'Sketches', changes: ['Removed sketch front.png'] });
    // In the language asked for (issue 47 §4); a language not of the nine is refused.
    const french = await compare(
      editor,
      productId,
      `from=${a.body.data._id}&to=${b.body.data._id}&language=fr`,
    );
    expect((french.body.data as TechpackComparison).sections).toContainEqual({
      section: 'Sketches',
      changes: ['Croquis front.png retiré'],
    });
    const bad = await compare(
      editor,
      productId,
      `from=${a.body.data._id}&to=${b.body.data._id}&language=fr-FR`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe(messages.languageInvalid);
  });
});

describe('a revision’s sketches', () => {
  it('keep pointing at the version they showed after the image gets a new one', async () => {
    const { editor, productId, imageId } = await factoryReady();
    const a = await release(editor, productId);
    ok(a, 201);
    const shown = ((await read(editor, productId, a.body.data._id)).body.data as TechpackRevision)
      .snapshot.sketches[0]!;

    const form = multipartForm([
      { field: 'label', value: 'Fit 2' },
      { field: 'file', fileName: 'front.png', content: PNG },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${productId}/files/${imageId}/versions`,
      headers: { ...form.headers, authorization: `Bearer ${editor.token}` },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(201);

    const again = (await read(editor, productId, a.body.data._id)).body.data as TechpackRevision;
    expect(again.snapshot.sketches[0]).toMatchObject({
      fileId: imageId,
      version: 1,
      path: shown.path,
    });
    const b = await release(editor, productId);
    ok(b, 201);
    const newest = (await read(editor, productId, b.body.data._id)).body.data as TechpackRevision;
    expect(newest.snapshot.sketches[0]).toMatchObject({
      fileId: imageId,
      version: 2,
      versionLabel: 'Fit 2',
    });
    expect(newest.snapshot.sketches[0]!.path).not.toBe(shown.path);
    const compared = await compare(
      editor,
      productId,
      `from=${a.body.data._id}&to=${b.body.data._id}`,
    );
    expect(compared.body.data.sections).toContainEqual({
      section: 'Sketches',
      changes: ['front.png: new version 2'],
    });
  });
});

describe('comparing revisions', () => {
  it('lists a changed point of measure and a changed bill line, grouped by section', async () => {
    const { editor, productId, bom, spec, pom } = await factoryReady();
    const a = await release(editor, productId);
    ok(a, 201);
    ok(
      await call(t, 'PUT', `product/${productId}/spec`, {
        token: editor.token,
        body: { ...spec, revision: 1, rows: [{ ...spec.rows[0]!, base: 53 }] },
      }),
    );
    const lines = [{ ...bom.lines[0]!, quantity: '1.9' }, bom.lines[1]!];
    ok(
      await call(t, 'PUT', `product/${productId}/bom`, {
        token: editor.token,
        body: { ...bom, revision: 1, lines },
      }),
    );
    const b = await release(editor, productId);
    ok(b, 201);

    const res = await compare(editor, productId, `from=${a.body.data._id}&to=${b.body.data._id}`);
    ok(res);
    expect(res.body.responseMessage).toBe(messages.techpackCompared);
    const comparison = res.body.data as TechpackComparison;
    expect(comparison.from.revision).toBe('A');
    expect(comparison.to.revision).toBe('B');
    const spoken = Object.fromEntries(
      comparison.sections.map((section) => [section.section, section.changes]),
    );
    expect(spoken.Spec).toEqual([
      'Spec sheet revision 1 → 2',
      `${pom.name} S: 50 → 51 cm`,
      `${pom.name} M: 52 → 53 cm`,
      `${pom.name} L: 54 → 55 cm`,
    ]);
    expect(spoken.BOM).toEqual(['Washed linen: quantity 1.85 → 1.9 m']);
    // Materials cost more: the editor sees the costing move; nothing else changed.
    expect(spoken.Costing?.length).toBeGreaterThan(0);
    expect(Object.keys(spoken)).toEqual(['Spec', 'BOM', 'Costing']);

    const same = await compare(editor, productId, `from=${b.body.data._id}&to=${b.body.data._id}`);
    ok(same);
    expect(same.body.data.sections).toEqual([]);
  });

  it('refuses a bad query with 400 and a revision that is not the product’s with 404', async () => {
    const { editor, owner, team, productId } = await factoryReady();
    const a = await release(editor, productId);
    ok(a, 201);
    const id = a.body.data._id as string;

    const noTo = await compare(editor, productId, `from=${id}`);
    ok(noTo, 400);
    expect(noTo.body.responseMessage).toBe(messages.techpackCompareToRequired);
    const noFrom = await compare(editor, productId, `to=${id}`);
    ok(noFrom, 400);
    expect(noFrom.body.responseMessage).toBe(messages.techpackCompareFromRequired);
    ok(await compare(editor, productId, `from=abc&to=${id}`), 400);

    const unknown = await compare(editor, productId, `from=${id}&to=${randomUUID()}`);
    ok(unknown, 404);
    expect(unknown.body.responseMessage).toBe(messages.noRecord);
    ok(await read(editor, productId, randomUUID()), 404);
    ok(await read(editor, productId, 'not-a-revision'), 400);

    // A revision of the owner's other product is not found through this one.
    const other = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Other shirt' },
    });
    ok(other, 201);
    const otherId = other.body.data._id as string;
    ok(
      await call(t, 'PUT', `product/${otherId}/construction/notes`, {
        token: owner.token,
        body: { notes: 'Anything', revision: 0 },
      }),
    );
    const foreign = await release(owner, otherId);
    ok(foreign, 201);
    ok(await read(owner, productId, foreign.body.data._id), 404);
    ok(await compare(owner, productId, `from=${id}&to=${foreign.body.data._id}`), 404);
  });
});

describe('who may release and read', () => {
  it('hides every cost from a viewer who may not see costs, in the revision and the comparison', async () => {
    const { editor, viewer, productId, bom } = await factoryReady();
    const a = await release(editor, productId);
    ok(a, 201);
    const lines = [{ ...bom.lines[0]!, unitPrice: '7.1' }, bom.lines[1]!];
    ok(
      await call(t, 'PUT', `product/${productId}/bom`, {
        token: editor.token,
        body: { ...bom, revision: 1, lines },
      }),
    );
    const b = await release(editor, productId);
    ok(b, 201);

    const seen = await read(editor, productId, a.body.data._id);
    ok(seen);
    const full = seen.body.data as TechpackRevision;
    expect(full.policies).toEqual({ viewCosts: true });
    expect(full.snapshot.costing?.currency).toBe('EUR');
    expect(full.snapshot.bom.lines[0]).toMatchObject({ unitPrice: '6.4', currency: 'EUR' });
    const figures = full.snapshot.costing!.colourways.flatMap((way) =>
      [way.materials, way.landed, way.labour, way.overhead].filter(
        (value): value is string => value !== null,
      ),
    );
    expect(figures.length).toBeGreaterThan(0);

    const hidden = await read(viewer, productId, a.body.data._id);
    ok(hidden);
    const revision = hidden.body.data as TechpackRevision;
    expect(revision.policies).toEqual({ viewCosts: false });
    expect(revision.snapshot.costing).toBeNull();
    expect(revision.snapshot.bom.lines.map((line) => [line.unitPrice, line.currency])).toEqual([
      [null, null],
      [null, null],
    ]);
    const text = withoutInstants(hidden.body);
    for (const price of ['6.4', '0.0875', '7.1', 'EUR', 'USD', ...figures])
      expect(text).not.toContain(`"${price}"`);

    const compared = await compare(
      viewer,
      productId,
      `from=${a.body.data._id}&to=${b.body.data._id}`,
    );
    ok(compared);
    expect(compared.body.data.sections).toEqual([]);
    const comparedText = withoutInstants(compared.body);
    for (const price of ['6.4', '7.1', 'EUR', ...figures])
      expect(comparedText).not.toContain(price);

    const asEditor = await compare(
      editor,
      productId,
      `from=${a.body.data._id}&to=${b.body.data._id}`,
    );
    expect(asEditor.body.data.sections[0]).toEqual({
      section: 'BOM',
      changes: ['Washed linen: unit price 6.4 EUR → 7.1 EUR'],
    });
  });

  it('refuses a viewer’s release (403), an outsider (404), no token (401) and a long note (400), writing nothing', async () => {
    const { viewer, editor, productId } = await factoryReady();
    const before = await storedRevisions(productId);

    const denied = await release(viewer, productId);
    ok(denied, 403);
    expect(denied.body.responseMessage).toBe(messages.askPermission);

    const stranger = await makeUser(t);
    const elsewhere = await makeProductWithImage(t, stranger);
    const hiddenRelease = await release(stranger, productId);
    ok(hiddenRelease, 404);
    expect(hiddenRelease.body.responseMessage).toBe(messages.noRecord);
    ok(await call(t, 'GET', techpack(productId), { token: stranger.token }), 404);

    const anonymous = await call(t, 'POST', techpack(productId), { body: {} });
    ok(anonymous, 401);

    const long = await release(editor, productId, { note: 'x'.repeat(501) });
    ok(long, 400);
    expect(long.body.responseMessage).toBe(messages.techpackNoteTooLong);
    ok(await release(editor, productId, { note: 42 }), 400);
    expect(await storedRevisions(productId)).toBe(before);

    // An editor of one team reads nothing of another team's product.
    const a = await release(editor, productId);
    ok(a, 201);
    ok(await read(stranger, productId, a.body.data._id), 404);
    ok(await read(stranger, elsewhere.productId, a.body.data._id), 404);
  });
});
