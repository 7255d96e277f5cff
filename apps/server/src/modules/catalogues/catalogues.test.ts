import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueKind } from '@atelier/domain';
import { categories, subCategories } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface KindCase {
  kind: CatalogueKind;
  label: string;
  max: number;
}

/** The texts each kind answers with, spelled out (SPEC §5 required names, §8 success texts). */
const KINDS: KindCase[] = [
  { kind: 'category', label: 'Category', max: 50 },
  { kind: 'subCategory', label: 'Sub category', max: 50 },
  { kind: 'fabric', label: 'Fabric', max: 100 },
  { kind: 'season', label: 'Season', max: 50 },
  { kind: 'tag', label: 'Tag', max: 50 },
];

const article = (label: string) =>
  label === 'Category' ? 'a category' : `a ${label.toLowerCase()}`;

async function ownerWithTeam() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  return { owner, team };
}

async function addCategory(
  token: string,
  teamId: string,
  name = `Cat ${randomUUID().slice(0, 6)}`,
) {
  const res = await call(t, 'POST', 'category', { token, body: { teamId, name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; name: string };
}

/** A create body for `kind` in the team (sub-categories get a fresh category). */
async function bodyFor(kind: CatalogueKind, token: string, teamId: string, name: unknown) {
  if (kind === 'subCategory') {
    const category = await addCategory(token, teamId);
    return { teamId, categoryId: category._id, name };
  }
  return { teamId, name };
}

describe.each(KINDS)('$kind', ({ kind, label, max }) => {
  it(`adds, reads, renames and deletes with the SPEC texts`, async () => {
    const { owner, team } = await ownerWithTeam();
    const body = await bodyFor(kind, owner.token, team._id, '  Linen  ');
    const created = await call(t, 'POST', kind, { token: owner.token, body });
    expect(created.status).toBe(201);
    expect(created.body.responseMessage).toBe(`${label} added successfully.`);
    expect(created.body.data).toMatchObject({
      teamId: team._id,
      name: 'Linen',
      policies: { update: true, delete: true },
    });
    const id = created.body.data._id;

    const read = await call(t, 'GET', `${kind}/${id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created.body.data);

    const renamed = await call(t, 'PUT', `${kind}/${id}`, {
      token: owner.token,
      body: { name: 'Washed linen', teamId: randomUUID() },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.responseMessage).toBe(`${label} updated successfully.`);
    expect(renamed.body.data).toMatchObject({ _id: id, name: 'Washed linen', teamId: team._id });

    const removed = await call(t, 'DELETE', `${kind}/${id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.responseMessage).toBe(`${label} deleted successfully.`);
    expect(removed.body.data._id).toBe(id);
    expect((await call(t, 'GET', `${kind}/${id}`, { token: owner.token })).status).toBe(404);
  });

  it.each([
    [undefined, `${label} name is required.`],
    ['', `${label} name is required.`],
    ['   ', `${label} name is required.`],
    [42, `${label} name is required.`],
    ['x'.repeat(max + 1), `${label} name should not increase ${max} characters`],
  ])('refuses the name %j with its text', async (name, message) => {
    const { owner, team } = await ownerWithTeam();
    const body = await bodyFor(kind, owner.token, team._id, name);
    const res = await call(t, 'POST', kind, { token: owner.token, body });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toMatchObject([{ field: 'name', message }]);
  });

  it('accepts a name of exactly the maximum length', async () => {
    const { owner, team } = await ownerWithTeam();
    const body = await bodyFor(kind, owner.token, team._id, 'x'.repeat(max));
    expect((await call(t, 'POST', kind, { token: owner.token, body })).status).toBe(201);
  });

  it('refuses a duplicate name in the team, ignoring case, with 409', async () => {
    const { owner, team } = await ownerWithTeam();
    const body = await bodyFor(kind, owner.token, team._id, 'Denim');
    expect((await call(t, 'POST', kind, { token: owner.token, body })).status).toBe(201);
    const again = await call(t, 'POST', kind, {
      token: owner.token,
      body: { ...body, name: ' DENIM ' },
    });
    expect(again.status).toBe(409);
    const taken =
      kind === 'subCategory'
        ? 'A sub category with this name already exists in this category.'
        : `A ${label.toLowerCase()} with this name already exists.`;
    expect(again.body.responseMessage).toBe(taken);

    const other = await call(t, 'POST', kind, {
      token: owner.token,
      body: { ...body, name: 'Other' },
    });
    const renamed = await call(t, 'PUT', `${kind}/${other.body.data._id}`, {
      token: owner.token,
      body: { name: 'denim' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.responseMessage).toBe(taken);
    // Renaming an entry to its own name in another case is fine.
    const self = await call(t, 'PUT', `${kind}/${other.body.data._id}`, {
      token: owner.token,
      body: { name: 'OTHER' },
    });
    expect(self.status).toBe(200);
  });

  it('allows the same name in another team', async () => {
    const a = await ownerWithTeam();
    const b = await ownerWithTeam();
    for (const { owner, team } of [a, b]) {
      const body = await bodyFor(kind, owner.token, team._id, 'Shared name');
      expect((await call(t, 'POST', kind, { token: owner.token, body })).status).toBe(201);
    }
  });

  it(`needs a team (${article(label)} belongs to one)`, async () => {
    const owner = await makeUser(t);
    if (kind === 'subCategory') {
      const res = await call(t, 'POST', kind, { token: owner.token, body: { name: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe('Please select a category.');
      return;
    }
    const res = await call(t, 'POST', kind, { token: owner.token, body: { name: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe('Please select a team.');
    expect(res.body.data.errors).toMatchObject([
      { field: 'teamId', message: 'Please select a team.' },
    ]);
  });

  it("answers 404 for another team's entries and never lists them", async () => {
    const mine = await ownerWithTeam();
    const theirs = await ownerWithTeam();
    const body = await bodyFor(kind, theirs.owner.token, theirs.team._id, 'Secret');
    const secret = (await call(t, 'POST', kind, { token: theirs.owner.token, body })).body.data;

    for (const [method, extra] of [
      ['GET', {}],
      ['PUT', { body: { name: 'Mine now' } }],
      ['DELETE', {}],
    ] as const) {
      const res = await call(t, method, `${kind}/${secret._id}`, {
        token: mine.owner.token,
        ...extra,
      });
      expect(res.status, method).toBe(404);
      expect(res.body.responseMessage).toBe('No Record Found.');
    }
    const list = await call(t, 'GET', `${kind}?teamId=${theirs.team._id}`, {
      token: mine.owner.token,
    });
    expect(list.status).toBe(404);
    const create = await call(t, 'POST', kind, {
      token: mine.owner.token,
      body: { ...body, name: 'Intruder' },
    });
    expect(create.status).toBe(404);
    const all = await call(t, 'GET', kind, { token: mine.owner.token });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual([]);
    expect(all.body.pagination).toEqual({ page: 1, limit: 100, total: 0 });

    const still = await call(t, 'GET', `${kind}/${secret._id}`, { token: theirs.owner.token });
    expect(still.body.data.name).toBe('Secret');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const { owner } = await ownerWithTeam();
    const unknown = await call(t, 'GET', `${kind}/${randomUUID()}`, { token: owner.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.responseMessage).toBe('No Record Found.');
    const malformed = await call(t, 'GET', `${kind}/not-an-id`, { token: owner.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.responseMessage).toBe('No Record Found.');
  });
});

describe('catalogue lists', () => {
  async function seeded(count: number) {
    const { owner, team } = await ownerWithTeam();
    for (let i = 0; i < count; i += 1) {
      const name = `Season ${String(i).padStart(3, '0')}`;
      const res = await call(t, 'POST', 'season', {
        token: owner.token,
        body: { teamId: team._id, name },
      });
      expect(res.status).toBe(201);
    }
    return { owner, team };
  }

  it('pages in the database with page sizes 10, 50 and 100 only', async () => {
    const { owner, team } = await seeded(23);
    const page3 = await call(
      t,
      'GET',
      `season?teamId=${team._id}&page=3&limit=10&sortBy=name&orderBy=asc`,
      {
        token: owner.token,
      },
    );
    expect(page3.status).toBe(200);
    expect(page3.body.pagination).toEqual({ page: 3, limit: 10, total: 23 });
    expect(page3.body.data.map((entry: { name: string }) => entry.name)).toEqual([
      'Season 020',
      'Season 021',
      'Season 022',
    ]);
    const past = await call(t, 'GET', `season?teamId=${team._id}&page=4&limit=10`, {
      token: owner.token,
    });
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({ page: 4, limit: 10, total: 23 });

    for (const limit of ['20', '0', '-10', 'ten', '1000']) {
      const res = await call(t, 'GET', `season?teamId=${team._id}&limit=${limit}`, {
        token: owner.token,
      });
      expect(res.status, limit).toBe(400);
      expect(res.body.responseMessage).toBe('Page size must be 10, 50 or 100.');
      expect(res.body.data.errors).toMatchObject([
        { field: 'limit', message: 'Page size must be 10, 50 or 100.' },
      ]);
    }
    for (const page of ['0', '-1', '1.5', 'x']) {
      const res = await call(t, 'GET', `season?page=${page}`, { token: owner.token });
      expect(res.status, page).toBe(400);
      expect(res.body.responseMessage).toBe('Page must be a positive number.');
    }
  });

  it('sorts by name, creation or update time, either way', async () => {
    const { owner, team } = await ownerWithTeam();
    for (const name of ['beta', 'Alpha', 'gamma']) {
      await call(t, 'POST', 'tag', { token: owner.token, body: { teamId: team._id, name } });
    }
    const names = async (query: string) =>
      (
        await call(t, 'GET', `tag?teamId=${team._id}&${query}`, { token: owner.token })
      ).body.data.map((entry: { name: string }) => entry.name);
    expect(await names('sortBy=name&orderBy=asc')).toEqual(['Alpha', 'beta', 'gamma']);
    expect(await names('sortBy=name&orderBy=desc')).toEqual(['gamma', 'beta', 'Alpha']);
    expect(await names('sortBy=createdAt&orderBy=asc')).toEqual(['beta', 'Alpha', 'gamma']);
    expect(await names('sortBy=createdAt&orderBy=createdAt')).toEqual(['gamma', 'Alpha', 'beta']);
    const bad = await call(t, 'GET', `tag?sortBy=colour`, { token: owner.token });
    expect(bad.status).toBe(400);
  });

  it('searches names, case-insensitively, with wildcards taken literally', async () => {
    const { owner, team } = await ownerWithTeam();
    for (const name of ['Summer 2026', 'SUMMER 2027', 'Winter', '50% off', '500 club']) {
      await call(t, 'POST', 'tag', { token: owner.token, body: { teamId: team._id, name } });
    }
    const search = async (text: string) => {
      const res = await call(
        t,
        'GET',
        `tag?teamId=${team._id}&sortBy=name&orderBy=asc&search=${encodeURIComponent(text)}`,
        { token: owner.token },
      );
      return {
        names: res.body.data.map((entry: { name: string }) => entry.name),
        total: res.body.pagination.total,
      };
    };
    expect(await search('summer')).toEqual({ names: ['Summer 2026', 'SUMMER 2027'], total: 2 });
    expect(await search('50%')).toEqual({ names: ['50% off'], total: 1 });
    expect(await search('nothing')).toEqual({ names: [], total: 0 });
    expect(await search('')).toMatchObject({ total: 5 });
    const long = await call(t, 'GET', `tag?search=${'x'.repeat(101)}`, { token: owner.token });
    expect(long.status).toBe(400);
  });

  it('without teamId lists every team I own or actively belong to, never others', async () => {
    const me = await makeUser(t);
    const own = await makeTeam(t, me);
    const { owner: other, team: joined } = await ownerWithTeam();
    const { owner: third, team: blockedIn } = await ownerWithTeam();
    const { owner: stranger, team: foreign } = await ownerWithTeam();
    await addMember(t, joined._id, me.user.id, []);
    await addMember(t, blockedIn._id, me.user.id, [], 'blocked');
    await call(t, 'POST', 'tag', { token: me.token, body: { teamId: own._id, name: 'own' } });
    await call(t, 'POST', 'tag', {
      token: other.token,
      body: { teamId: joined._id, name: 'joined' },
    });
    await call(t, 'POST', 'tag', {
      token: third.token,
      body: { teamId: blockedIn._id, name: 'blocked' },
    });
    await call(t, 'POST', 'tag', {
      token: stranger.token,
      body: { teamId: foreign._id, name: 'foreign' },
    });

    const res = await call(t, 'GET', 'tag?sortBy=name&orderBy=asc', { token: me.token });
    expect(res.body.data.map((tag: { name: string }) => tag.name)).toEqual(['joined', 'own']);
    expect(res.body.pagination.total).toBe(2);
    const [joinedTag, ownTag] = res.body.data;
    expect(ownTag.policies).toEqual({ update: true, delete: true });
    expect(joinedTag.policies).toEqual({ update: false, delete: false });

    const blocked = await call(t, 'GET', `tag?teamId=${blockedIn._id}`, { token: me.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.responseMessage).toBe('You have been blocked from this team.');
  });

  it("answers each entry's policies from the member's keys", async () => {
    const { owner, team } = await ownerWithTeam();
    const maker = await makeUser(t);
    const editor = await makeUser(t);
    await addMember(t, team._id, maker.user.id, ['canAddProduct']);
    await addMember(t, team._id, editor.user.id, ['canEditTeam']);
    const tag = (
      await call(t, 'POST', 'tag', { token: owner.token, body: { teamId: team._id, name: 'x' } })
    ).body.data;
    expect(
      (await call(t, 'GET', `tag/${tag._id}`, { token: maker.token })).body.data.policies,
    ).toEqual({
      update: true,
      delete: false,
    });
    expect(
      (await call(t, 'GET', `tag/${tag._id}`, { token: editor.token })).body.data.policies,
    ).toEqual({
      update: false,
      delete: true,
    });
  });
});

describe('two writers at once', () => {
  it('never both get the same name: one is added, the others answer 409', async () => {
    const { owner, team } = await ownerWithTeam();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, 'POST', 'season', { token: owner.token, body: { teamId: team._id, name: 'SS27' } }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body.responseMessage).toBe('A season with this name already exists.');
    }
  });

  it('renaming two entries to one name: one wins, the other answers 409', async () => {
    const { owner, team } = await ownerWithTeam();
    const ids = [];
    for (const name of ['One', 'Two']) {
      const res = await call(t, 'POST', 'tag', {
        token: owner.token,
        body: { teamId: team._id, name },
      });
      ids.push(res.body.data._id as string);
    }
    const results = await Promise.all(
      ids.map((id) => call(t, 'PUT', `tag/${id}`, { token: owner.token, body: { name: 'Same' } })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.status === 409)!.body.responseMessage).toBe(
      'A tag with this name already exists.',
    );
  });
});

describe('sub-categories', () => {
  it('belong to a category of the team, list by category, and may move within the team', async () => {
    const { owner, team } = await ownerWithTeam();
    const tops = await addCategory(owner.token, team._id, 'Tops');
    const dresses = await addCategory(owner.token, team._id, 'Dresses');
    const add = (categoryId: string, name: string) =>
      call(t, 'POST', 'subCategory', { token: owner.token, body: { categoryId, name } });
    const shirt = await add(tops._id, 'Shirts');
    expect(shirt.status).toBe(201);
    expect(shirt.body.data).toMatchObject({
      teamId: team._id,
      categoryId: tops._id,
      categoryName: 'Tops',
    });
    await add(tops._id, 'Blouses');
    await add(dresses._id, 'Maxi');
    // The same name in another category is fine.
    expect((await add(dresses._id, 'Shirts')).status).toBe(201);

    const byCategory = await call(
      t,
      'GET',
      `subCategory?categoryId=${tops._id}&sortBy=name&orderBy=asc`,
      {
        token: owner.token,
      },
    );
    expect(byCategory.body.data.map((entry: { name: string }) => entry.name)).toEqual([
      'Blouses',
      'Shirts',
    ]);
    expect(byCategory.body.pagination.total).toBe(2);
    const byTeam = await call(t, 'GET', `subCategory?teamId=${team._id}`, { token: owner.token });
    expect(byTeam.body.pagination.total).toBe(4);

    const categoriesList = await call(
      t,
      'GET',
      `category?teamId=${team._id}&sortBy=name&orderBy=asc`,
      {
        token: owner.token,
      },
    );
    expect(
      categoriesList.body.data.map((entry: { name: string; subCategoryCount: number }) => [
        entry.name,
        entry.subCategoryCount,
      ]),
    ).toEqual([
      ['Dresses', 2],
      ['Tops', 2],
    ]);

    const moved = await call(t, 'PUT', `subCategory/${shirt.body.data._id}`, {
      token: owner.token,
      body: { categoryId: dresses._id, name: 'Shirt dresses' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ categoryId: dresses._id, categoryName: 'Dresses' });
    const clash = await call(t, 'PUT', `subCategory/${shirt.body.data._id}`, {
      token: owner.token,
      body: { name: 'Maxi' },
    });
    expect(clash.status).toBe(409);
  });

  it("refuse another team's category, and a teamId that is not the category's", async () => {
    const mine = await ownerWithTeam();
    const theirs = await ownerWithTeam();
    const foreign = await addCategory(theirs.owner.token, theirs.team._id);
    const own = await addCategory(mine.owner.token, mine.team._id);
    const intoForeign = await call(t, 'POST', 'subCategory', {
      token: mine.owner.token,
      body: { teamId: mine.team._id, categoryId: foreign._id, name: 'x' },
    });
    expect(intoForeign.status).toBe(404);
    const sub = await call(t, 'POST', 'subCategory', {
      token: mine.owner.token,
      body: { categoryId: own._id, name: 'x' },
    });
    const move = await call(t, 'PUT', `subCategory/${sub.body.data._id}`, {
      token: mine.owner.token,
      body: { categoryId: foreign._id, name: 'x' },
    });
    expect(move.status).toBe(404);
    const listForeign = await call(t, 'GET', `subCategory?categoryId=${foreign._id}`, {
      token: mine.owner.token,
    });
    expect(listForeign.status).toBe(404);
    const mismatch = await call(
      t,
      'GET',
      `subCategory?categoryId=${own._id}&teamId=${theirs.team._id}`,
      {
        token: mine.owner.token,
      },
    );
    expect(mismatch.status).toBe(404);
  });

  it('go with their category when it is deleted, and the answer says how many', async () => {
    const { owner, team } = await ownerWithTeam();
    const category = await addCategory(owner.token, team._id);
    for (const name of ['a', 'b', 'c']) {
      await call(t, 'POST', 'subCategory', {
        token: owner.token,
        body: { categoryId: category._id, name },
      });
    }
    const res = await call(t, 'DELETE', `category/${category._id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe('Category deleted successfully.');
    expect(res.body.data).toEqual({ _id: category._id, subCategoriesDeleted: 3 });
    expect(
      await t.db.select().from(subCategories).where(eq(subCategories.categoryId, category._id)),
    ).toEqual([]);
  });

  it('and every other entry go with their team', async () => {
    const { owner, team } = await ownerWithTeam();
    const category = await addCategory(owner.token, team._id);
    await call(t, 'POST', 'subCategory', {
      token: owner.token,
      body: { categoryId: category._id, name: 'x' },
    });
    expect((await call(t, 'DELETE', `team/${team._id}`, { token: owner.token })).status).toBe(200);
    expect(await t.db.select().from(categories).where(eq(categories.teamId, team._id))).toEqual([]);
    expect(
      await t.db.select().from(subCategories).where(eq(subCategories.teamId, team._id)),
    ).toEqual([]);
  });
});

describe('fabrics', () => {
  it('carry what a material library needs', async () => {
    const { owner, team } = await ownerWithTeam();
    const res = await call(t, 'POST', 'fabric', {
      token: owner.token,
      body: {
        teamId: team._id,
        name: 'Organic poplin',
        composition: '100% organic cotton',
        weightGsm: 120.5,
        widthCm: 145,
        supplier: 'Weavers Ltd',
        pricePerMeter: 8.456,
        currency: 'EUR',
        notes: 'Pre-washed.',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Organic poplin',
      composition: '100% organic cotton',
      weightGsm: 120.5,
      widthCm: 145,
      supplier: 'Weavers Ltd',
      pricePerMeter: 8.46,
      currency: 'EUR',
      notes: 'Pre-washed.',
      swatch: null,
    });
    const id = res.body.data._id;

    const renamed = await call(t, 'PUT', `fabric/${id}`, {
      token: owner.token,
      body: { name: 'Poplin', supplier: 'Mill & Co', weightGsm: null },
    });
    expect(renamed.body.data).toMatchObject({
      name: 'Poplin',
      supplier: 'Mill & Co',
      weightGsm: null,
      composition: '100% organic cotton',
      pricePerMeter: 8.46,
    });
    const bySupplier = await call(t, 'GET', `fabric?teamId=${team._id}&search=mill`, {
      token: owner.token,
    });
    expect(bySupplier.body.data.map((fabric: { _id: string }) => fabric._id)).toEqual([id]);

    const minimal = await call(t, 'POST', 'fabric', {
      token: owner.token,
      body: { teamId: team._id, name: 'Jersey' },
    });
    expect(minimal.body.data).toMatchObject({
      composition: '',
      weightGsm: null,
      widthCm: null,
      supplier: '',
      pricePerMeter: null,
      currency: null,
      notes: '',
    });
  });

  it.each([
    [{ weightGsm: 0 }, 'weightGsm', 'Weight must be a positive number.'],
    [{ weightGsm: '120' }, 'weightGsm', 'Weight must be a positive number.'],
    [{ widthCm: -1 }, 'widthCm', 'Width must be a positive number.'],
    [{ pricePerMeter: -0.01, currency: 'USD' }, 'pricePerMeter', 'Price must be 0 or more.'],
    [{ pricePerMeter: 5 }, 'currency', 'Please choose a currency for the price.'],
    [{ pricePerMeter: 5, currency: 'XYZ' }, 'currency', 'Please choose a currency.'],
    [{ notes: 'n'.repeat(1001) }, 'notes', 'Notes should not increase 1000 characters'],
    [{ supplier: 's'.repeat(201) }, 'supplier', 'This text is too long.'],
    [{ composition: 'c'.repeat(201) }, 'composition', 'This text is too long.'],
  ])('refuses %j with its text', async (fields, field, message) => {
    const { owner, team } = await ownerWithTeam();
    const res = await call(t, 'POST', 'fabric', {
      token: owner.token,
      body: { teamId: team._id, name: 'Twill', ...fields },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('accepts a price of 0', async () => {
    const { owner, team } = await ownerWithTeam();
    const res = await call(t, 'POST', 'fabric', {
      token: owner.token,
      body: { teamId: team._id, name: 'Offcuts', pricePerMeter: 0, currency: 'GBP' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.pricePerMeter).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('lists every catalogue route with its query, body and response schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const { kind } of KINDS) {
      const list = doc.paths[`/api/v1/${kind}`];
      expect(list.get.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['teamId', 'page', 'limit', 'search', 'sortBy', 'orderBy']),
      );
      expect(list.post.requestBody).toBeDefined();
      const one = doc.paths[`/api/v1/${kind}/{id}`];
      expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'put']);
    }
    expect(doc.paths['/api/v1/fabric/{id}/swatch'].post).toBeDefined();
    expect(doc.paths['/api/v1/fabric/{id}/swatch'].delete).toBeDefined();
  });
});
