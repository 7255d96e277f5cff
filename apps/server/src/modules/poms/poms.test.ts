import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, POM_CATEGORIES, STARTER_POMS, type Pom, type SizeRange } from '@atelier/domain';
import { addMember, call, makeProductWithImage, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof makeUser>>;

/** A team, its owner, a viewer (canViewProducts) and an editor (canViewProducts, canEditProduct). */
async function studio() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  const viewer = await makeUser(t);
  const editor = await makeUser(t);
  await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
  await addMember(t, team._id, editor.user.id, ['canViewProducts', 'canEditProduct']);
  return { owner, team, viewer, editor };
}

const list = async (person: Person, teamId: string) => {
  const res = await call(t, 'GET', `pom?teamId=${teamId}`, { token: person.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Pom[];
};

const pomBody = (teamId: string, overrides: Record<string, unknown> = {}) => ({
  teamId,
  code: 'a1',
  name: 'Shoulder slope',
  howToMeasure: 'From the high point shoulder down to the level of the shoulder point.',
  tolerance: { minus: '0.1', plus: 0.2 },
  ...overrides,
});

describe('the starter library', () => {
  it('answers a new team’s first looks at its points and its ranges made at the same moment', async () => {
    const { team, viewer } = await studio();
    const [points, ranges] = await Promise.all([
      call(t, 'GET', `pom?teamId=${team._id}`, { token: viewer.token }),
      call(t, 'GET', `sizeRange?teamId=${team._id}`, { token: viewer.token }),
    ]);
    expect(points.status, JSON.stringify(points.body)).toBe(200);
    expect(ranges.status, JSON.stringify(ranges.body)).toBe(200);
    expect(points.body.data).toHaveLength(STARTER_POMS.length);
    expect((ranges.body.data as SizeRange[]).length).toBeGreaterThan(0);
  });

  it('seeds a team once, on its first look, with tops, bottoms, dresses and outerwear', async () => {
    const { team, viewer } = await studio();
    const poms = await list(viewer, team._id);
    expect(poms).toHaveLength(STARTER_POMS.length);
    expect(poms.map((pom) => pom.position)).toEqual(poms.map((_, index) => index));
    expect(new Set(poms.map((pom) => pom.category))).toEqual(new Set(POM_CATEGORIES));
    expect(poms.every((pom) => pom.starter && pom.howToMeasure.length > 20)).toBe(true);
    const byName = (name: string) => poms.find((pom) => pom.name === name)!;
    expect(byName('Body length from HPS')).toMatchObject({
      code: 'T01',
      tolerance: { minus: 1, plus: 1 },
    });
    expect(byName('Chest width 1 cm below armhole').tolerance).toEqual({ minus: 1, plus: 1 });
    expect(byName('Front neck drop').tolerance).toEqual({ minus: 0.5, plus: 0.5 });
    expect(byName('Waist extended').tolerance).toEqual({ minus: 1, plus: 2 });
    for (const name of [
      'Across shoulder',
      'Sleeve length from CB neck',
      'Waist relaxed',
      'Front rise',
      'Back rise',
      'Inseam',
      'Thigh 2.5 cm below crotch',
      'Knee',
      'Leg opening',
      'Neck width seam to seam',
      'Armhole straight',
      'Bicep 2.5 cm below armhole',
      'Cuff opening',
      'Hood height',
    ]) {
      expect(byName(name), name).toBeDefined();
    }
    // A viewer reads but may not change it.
    expect(poms[0]!.policies).toEqual({ edit: false, delete: false });
    expect(await list(viewer, team._id)).toHaveLength(STARTER_POMS.length);

    const ranges = await call(t, 'GET', `sizeRange?teamId=${team._id}`, { token: viewer.token });
    expect(
      (ranges.body.data as SizeRange[]).map(({ name, sizes, baseSize }) => ({
        name,
        sizes,
        baseSize,
      })),
    ).toEqual([
      { name: 'XS–XL', sizes: ['XS', 'S', 'M', 'L', 'XL'], baseSize: 'M' },
      { name: '34–46', sizes: ['34', '36', '38', '40', '42', '44', '46'], baseSize: '38' },
      { name: '0–16', sizes: ['0', '2', '4', '6', '8', '10', '12', '14', '16'], baseSize: '6' },
      { name: 'One size', sizes: ['OS'], baseSize: 'OS' },
    ]);
  });

  it('stays deleted once deleted, and comes back on request', async () => {
    const { team, editor } = await studio();
    const [first] = await list(editor, team._id);
    expect((await call(t, 'DELETE', `pom/${first!._id}`, { token: editor.token })).status).toBe(
      200,
    );
    expect((await list(editor, team._id)).map((pom) => pom.code)).not.toContain('T01');
    const back = await call(t, 'POST', 'pom/starter', {
      token: editor.token,
      body: { teamId: team._id },
    });
    expect(back.status).toBe(200);
    expect(back.body.responseMessage).toBe(messages.pomStarterAdded);
    const codes = (back.body.data as Pom[]).map((pom) => pom.code);
    expect(codes).toHaveLength(STARTER_POMS.length);
    expect(codes.at(-1)).toBe('T01');
  });
});

describe('points of measure', () => {
  it('adds one at the end with its code in upper case and its tolerance exact', async () => {
    const { team, editor } = await studio();
    const res = await call(t, 'POST', 'pom', { token: editor.token, body: pomBody(team._id) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.responseMessage).toBe(messages.pomAdded);
    expect(res.body.data).toMatchObject({
      code: 'A1',
      name: 'Shoulder slope',
      category: null,
      tolerance: { minus: 0.1, plus: 0.2 },
      position: STARTER_POMS.length,
      starter: false,
      policies: { edit: true, delete: true },
    });
    const again = await call(t, 'POST', 'pom', {
      token: editor.token,
      body: pomBody(team._id, { code: ' A1 ', name: 'Another' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe(messages.pomCodeTaken);
    const ownCategory = await call(t, 'POST', 'pom', {
      token: editor.token,
      body: pomBody(team._id, { code: 'K1', category: 'Knitwear' }),
    });
    expect(ownCategory.body.data.category).toBe('knitwear');
  });

  it('answers a bad point of measure with a 400 in Atelier’s words', async () => {
    const { team, editor } = await studio();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', messages.pomNameRequired],
      [{ code: '' }, 'code', messages.pomCodeRequired],
      [{ code: 'A#1' }, 'code', messages.pomCodeInvalid],
      [{ code: '-A1' }, 'code', messages.pomCodeInvalid],
      [{ code: 'ABCDEFGHIJKLM' }, 'code', messages.pomCodeTooLong],
      [{ tolerance: { minus: -1, plus: 1 } }, 'tolerance.minus', messages.toleranceInvalid],
      [{ tolerance: { minus: 1, plus: 21 } }, 'tolerance.plus', messages.toleranceInvalid],
      [{ tolerance: { minus: '1.23456', plus: 1 } }, 'tolerance.minus', messages.toleranceInvalid],
      [{ tolerance: { minus: 'one', plus: 1 } }, 'tolerance.minus', messages.toleranceInvalid],
      [{ tolerance: null }, 'tolerance', messages.toleranceInvalid],
      [{ howToMeasure: 'x'.repeat(1001) }, 'howToMeasure', messages.pomHowToTooLong],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call(t, 'POST', 'pom', {
        token: editor.token,
        body: pomBody(team._id, overrides),
      });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
      expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    }
  });

  it('edits one, refusing a code the team uses and an empty change', async () => {
    const { team, editor } = await studio();
    const created = await call(t, 'POST', 'pom', { token: editor.token, body: pomBody(team._id) });
    const id = created.body.data._id as string;
    const edited = await call(t, 'PUT', `pom/${id}`, {
      token: editor.token,
      body: { name: 'Shoulder drop', tolerance: { minus: 0.3, plus: '0.45' }, category: 'tops' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      code: 'A1',
      name: 'Shoulder drop',
      tolerance: { minus: 0.3, plus: 0.45 },
      category: 'tops',
    });
    const taken = await call(t, 'PUT', `pom/${id}`, { token: editor.token, body: { code: 't01' } });
    expect(taken.status).toBe(409);
    expect(taken.body.responseMessage).toBe(messages.pomCodeTaken);
    const empty = await call(t, 'PUT', `pom/${id}`, { token: editor.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.responseMessage).toBe(messages.nothingToChange);
  });

  it('reorders the whole library, and only the whole library', async () => {
    const { team, editor, owner } = await studio();
    const ids = (await list(editor, team._id)).map((pom) => pom._id);
    const reversed = [...ids].reverse();
    const res = await call(t, 'PUT', 'pom/order', {
      token: editor.token,
      body: { teamId: team._id, ids: reversed },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as Pom[]).map((pom) => pom._id)).toEqual(reversed);
    expect((await list(editor, team._id)).map((pom) => pom._id)).toEqual(reversed);

    const other = await makeTeam(t, owner);
    const [foreign] = await list(owner, other._id);
    for (const body of [
      { teamId: team._id, ids: ids.slice(1) },
      { teamId: team._id, ids: [...ids, ids[0]] },
      { teamId: team._id, ids: [...ids.slice(1), foreign!._id] },
    ]) {
      const refused = await call(t, 'PUT', 'pom/order', { token: editor.token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.responseMessage).toBe(messages.reorderInvalid);
    }
    expect((await list(editor, team._id)).map((pom) => pom._id)).toEqual(reversed);
  });

  it('deletes one unless a spec sheet uses it', async () => {
    const { team, editor, owner } = await studio();
    const [used, unused] = await list(editor, team._id);
    const product = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Camp shirt' },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const spec = await call(t, 'PUT', `product/${product.body.data._id}/spec`, {
      token: editor.token,
      body: {
        revision: 0,
        unit: 'cm',
        sizes: ['M'],
        baseSize: 'M',
        rows: [{ pomId: used!._id, base: 70 }],
      },
    });
    expect(spec.status, JSON.stringify(spec.body)).toBe(200);
    const refused = await call(t, 'DELETE', `pom/${used!._id}`, { token: editor.token });
    expect(refused.status).toBe(409);
    expect(refused.body.responseMessage).toBe(messages.pomInUse);
    const deleted = await call(t, 'DELETE', `pom/${unused!._id}`, { token: editor.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.responseMessage).toBe(messages.pomDeleted);
    expect((await call(t, 'DELETE', `pom/${unused!._id}`, { token: editor.token })).status).toBe(
      404,
    );
  });

  it('shows where to measure with a file of a product of the team, and nothing else', async () => {
    const owner = await makeUser(t);
    const { team, productId, imageId } = await makeProductWithImage(t, owner);
    const diagram = { productId, fileId: imageId };
    const created = await call(t, 'POST', 'pom', {
      token: owner.token,
      body: pomBody(team._id, { diagram }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.diagram).toEqual(diagram);

    const folder = await call(t, 'POST', `product/${productId}/folders`, {
      token: owner.token,
      body: { name: 'Drawings' },
    });
    expect(folder.status).toBe(201);
    const elsewhere = await makeProductWithImage(t, owner);
    for (const wrong of [
      { productId, fileId: folder.body.data._id },
      { productId, fileId: elsewhere.imageId },
      { productId: elsewhere.productId, fileId: elsewhere.imageId },
      { productId: team._id, fileId: imageId },
    ]) {
      const res = await call(t, 'PUT', `pom/${created.body.data._id}`, {
        token: owner.token,
        body: { diagram: wrong },
      });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(res.body.data.errors).toContainEqual(
        expect.objectContaining({
          field: 'diagram',
          message: messages.pomDiagramInvalid,
        }),
      );
    }
    const removed = await call(t, 'PUT', `pom/${created.body.data._id}`, {
      token: owner.token,
      body: { diagram: null },
    });
    expect(removed.body.data.diagram).toBeNull();
    const back = await call(t, 'PUT', `pom/${created.body.data._id}`, {
      token: owner.token,
      body: { diagram },
    });
    expect(back.body.data.diagram).toEqual(diagram);
    // Deleting the file takes the diagram away.
    const gone = await call(t, 'DELETE', `product/${productId}/items/${imageId}`, {
      token: owner.token,
    });
    expect(gone.status).toBe(200);
    const [mine] = (await list(owner, team._id)).filter((pom) => pom.code === 'A1');
    expect(mine!.diagram).toBeNull();
    // The team goes with its library, diagrams and sheets.
    expect((await call(t, 'DELETE', `team/${team._id}`, { token: owner.token })).status).toBe(200);
  });

  it('lets a team with spec sheets be deleted with its library', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const [pom] = await list(owner, team._id);
    const product = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Parka' },
    });
    await call(t, 'PUT', `product/${product.body.data._id}/spec`, {
      token: owner.token,
      body: {
        revision: 0,
        unit: 'cm',
        sizes: ['M'],
        baseSize: 'M',
        rows: [{ pomId: pom!._id, base: 80 }],
      },
    });
    const res = await call(t, 'DELETE', `team/${team._id}`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('lets a viewer read but not write, and hides the library from outsiders', async () => {
    const { team, viewer, owner } = await studio();
    const [pom] = await list(viewer, team._id);
    for (const [method, url, body] of [
      ['POST', 'pom', pomBody(team._id)],
      ['PUT', `pom/${pom!._id}`, { name: 'Renamed' }],
      ['DELETE', `pom/${pom!._id}`, undefined],
      ['POST', 'pom/starter', { teamId: team._id }],
    ] as const) {
      const res = await call(t, method, url, { token: viewer.token, body });
      expect(res.status, url).toBe(403);
      expect(res.body.responseMessage).toBe(messages.askPermission);
    }
    const noView = await makeUser(t);
    await addMember(t, team._id, noView.user.id, ['canEditProduct', 'canViewTeams']);
    expect((await call(t, 'GET', `pom?teamId=${team._id}`, { token: noView.token })).status).toBe(
      403,
    );

    const stranger = await makeUser(t);
    await makeTeam(t, stranger);
    for (const [method, url] of [
      ['GET', `pom?teamId=${team._id}`],
      ['PUT', `pom/${pom!._id}`],
      ['DELETE', `pom/${pom!._id}`],
    ] as const) {
      const res = await call(t, method, url, {
        token: stranger.token,
        ...(method === 'PUT' ? { body: { name: 'Mine now' } } : {}),
      });
      expect(res.status, url).toBe(404);
      expect(res.body.responseMessage).toBe(messages.noRecord);
    }
    expect((await call(t, 'GET', `pom?teamId=${team._id}`)).status).toBe(401);
    expect((await list(owner, team._id))[0]!.name).toBe(pom!.name);
  });
});

describe('size ranges', () => {
  it('adds, edits and deletes a range, with clear refusals', async () => {
    const { team, editor, viewer } = await studio();
    const body = {
      teamId: team._id,
      name: 'Petite 2P–12P',
      sizes: ['2P', '4P', '6P', '8P', '10P', '12P'],
      baseSize: '6P',
    };
    const created = await call(t, 'POST', 'sizeRange', { token: editor.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      name: body.name,
      sizes: body.sizes,
      baseSize: '6P',
      position: 4,
    });
    const id = created.body.data._id as string;

    const taken = await call(t, 'POST', 'sizeRange', {
      token: editor.token,
      body: { ...body, name: 'petite 2p–12p' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.responseMessage).toBe(messages.sizeRangeNameTaken);

    const cases: [Record<string, unknown>, string][] = [
      [{ baseSize: '14P' }, messages.baseSizeNotInSizes],
      [{ sizes: ['S', 's'], baseSize: 'S' }, messages.sizesRepeated],
      [{ sizes: [], baseSize: 'S' }, messages.sizesRequired],
      [{ name: '' }, messages.sizeRangeNameRequired],
    ];
    for (const [overrides, message] of cases) {
      const res = await call(t, 'POST', 'sizeRange', {
        token: editor.token,
        body: { ...body, name: 'Other', ...overrides },
      });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }

    const alone = await call(t, 'PUT', `sizeRange/${id}`, {
      token: editor.token,
      body: { sizes: ['S', 'M'] },
    });
    expect(alone.status).toBe(400);
    expect(alone.body.responseMessage).toBe(messages.sizesWithBase);
    const edited = await call(t, 'PUT', `sizeRange/${id}`, {
      token: editor.token,
      body: { name: 'Petite', sizes: ['4P', '6P', '8P'], baseSize: '6P' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Petite', sizes: ['4P', '6P', '8P'] });

    const refused = await call(t, 'DELETE', `sizeRange/${id}`, { token: viewer.token });
    expect(refused.status).toBe(403);
    const deleted = await call(t, 'DELETE', `sizeRange/${id}`, { token: editor.token });
    expect(deleted.status).toBe(200);
    const names = (
      await call(t, 'GET', `sizeRange?teamId=${team._id}`, { token: viewer.token })
    ).body.data.map((range: SizeRange) => range.name);
    expect(names).not.toContain('Petite');
  });
});
