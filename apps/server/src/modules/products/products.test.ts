import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, PLAN_PRODUCT_LIMITS, PLAN_STORAGE_LIMITS } from '@atelier/domain';
import type { PermissionKey } from '@atelier/domain';
import { mediaFiles, notifications, productItems, products, users } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;

async function ownerWithTeam() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  return { owner, team };
}

async function memberOf(teamId: string, keys: PermissionKey[]) {
  const member = await makeUser(t);
  await addMember(t, teamId, member.user.id, keys);
  return member;
}

async function entry(token: string, kind: string, teamId: string, extra = {}) {
  const res = await call(t, 'POST', kind, {
    token,
    body: { teamId, name: `${kind} ${randomUUID().slice(0, 6)}`, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

async function addProduct(user: User, teamId: string, fields: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', 'product', {
    token: user.token,
    body: { teamId, name: 'Linen shirt', ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; name: string; likeCount: number };
}

async function productCount(teamId: string) {
  return (await t.db.select().from(products).where(eq(products.teamId, teamId))).length;
}

describe('products', () => {
  it('carry their instants as the database holds them, to the millisecond, in UTC', async () => {
    const { owner, team } = await ownerWithTeam();
    const { _id } = await addProduct(owner, team._id);
    // PostgreSQL keeps microseconds; JavaScript's dates, and so the API, stop at milliseconds.
    await t.db
      .update(products)
      .set({
        createdAt: sql`'2026-03-04 05:06:07.891999+00'`,
        updatedAt: sql`'2026-03-05 02:00:00.9995+02'`,
      })
      .where(eq(products.id, _id));
    const read = await call(t, 'GET', `product/${_id}`, { token: owner.token });
    expect(read.body.data).toMatchObject({
      createdAt: '2026-03-04T05:06:07.891Z',
      updatedAt: '2026-03-05T00:00:00.999Z',
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, _id));
    const page = await call(t, 'GET', `product?teamId=${team._id}`, { token: owner.token });
    expect(page.body.data[0].createdAt).toBe(row!.createdAt.toISOString());
  });

  it('are added with their catalogue links, read, edited and deleted with the SPEC texts', async () => {
    const { owner, team } = await ownerWithTeam();
    const categoryId = await entry(owner.token, 'category', team._id);
    const subCategoryId = await entry(owner.token, 'subCategory', team._id, { categoryId });
    const seasonId = await entry(owner.token, 'season', team._id);
    const tagA = await entry(owner.token, 'tag', team._id);
    const tagB = await entry(owner.token, 'tag', team._id);
    const created = await call(t, 'POST', 'product', {
      token: owner.token,
      body: {
        teamId: team._id,
        name: '  Linen shirt ',
        description: 'Relaxed fit',
        categoryId,
        subCategoryId,
        seasonId,
        tagIds: [tagB, tagA, tagB],
        deadline: '2027-03-31',
        stage: 'sampling',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.responseMessage).toBe('Product added successfully.');
    const product = created.body.data;
    expect(product).toMatchObject({
      teamId: team._id,
      name: 'Linen shirt',
      description: 'Relaxed fit',
      category: { _id: categoryId },
      subCategory: { _id: subCategoryId },
      season: { _id: seasonId },
      tags: [{ _id: tagB }, { _id: tagA }],
      fabrics: [],
      deadline: '2027-03-31',
      stage: 'sampling',
      createdBy: { _id: owner.user.id },
      likeCount: 0,
      likedByMe: false,
      policies: { edit: true, delete: true, like: true, duplicate: true, share: true },
    });
    expect(
      (await call(t, 'GET', `product/${product._id}`, { token: owner.token })).body.data,
    ).toEqual(product);

    const edited = await call(t, 'PUT', `product/${product._id}`, {
      token: owner.token,
      body: { name: 'Linen shirt II', tagIds: [tagA], deadline: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.responseMessage).toBe('Product updated successfully.');
    expect(edited.body.data).toMatchObject({
      name: 'Linen shirt II',
      description: 'Relaxed fit',
      tags: [{ _id: tagA }],
      deadline: null,
      subCategory: { _id: subCategoryId },
    });

    const deleted = await call(t, 'DELETE', `product/${product._id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.responseMessage).toBe('Product deleted successfully.');
    expect((await call(t, 'GET', `product/${product._id}`, { token: owner.token })).status).toBe(
      404,
    );
  });

  it('refuse bad input with a clear 400 and store nothing', async () => {
    const { owner, team } = await ownerWithTeam();
    const other = await ownerWithTeam();
    const foreignTag = await entry(other.owner.token, 'tag', other.team._id);
    const foreignSeason = await entry(other.owner.token, 'season', other.team._id);
    const categoryA = await entry(owner.token, 'category', team._id);
    const categoryB = await entry(owner.token, 'category', team._id);
    const subOfB = await entry(owner.token, 'subCategory', team._id, { categoryId: categoryB });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Product name is required.'],
      [{ name: 'x'.repeat(101) }, 'name', 'Product name should not increase 100 characters'],
      [
        { description: 'x'.repeat(161) },
        'description',
        'Description should not increase 160 characters',
      ],
      [{ deadline: '2027-02-30' }, 'deadline', 'Deadline must be a date.'],
      [{ deadline: 'tomorrow' }, 'deadline', 'Deadline must be a date.'],
      [{ stage: 'shipped' }, 'stage', 'Choose a stage of the workflow.'],
      [{ tagIds: [foreignTag] }, 'tagIds', 'Choose tags of this team.'],
      [{ seasonId: foreignSeason }, 'seasonId', 'Choose a season of this team.'],
      [
        { categoryId: categoryA, subCategoryId: subOfB },
        'subCategoryId',
        'Choose a sub category of the chosen category.',
      ],
      [
        { fabricIds: Array.from({ length: 51 }, () => randomUUID()) },
        'fabricIds',
        'Choose at most 50.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await call(t, 'POST', 'product', {
        token: owner.token,
        body: { teamId: team._id, name: 'Shirt', ...fields },
      });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(await productCount(team._id)).toBe(0);

    const product = await addProduct(owner, team._id);
    const res = await call(t, 'PUT', `product/${product._id}`, {
      token: owner.token,
      body: { name: 'Changed', tagIds: [foreignTag] },
    });
    expect(res.status).toBe(400);
    const stored = await t.db.select().from(products).where(eq(products.id, product._id));
    expect(stored[0]?.name).toBe('Linen shirt');
  });
});

describe('product permissions', () => {
  it('follow SPEC §6: view, add, edit, delete, like and duplicate each need their key', async () => {
    const { owner, team } = await ownerWithTeam();
    const product = await addProduct(owner, team._id);
    const viewer = await memberOf(team._id, ['canViewProducts']);
    const blind = await memberOf(team._id, ['canAddProduct']);
    const outsider = await makeUser(t);

    const read = (user: User) => call(t, 'GET', `product/${product._id}`, { token: user.token });
    expect((await read(viewer)).body.data.policies).toEqual({
      edit: false,
      delete: false,
      like: false,
      share: false,
      duplicate: false,
      comment: false,
      viewComments: false,
      viewCosts: false,
    });
    expect((await read(blind)).status).toBe(403);
    expect((await read(blind)).body.responseMessage).toBe(
      'You donot have permission to view this product.',
    );
    expect((await read(outsider)).status).toBe(404);

    const like = await call(t, 'POST', `product/${product._id}/like`, { token: viewer.token });
    expect(like.status).toBe(403);
    expect(like.body.responseMessage).toBe('You donot have permission to like this product.');
    for (const [method, path] of [
      ['PUT', `product/${product._id}`],
      ['DELETE', `product/${product._id}`],
      ['POST', `product/${product._id}/duplicate`],
    ] as const) {
      const res = await call(t, method, path, { token: viewer.token, body: { name: 'Mine' } });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.responseMessage).toBe('Ask for permission.');
      const far = await call(t, method, path, { token: outsider.token, body: { name: 'Mine' } });
      expect(far.status, `${method} ${path}`).toBe(404);
    }
    const add = await call(t, 'POST', 'product', {
      token: viewer.token,
      body: { teamId: team._id, name: 'Sneaky' },
    });
    expect(add.status).toBe(403);
    const blocked = await memberOf(team._id, ['canViewProducts', 'canEditProduct']);
    await addMember(t, team._id, blocked.user.id, ['canViewProducts', 'canEditProduct'], 'blocked');
    expect((await read(blocked)).status).toBe(403);
    expect(await productCount(team._id)).toBe(1);
  });

  it('let a member with the keys edit, like, duplicate and delete', async () => {
    const { owner, team } = await ownerWithTeam();
    const tag = await entry(owner.token, 'tag', team._id);
    const product = await addProduct(owner, team._id, { tagIds: [tag], stage: 'design' });
    const maker = await memberOf(team._id, [
      'canViewProducts',
      'canEditProduct',
      'canLikeProduct',
      'canDuplicateProduct',
      'canAddProduct',
      'canDeleteProduct',
    ]);
    const liked = await call(t, 'POST', `product/${product._id}/like`, { token: maker.token });
    expect(liked.body).toMatchObject({
      responseMessage: 'Product liked.',
      data: { liked: true, likeCount: 1 },
    });
    const notice = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.key, 'likeProduct')));
    expect(notice).toHaveLength(1);
    expect(notice[0]?.productId).toBe(product._id);
    const unliked = await call(t, 'POST', `product/${product._id}/like`, { token: maker.token });
    expect(unliked.body).toMatchObject({
      responseMessage: 'Like removed.',
      data: { liked: false, likeCount: 0 },
    });

    const copy = await call(t, 'POST', `product/${product._id}/duplicate`, { token: maker.token });
    expect(copy.status).toBe(201);
    expect(copy.body.responseMessage).toBe('Product duplicated successfully.');
    expect(copy.body.data).toMatchObject({
      name: 'Linen shirt (copy)',
      tags: [{ _id: tag }],
      stage: 'design',
      createdBy: { _id: maker.user.id },
      likeCount: 0,
    });
    expect(copy.body.data._id).not.toBe(product._id);
    const removed = await call(t, 'DELETE', `product/${copy.body.data._id}`, {
      token: maker.token,
    });
    expect(removed.status).toBe(200);
  });

  it('refuse a copy to a member who may duplicate but not add a product', async () => {
    const { owner, team } = await ownerWithTeam();
    const product = await addProduct(owner, team._id);
    const copier = await memberOf(
      team._id,
      PERMISSION_KEYS.filter((key) => key !== 'canAddProduct'),
    );
    const read = await call(t, 'GET', `product/${product._id}`, { token: copier.token });
    expect(read.body.data.policies.duplicate).toBe(false);
    const copy = await call(t, 'POST', `product/${product._id}/duplicate`, {
      token: copier.token,
    });
    expect(copy.status).toBe(403);
    expect(copy.body.responseMessage).toBe('Ask for permission.');
    expect(await productCount(team._id)).toBe(1);
  });
});

describe('the wall list', () => {
  it('shows only products of teams whose products the user may view, filtered and paged', async () => {
    const { owner, team } = await ownerWithTeam();
    const other = await ownerWithTeam();
    const season = await entry(owner.token, 'season', team._id);
    const tag = await entry(owner.token, 'tag', team._id);
    const fabric = await entry(owner.token, 'fabric', team._id);
    const category = await entry(owner.token, 'category', team._id);
    await addProduct(owner, team._id, {
      name: 'Wool coat',
      seasonId: season,
      deadline: '2027-01-10',
    });
    await addProduct(owner, team._id, { name: 'Silk scarf', tagIds: [tag], stage: 'approved' });
    await addProduct(owner, team._id, {
      name: 'Denim jacket',
      fabricIds: [fabric],
      categoryId: category,
      deadline: '2027-06-01',
    });
    await addProduct(other.owner, other.team._id, { name: 'Foreign dress' });

    const names = async (user: User, query: string) => {
      const res = await call(t, 'GET', `product?${query}`, { token: user.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { name: string }[]).map((product) => product.name);
    };
    expect(await names(owner, '')).toEqual(['Denim jacket', 'Silk scarf', 'Wool coat']);
    expect(await names(owner, `season=${season}`)).toEqual(['Wool coat']);
    expect(await names(owner, `tag=${tag}`)).toEqual(['Silk scarf']);
    expect(await names(owner, `fabric=${fabric}&category=${category}`)).toEqual(['Denim jacket']);
    expect(await names(owner, 'stage=approved')).toEqual(['Silk scarf']);
    expect(await names(owner, 'deadlineFrom=2027-01-01&deadlineTo=2027-02-01')).toEqual([
      'Wool coat',
    ]);
    expect(await names(owner, 'search=SCARF')).toEqual(['Silk scarf']);
    expect(await names(owner, 'sortBy=name&orderBy=asc')).toEqual([
      'Denim jacket',
      'Silk scarf',
      'Wool coat',
    ]);
    expect(await names(owner, 'sortBy=deadline&orderBy=desc')).toEqual([
      'Silk scarf',
      'Denim jacket',
      'Wool coat',
    ]);
    const [card] = (await call(t, 'GET', `product?fabric=${fabric}`, { token: owner.token })).body
      .data;
    const read = await call(t, 'GET', `product/${card._id}`, { token: owner.token });
    expect(card).toMatchObject({ fabrics: [{ _id: fabric }], category: { _id: category } });
    expect(read.body.data).toEqual(card);

    const page = await call(t, 'GET', `product/productByTeam/${team._id}?limit=10&page=1`, {
      token: owner.token,
    });
    expect(page.body.pagination).toEqual({ page: 1, limit: 10, total: 3 });

    const viewer = await memberOf(team._id, ['canViewProducts']);
    const blind = await memberOf(team._id, ['canAddProduct']);
    expect(await names(viewer, '')).toHaveLength(3);
    expect(await names(blind, '')).toEqual([]);
    const refused = await call(t, 'GET', `product?teamId=${team._id}`, { token: blind.token });
    expect(refused.status).toBe(403);
    const foreign = await call(t, 'GET', `product?teamId=${other.team._id}`, {
      token: owner.token,
    });
    expect(foreign.status).toBe(404);
    const badDate = await call(t, 'GET', 'product?deadlineFrom=soon', { token: owner.token });
    expect(badDate.status).toBe(400);
  });

  it('filters by catalogue names in any case as well as ids, never matching another team', async () => {
    const { owner, team } = await ownerWithTeam();
    const other = await ownerWithTeam();
    const named = async (token: string, teamId: string, kind: string, name: string) => {
      const res = await call(t, 'POST', kind, { token, body: { teamId, name } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data._id as string;
    };
    const ss27 = await named(owner.token, team._id, 'season', 'SS27');
    const dresses = await named(owner.token, team._id, 'category', 'Dresses');
    const linen = await named(owner.token, team._id, 'fabric', 'Washed Linen');
    const resort = await named(owner.token, team._id, 'tag', 'Resort');
    await addProduct(owner, team._id, {
      name: 'Slip dress',
      seasonId: ss27,
      categoryId: dresses,
      fabricIds: [linen],
      tagIds: [resort],
    });
    await addProduct(owner, team._id, { name: 'Plain tee' });
    const theirs = await named(other.owner.token, other.team._id, 'season', 'SS27');
    await addProduct(other.owner, other.team._id, { name: 'Their dress', seasonId: theirs });

    const names = async (query: string) => {
      const res = await call(t, 'GET', `product?${query}`, { token: owner.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.pagination.total).toBe(res.body.data.length);
      return (res.body.data as { name: string }[]).map((product) => product.name);
    };
    expect(await names('season=ss27')).toEqual(['Slip dress']);
    expect(await names(`season=${ss27}`)).toEqual(['Slip dress']);
    expect(await names('category=DRESSES&tag=resort')).toEqual(['Slip dress']);
    expect(await names(`fabric=${encodeURIComponent('washed linen')}`)).toEqual(['Slip dress']);
    expect(await names(`teamId=${team._id}&season=SS27&fabric=Washed%20Linen`)).toEqual([
      'Slip dress',
    ]);
    expect(await names('season=AW27')).toEqual([]);
    expect(await names('tag=%25')).toEqual([]);
    const tooLong = await call(t, 'GET', `product?season=${'x'.repeat(101)}`, {
      token: owner.token,
    });
    expect(tooLong.status).toBe(400);
  });

  it('counts every page of a filter, on a full page, a last page and one past the end', async () => {
    const { owner, team } = await ownerWithTeam();
    const seasonId = await entry(owner.token, 'season', team._id);
    for (let i = 0; i < 12; i++) await addProduct(owner, team._id, i < 11 ? { seasonId } : {});
    const page = async (query: string) => {
      const res = await call(t, 'GET', `product?teamId=${team._id}&limit=10&${query}`, {
        token: owner.token,
      });
      return { count: res.body.data.length, ...res.body.pagination };
    };
    expect(await page(`season=${seasonId}&page=1`)).toEqual({
      count: 10,
      page: 1,
      limit: 10,
      total: 11,
    });
    expect(await page(`season=${seasonId}&page=2`)).toMatchObject({ count: 1, total: 11 });
    expect(await page(`season=${seasonId}&page=3`)).toMatchObject({ count: 0, total: 11 });
    expect(await page('page=1')).toMatchObject({ count: 10, total: 12 });
    expect(await page('search=nothing-like-it&page=1')).toMatchObject({ count: 0, total: 0 });
  });
});

describe('plan limits', () => {
  it("refuse a product past the team owner's plan, and let a paid plan add more", async () => {
    const { owner, team } = await ownerWithTeam();
    const product = await addProduct(owner, team._id);
    await t.db.insert(products).values(
      Array.from({ length: PLAN_PRODUCT_LIMITS.Free! - 1 }, (_, index) => ({
        teamId: team._id,
        name: `Seeded ${index}`,
      })),
    );
    const refused = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'One too many' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe('Upgrade your plan.');
    const copy = await call(t, 'POST', `product/${product._id}/duplicate`, { token: owner.token });
    expect(copy.status).toBe(403);
    expect(await productCount(team._id)).toBe(PLAN_PRODUCT_LIMITS.Free);

    await t.db.update(users).set({ planType: 'Pro' }).where(eq(users.id, owner.user.id));
    await addProduct(owner, team._id, { name: 'Pro work' });
  });

  it("refuse uploads past the team's storage, before reading them", async () => {
    const { owner, team } = await ownerWithTeam();
    const product = await addProduct(owner, team._id);
    await t.db.insert(mediaFiles).values({
      path: `seed/${randomUUID()}.zip`,
      contentType: 'application/zip',
      bytes: PLAN_STORAGE_LIMITS.Free!,
      teamId: team._id,
      ownerId: owner.user.id,
      status: 'ready',
    });
    const form = multipartForm([
      { field: 'productId', value: product._id },
      { field: 'files', fileName: 'a.png', content: PNG },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fileUpload',
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().responseMessage).toBe('Upgrade your plan.');
    const items = await t.db
      .select()
      .from(productItems)
      .where(eq(productItems.productId, product._id));
    expect(items).toEqual([]);
  });
});
