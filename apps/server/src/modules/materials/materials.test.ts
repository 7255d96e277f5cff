import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, PERMISSION_KEYS, type Material } from '@atelier/domain';
import { materials, mediaFiles } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser, multipartFile, PNG } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof makeUser>>;

/**
 * A team, its owner, a maker (canAddProduct: adds and edits), an editor of the team (canEditTeam:
 * deletes), a reader with no key, and a stranger who owns a team of their own.
 */
async function studio() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  const maker = await makeUser(t);
  const remover = await makeUser(t);
  const reader = await makeUser(t);
  const stranger = await makeUser(t);
  await makeTeam(t, stranger);
  await addMember(t, team._id, maker.user.id, ['canAddProduct']);
  await addMember(t, team._id, remover.user.id, ['canEditTeam']);
  await addMember(t, team._id, reader.user.id, []);
  return { owner, team, maker, remover, reader, stranger };
}

const button = {
  kind: 'trim',
  name: 'Horn button 15 mm',
  code: 'BT-015',
  supplier: 'Bottonificio Lario',
  description: '4-hole real horn, 15 mm',
  unit: 'pcs',
  unitPrice: '0.35',
  currency: 'EUR',
};

async function add(person: Person, teamId: string, body: Record<string, unknown> = button) {
  const res = await call(t, 'POST', `team/${teamId}/materials`, { token: person.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Material;
}

async function list(person: Person, teamId: string, query = '') {
  const res = await call(t, 'GET', `team/${teamId}/materials${query}`, { token: person.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Material[];
}

const rowsOf = (teamId: string) =>
  t.db.select().from(materials).where(eq(materials.teamId, teamId)).orderBy(asc(materials.id));

async function uploadImage(token: string, id: string, name = 'button.png', content = PNG) {
  const form = multipartFile('file', name, content);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/material/${id}/image`,
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('adding and listing materials', () => {
  it('adds a material and answers it whole, with the owner’s policies', async () => {
    const { owner, team } = await studio();
    const res = await call(t, 'POST', `team/${team._id}/materials`, {
      token: owner.token,
      body: button,
    });
    expect(res.status).toBe(201);
    expect(res.body.responseMessage).toBe(messages.materialAdded);
    expect(res.body.data).toMatchObject({
      teamId: team._id,
      kind: 'trim',
      name: 'Horn button 15 mm',
      code: 'BT-015',
      supplier: 'Bottonificio Lario',
      description: '4-hole real horn, 15 mm',
      unit: 'pcs',
      unitPrice: '0.35',
      currency: 'EUR',
      image: null,
      policies: { edit: true, delete: true },
    });
    expect(res.body.data._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a price exactly: "0.0875" and 12.5 come back as "0.0875" and "12.5"', async () => {
    const { owner, team } = await studio();
    const thread = await add(owner, team._id, {
      kind: 'thread',
      name: 'Polyester core thread',
      unit: 'm',
      unitPrice: '0.0875',
      currency: 'USD',
    });
    expect(thread.unitPrice).toBe('0.0875');
    const [row] = await rowsOf(team._id);
    expect(row!.unitPrice).toBe('0.0875');
    const label = await add(owner, team._id, {
      kind: 'label',
      name: 'Woven main label',
      unit: 'pcs',
      unitPrice: 12.5,
      currency: 'GBP',
    });
    expect(label.unitPrice).toBe('12.5');
    const read = await list(owner, team._id);
    expect(read.map((material) => material.unitPrice)).toEqual(['12.5', '0.0875']);
  });

  it('needs only kind, name and unit; the rest is empty', async () => {
    const { maker, team } = await studio();
    const box = await add(maker, team._id, {
      kind: 'packaging',
      name: '  Gift box  ',
      unit: 'pcs',
    });
    expect(box).toMatchObject({
      name: 'Gift box',
      code: '',
      supplier: '',
      description: '',
      unitPrice: null,
      currency: null,
      image: null,
      // canAddProduct edits; deleting needs canEditTeam.
      policies: { edit: true, delete: false },
    });
  });

  it('lists by kind then name, filters by kind and by text in the name, code or supplier', async () => {
    const { owner, reader, team } = await studio();
    await add(owner, team._id, { kind: 'other', name: 'Shoulder pad', unit: 'pair' });
    await add(owner, team._id, { kind: 'trim', name: 'zip 20 cm', unit: 'pcs', code: 'YKK-20' });
    await add(owner, team._id, button);
    await add(owner, team._id, {
      kind: 'label',
      name: 'Care label',
      unit: 'pcs',
      supplier: 'Avery',
    });

    const all = await list(reader, team._id);
    expect(all.map((material) => material.name)).toEqual([
      'Horn button 15 mm',
      'zip 20 cm',
      'Care label',
      'Shoulder pad',
    ]);
    // A member without keys reads the library but may change nothing.
    expect(all.every((m) => !m.policies.edit && !m.policies.delete)).toBe(true);

    const trims = await list(reader, team._id, '?kind=trim');
    expect(trims.map((material) => material.name)).toEqual(['Horn button 15 mm', 'zip 20 cm']);
    expect((await list(reader, team._id, '?q=ykk')).map((m) => m.name)).toEqual(['zip 20 cm']);
    expect((await list(reader, team._id, '?q=AVERY')).map((m) => m.name)).toEqual(['Care label']);
    expect(await list(reader, team._id, '?kind=thread')).toEqual([]);
    // LIKE wildcards are plain text.
    expect(await list(reader, team._id, '?q=%25')).toEqual([]);
  });

  it('refuses an unknown kind in the list with its text', async () => {
    const { owner, team } = await studio();
    const res = await call(t, 'GET', `team/${team._id}/materials?kind=fabric`, {
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.materialKindInvalid);
  });
});

describe('refusing bad input', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no name', { ...button, name: '   ' }, 'name', messages.materialNameRequired],
    ['a name too long', { ...button, name: 'x'.repeat(101) }, 'name', messages.materialNameTooLong],
    ['no kind', { ...button, kind: undefined }, 'kind', messages.materialKindInvalid],
    ['a fabric as kind', { ...button, kind: 'fabric' }, 'kind', messages.materialKindInvalid],
    ['an unknown unit', { ...button, unit: 'dozen' }, 'unit', messages.materialUnitInvalid],
    [
      'a negative price',
      { ...button, unitPrice: '-1' },
      'unitPrice',
      messages.materialPriceInvalid,
    ],
    [
      'five decimals',
      { ...button, unitPrice: '0.00001' },
      'unitPrice',
      messages.materialPriceInvalid,
    ],
    [
      'a word as price',
      { ...button, unitPrice: 'cheap' },
      'unitPrice',
      messages.materialPriceInvalid,
    ],
    [
      'a price too high',
      { ...button, unitPrice: 10_000_001 },
      'unitPrice',
      messages.materialPriceInvalid,
    ],
    [
      'a price with no currency',
      { ...button, currency: null },
      'currency',
      messages.priceCurrencyRequired,
    ],
    ['an unknown currency', { ...button, currency: 'XYZ' }, 'currency', messages.currencyInvalid],
    ['a code too long', { ...button, code: 'c'.repeat(51) }, 'code', messages.materialCodeTooLong],
    [
      'a description too long',
      { ...button, description: 'd'.repeat(1001) },
      'description',
      messages.materialDescriptionTooLong,
    ],
  ];

  it.each(cases)(
    'answers 400 to %s, with the field’s text, and adds nothing',
    async (_, body, field, message) => {
      const { owner, team } = await studio();
      const res = await call(t, 'POST', `team/${team._id}/materials`, { token: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe(message);
      expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
      expect(await rowsOf(team._id)).toEqual([]);
    },
  );

  it('answers 409 to a name the team already uses, in any case and of any kind', async () => {
    const { owner, team } = await studio();
    await add(owner, team._id);
    const res = await call(t, 'POST', `team/${team._id}/materials`, {
      token: owner.token,
      body: { kind: 'other', name: 'HORN BUTTON 15 MM', unit: 'set' },
    });
    expect(res.status).toBe(409);
    expect(res.body.responseMessage).toBe(
      'A material called HORN BUTTON 15 MM is already in the library.',
    );
    expect(await rowsOf(team._id)).toHaveLength(1);
  });

  it('lets two teams use the same name', async () => {
    const { owner, team } = await studio();
    const other = await makeTeam(t, owner);
    await add(owner, team._id);
    await add(owner, other._id);
  });

  it('answers 400 to a team id that is not an id, and 404 to an unknown team', async () => {
    const { owner } = await studio();
    const malformed = await call(t, 'GET', 'team/not-an-id/materials', { token: owner.token });
    expect(malformed.status).toBe(400);
    const unknown = await call(t, 'POST', `team/${crypto.randomUUID()}/materials`, {
      token: owner.token,
      body: button,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.responseMessage).toBe(messages.noRecord);
  });

  it('answers 401 without a token', async () => {
    const { team } = await studio();
    const res = await call(t, 'GET', `team/${team._id}/materials`);
    expect(res.status).toBe(401);
    expect(res.body.responseMessage).toBe(messages.invalidToken);
  });
});

describe('editing a material', () => {
  it('changes only the fields sent, the kind included', async () => {
    const { owner, team } = await studio();
    const material = await add(owner, team._id);
    const res = await call(t, 'PUT', `material/${material._id}`, {
      token: owner.token,
      body: { kind: 'other', supplier: 'Lario SpA', unitPrice: '0.4', currency: 'USD' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.materialUpdated);
    expect(res.body.data).toMatchObject({
      ...button,
      kind: 'other',
      supplier: 'Lario SpA',
      unitPrice: '0.4',
      currency: 'USD',
    });
    expect(res.body.data.updatedAt > material.updatedAt).toBe(true);
  });

  it('keeps prices from whoever may not see costs: hidden, not settable, left as they are', async () => {
    const { owner, maker, team } = await studio();
    const material = await add(owner, team._id);
    expect(material.unitPrice).not.toBeNull();
    const listed = await call(t, 'GET', `team/${team._id}/materials`, { token: maker.token });
    const seen = (listed.body.data as { _id: string; unitPrice: string | null }[]).find(
      (item) => item._id === material._id,
    );
    expect(seen).toMatchObject({ unitPrice: null, currency: null, policies: { viewCosts: false } });
    const priced = await call(t, 'PUT', `material/${material._id}`, {
      token: maker.token,
      body: { unitPrice: '0.1', currency: 'EUR' },
    });
    expect(priced.status).toBe(403);
    expect(priced.body.responseMessage).toBe(messages.noPermissionCosts);
    const renamed = await call(t, 'PUT', `material/${material._id}`, {
      token: maker.token,
      body: { name: 'Horn button 18 mm', unitPrice: null, currency: null },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const mine = await call(t, 'GET', `team/${team._id}/materials`, { token: owner.token });
    expect(
      (mine.body.data as { _id: string; unitPrice: string | null }[]).find(
        (item) => item._id === material._id,
      ),
    ).toMatchObject({ name: 'Horn button 18 mm', unitPrice: material.unitPrice });
  });

  it('clears the price and its currency with nulls', async () => {
    const { owner, team } = await studio();
    const material = await add(owner, team._id);
    const res = await call(t, 'PUT', `material/${material._id}`, {
      token: owner.token,
      body: { unitPrice: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ unitPrice: null, currency: null });
  });

  it('refuses to leave a price without a currency, or a price without one beside it', async () => {
    const { owner, team } = await studio();
    const material = await add(owner, team._id);
    const cleared = await call(t, 'PUT', `material/${material._id}`, {
      token: owner.token,
      body: { currency: null },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.data.errors).toMatchObject([
      { field: 'currency', message: messages.priceCurrencyRequired },
    ]);
    const priced = await call(t, 'PUT', `material/${material._id}`, {
      token: owner.token,
      body: { unitPrice: '1.25' },
    });
    expect(priced.status).toBe(400);
    expect(priced.body.responseMessage).toBe(messages.priceCurrencyRequired);
    const [row] = await rowsOf(team._id);
    expect([row!.unitPrice, row!.currency]).toEqual(['0.3500', 'EUR']);
  });

  it('answers 409 when renamed to another material’s name, and 400 to an empty name', async () => {
    const { owner, team } = await studio();
    const material = await add(owner, team._id);
    await add(owner, team._id, { kind: 'label', name: 'Size label', unit: 'pcs' });
    const taken = await call(t, 'PUT', `material/${material._id}`, {
      token: owner.token,
      body: { name: 'size LABEL' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.responseMessage).toBe(messages.materialNameTaken('size LABEL'));
    const empty = await call(t, 'PUT', `material/${material._id}`, {
      token: owner.token,
      body: { name: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors).toMatchObject([
      { field: 'name', message: messages.materialNameRequired },
    ]);
    // Its own name in another case is no clash.
    const recased = await call(t, 'PUT', `material/${material._id}`, {
      token: owner.token,
      body: { name: 'HORN button 15 mm' },
    });
    expect(recased.status).toBe(200);
    expect(recased.body.data.name).toBe('HORN button 15 mm');
  });
});

describe('staying in its team', () => {
  it('ignores a team id sent with an edit: a material never moves to another team', async () => {
    const { owner, team } = await studio();
    const other = await makeTeam(t, owner);
    const material = await add(owner, team._id);
    const res = await call(t, 'PUT', `material/${material._id}`, {
      token: owner.token,
      body: { teamId: other._id, name: 'Moved?' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.teamId).toBe(team._id);
    expect(await list(owner, other._id)).toEqual([]);
  });

  it('refuses a search longer than 100 characters', async () => {
    const { owner, team } = await studio();
    const res = await call(t, 'GET', `team/${team._id}/materials?q=${'a'.repeat(101)}`, {
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.textTooLong);
  });
});

describe('deleting a material', () => {
  it('deletes it with its image, rows and files', async () => {
    const { owner, remover, team } = await studio();
    const material = await add(owner, team._id);
    const uploaded = await uploadImage(owner.token, material._id);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const imagePath = uploaded.body.data.image.path as string;
    const onDisk = path.join(t.config.dataDir, 'uploads', imagePath);
    expect(existsSync(onDisk)).toBe(true);

    const res = await call(t, 'DELETE', `material/${material._id}`, { token: remover.token });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe(messages.materialDeleted);
    expect(res.body.data).toEqual({ _id: material._id });
    expect(await rowsOf(team._id)).toEqual([]);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.path, imagePath))).toEqual([]);
    expect(existsSync(onDisk)).toBe(false);

    const again = await call(t, 'DELETE', `material/${material._id}`, { token: remover.token });
    expect(again.status).toBe(404);
  });
});

describe('a material’s image', () => {
  it('uploads, replaces (removing the old files) and removes it', async () => {
    const { owner, maker, team } = await studio();
    const material = await add(owner, team._id);
    const first = await uploadImage(maker.token, material._id);
    expect(first.status).toBe(200);
    expect(first.body.responseMessage).toBe(messages.materialImageUploaded);
    expect(first.body.data.image).toMatchObject({ status: 'pending' });
    expect(first.body.data.image.path).toMatch(
      new RegExp(`^materials/${team._id}/${material._id}/[0-9a-f-]+\\.png$`),
    );
    const firstOnDisk = path.join(t.config.dataDir, 'uploads', first.body.data.image.path);

    const second = await uploadImage(maker.token, material._id);
    expect(second.status).toBe(200);
    expect(second.body.data.image.path).not.toBe(first.body.data.image.path);
    expect(existsSync(firstOnDisk)).toBe(false);

    const listed = await list(maker, team._id);
    expect(listed[0]!.image?.path).toBe(second.body.data.image.path);

    const removed = await call(t, 'DELETE', `material/${material._id}/image`, {
      token: maker.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.responseMessage).toBe(messages.materialImageRemoved);
    expect(removed.body.data.image).toBeNull();
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.teamId, team._id))).toEqual([]);
  });

  it('refuses a file that is not an image, and keeps nothing of it', async () => {
    const { owner, team } = await studio();
    const material = await add(owner, team._id);
    const res = await uploadImage(owner.token, material._id, 'notes.txt', Buffer.from('hello'));
    expect(res.status).toBe(400);
    expect((await rowsOf(team._id))[0]!.imagePath).toBeNull();
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.teamId, team._id))).toEqual([]);
  });
});

describe('who may do what', () => {
  it('hides another team’s materials: 404 to list, add, edit, delete and its image, and nothing changes', async () => {
    const { owner, stranger, team } = await studio();
    const material = await add(owner, team._id);
    const before = JSON.stringify(await rowsOf(team._id));
    const tries = [
      call(t, 'GET', `team/${team._id}/materials`, { token: stranger.token }),
      call(t, 'POST', `team/${team._id}/materials`, {
        token: stranger.token,
        body: { ...button, name: 'Planted' },
      }),
      call(t, 'PUT', `material/${material._id}`, {
        token: stranger.token,
        body: { name: 'Taken over' },
      }),
      call(t, 'DELETE', `material/${material._id}`, { token: stranger.token }),
      call(t, 'DELETE', `material/${material._id}/image`, { token: stranger.token }),
      uploadImage(stranger.token, material._id),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.status).toBe(404);
      expect(res.body.responseMessage).toBe(messages.noRecord);
    }
    expect(JSON.stringify(await rowsOf(team._id))).toBe(before);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.teamId, team._id))).toEqual([]);
  });

  it('answers 403 to a member without the catalogue right, and changes nothing', async () => {
    const { owner, reader, maker, team } = await studio();
    const material = await add(owner, team._id);
    const before = JSON.stringify(await rowsOf(team._id));
    const refused = await Promise.all([
      call(t, 'POST', `team/${team._id}/materials`, {
        token: reader.token,
        body: { ...button, name: 'Another' },
      }),
      call(t, 'PUT', `material/${material._id}`, { token: reader.token, body: { code: 'X' } }),
      uploadImage(reader.token, material._id),
      // canAddProduct edits, but deleting needs canEditTeam.
      call(t, 'DELETE', `material/${material._id}`, { token: maker.token }),
    ]);
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.responseMessage).toBe(messages.askPermission);
    }
    expect(JSON.stringify(await rowsOf(team._id))).toBe(before);
  });

  it('answers 403 to a blocked member, even holding every key', async () => {
    const { owner, team } = await studio();
    const material = await add(owner, team._id);
    const blocked = await makeUser(t);
    await addMember(t, team._id, blocked.user.id, [...PERMISSION_KEYS], 'blocked');
    const read = await call(t, 'GET', `team/${team._id}/materials`, { token: blocked.token });
    expect(read.status).toBe(403);
    expect(read.body.responseMessage).toBe(messages.blockedFromTeam);
    const removed = await call(t, 'DELETE', `material/${material._id}`, { token: blocked.token });
    expect(removed.status).toBe(403);
    expect(await rowsOf(team._id)).toHaveLength(1);
  });
});
