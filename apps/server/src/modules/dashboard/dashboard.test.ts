import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveProduct, Activity, TotalUploads, TrendingFabric } from '@atelier/domain';
import { PLAN_STORAGE_LIMITS } from '@atelier/domain';
import {
  fabrics,
  mediaFiles,
  productComments,
  productFabrics,
  productLikes,
  products,
  shareLinks,
} from '../../db/schema/index.ts';
import { addMember, call, makeProductWithImage, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function card<T>(user: User, path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const res = await call(t, 'GET', `dashboard/${path}${search ? `?${search}` : ''}`, {
    token: user.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: T; countsByStage?: Record<string, number> };
}

async function studio() {
  const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
  const team = await makeTeam(t, owner);
  return { owner, team };
}

type ProductValues = Partial<typeof products.$inferInsert>;

async function product(teamId: string, values: ProductValues = {}) {
  const [row] = await t.db
    .insert(products)
    .values({ teamId, name: `Product ${randomUUID().slice(0, 4)}`, ...values })
    .returning();
  return row!;
}

async function fabric(teamId: string, name: string) {
  const [row] = await t.db.insert(fabrics).values({ teamId, name }).returning();
  return row!;
}

describe('GET dashboard/activeProducts', () => {
  it('lists the products in progress, last changed first, and counts every stage', async () => {
    const { owner, team } = await studio();
    const other = await studio();
    await product(other.team._id, { stage: 'idea' });
    const idea = await product(team._id, { stage: 'idea', updatedAt: ago(3 * HOUR) });
    const sampling = await product(team._id, {
      stage: 'sampling',
      deadline: '2020-01-01',
      updatedAt: ago(HOUR),
      updatedBy: owner.user.id,
    });
    await product(team._id, { stage: 'approved' });
    await product(team._id, { stage: 'production' });
    await product(team._id, { stage: 'production' });

    const { data, countsByStage } = await card<ActiveProduct[]>(owner, 'activeProducts', {
      teamId: team._id,
    });
    expect(data.map((row) => row._id)).toEqual([sampling.id, idea.id]);
    expect(data[0]).toMatchObject({
      name: sampling.name,
      stage: 'sampling',
      deadline: '2020-01-01',
      teamId: team._id,
      teamName: team.name,
      updatedBy: { _id: owner.user.id, name: 'Olive Owner' },
      cover: null,
    });
    expect(countsByStage).toEqual({
      idea: 1,
      design: 0,
      sampling: 1,
      approved: 1,
      production: 2,
    });
  });

  it('names who changed a product through the API, with its cover, and reads all my teams', async () => {
    const { owner, team } = await studio();
    const { team: second, productId } = await makeProductWithImage(t, owner);
    const editor = await makeUser(t, { firstName: 'Eda', lastName: 'Editor' });
    await addMember(t, team._id, editor.user.id, ['canViewProducts', 'canEditProduct']);
    const shirt = await product(team._id, { name: 'Linen shirt', updatedAt: ago(DAY) });
    const edited = await call(t, 'PUT', `product/${shirt.id}`, {
      token: editor.token,
      body: { stage: 'design' },
    });
    expect(edited.status).toBe(200);

    const { data } = await card<ActiveProduct[]>(owner, 'activeProducts');
    expect(data.map((row) => row.name)).toEqual(['Linen shirt', 'Pleated skirt']);
    expect(data[0]).toMatchObject({ stage: 'design', updatedBy: { name: 'Eda Editor' } });
    expect(data[1]).toMatchObject({ _id: productId, teamId: second._id });
    expect(data[1]!.cover?.url).toMatch(/\.png\?expires=/);
    // The editor sees only the team they are in.
    const theirs = await card<ActiveProduct[]>(editor, 'activeProducts');
    expect(theirs.data.map((row) => row.name)).toEqual(['Linen shirt']);
  });

  it('is 404 outside the team, 403 without canViewProducts, 400 for a bad limit', async () => {
    const { owner, team } = await studio();
    await product(team._id);
    const stranger = await makeUser(t);
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, ['canViewComments', 'canAddProduct']);

    for (const path of ['activeProducts', 'trendingFabrics']) {
      const outside = await call(t, 'GET', `dashboard/${path}?teamId=${team._id}`, {
        token: stranger.token,
      });
      expect(outside.status).toBe(404);
      expect(outside.body.responseMessage).toBe('No Record Found.');
      const denied = await call(t, 'GET', `dashboard/${path}?teamId=${team._id}`, {
        token: member.token,
      });
      expect(denied.status).toBe(403);
      expect(denied.body.responseMessage).toBe('Ask for permission.');
      // Without a team, such a member's products are simply not there.
      const all = await card<unknown[]>(member, path);
      expect(all.data).toEqual([]);
    }
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'teamId=nope']) {
      const bad = await call(t, 'GET', `dashboard/activeProducts?${query}`, {
        token: owner.token,
      });
      expect(bad.status, query).toBe(400);
    }
    const unsigned = await call(t, 'GET', 'dashboard/activeProducts');
    expect(unsigned.status).toBe(401);
  });
});

describe('GET dashboard/trendingFabrics', () => {
  it('counts products of the last 30 days against the 30 before, at the edges', async () => {
    const { owner, team } = await studio();
    const linen = await fabric(team._id, 'Linen');
    const wool = await fabric(team._id, 'Wool');
    const silk = await fabric(team._id, 'Silk');
    const link = async (created: Date, ...used: { id: string }[]) => {
      const made = await product(team._id, { createdAt: created });
      await t.db
        .insert(productFabrics)
        .values(used.map((entry) => ({ productId: made.id, entryId: entry.id })));
    };
    await link(ago(30 * DAY - HOUR), linen, wool); // inside the last 30 days, just
    await link(ago(HOUR), linen);
    await link(ago(30 * DAY + HOUR), wool); // the 30 days before, just
    await link(ago(60 * DAY - HOUR), wool, linen);
    await link(ago(60 * DAY + HOUR), linen, wool); // older: not counted
    await link(ago(45 * DAY), silk); // only before: not trending
    const other = await studio();
    const theirs = await fabric(other.team._id, 'Cashmere');
    const made = await product(other.team._id);
    await t.db.insert(productFabrics).values({ productId: made.id, entryId: theirs.id });

    const { data } = await card<TrendingFabric[]>(owner, 'trendingFabrics', {
      teamId: team._id,
    });
    expect(data).toEqual([
      { _id: linen.id, teamId: team._id, name: 'Linen', count: 2, previousCount: 1, swatch: null },
      { _id: wool.id, teamId: team._id, name: 'Wool', count: 1, previousCount: 2, swatch: null },
    ]);
    const all = await card<TrendingFabric[]>(owner, 'trendingFabrics', { limit: '1' });
    expect(all.data.map((row) => row.name)).toEqual(['Linen']);
  });
});

describe('GET dashboard/totalUploads', () => {
  it('sums the team’s files, per week for twelve weeks, against the plan’s limit', async () => {
    const { owner, team } = await studio();
    const other = await studio();
    const file = (teamId: string, bytes: number, created: Date) => ({
      path: `test/${randomUUID()}.png`,
      contentType: 'image/png',
      bytes,
      teamId,
      createdAt: created,
    });
    await t.db
      .insert(mediaFiles)
      .values([
        file(team._id, 100, new Date()),
        file(team._id, 50, new Date()),
        file(team._id, 1_000, ago(21 * DAY)),
        file(team._id, 7, ago(100 * DAY)),
        file(other.team._id, 9_999, new Date()),
      ]);

    const { data } = await card<TotalUploads>(owner, 'totalUploads', { teamId: team._id });
    expect(data).toMatchObject({ count: 4, bytes: 1_157, limitBytes: PLAN_STORAGE_LIMITS.Free });
    expect(data.weeks).toHaveLength(12);
    const monday = new Date();
    monday.setUTCHours(0, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(data.weeks.at(-1)).toEqual({
      weekStart: monday.toISOString().slice(0, 10),
      count: 2,
      bytes: 150,
    });
    const weekSums = data.weeks.reduce((sum, week) => sum + week.bytes, 0);
    // Three weeks back is in the chart (1,000, give or take the week's edge); 100 days back is not.
    expect(weekSums).toBe(1_150);
    expect(
      data.weeks.every((week) => new Date(`${week.weekStart}T00:00:00Z`).getUTCDay() === 1),
    ).toBe(true);

    // A member without product rights still sees how much the team stores; all teams: no limit.
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, []);
    const theirs = await card<TotalUploads>(member, 'totalUploads', { teamId: team._id });
    expect(theirs.data.bytes).toBe(1_157);
    const all = await card<TotalUploads>(owner, 'totalUploads');
    expect(all.data).toMatchObject({ count: 4, bytes: 1_157, limitBytes: null });
    const outside = await call(t, 'GET', `dashboard/totalUploads?teamId=${team._id}`, {
      token: (await makeUser(t)).token,
    });
    expect(outside.status).toBe(404);
  });
});

describe('GET dashboard/recentActivity', () => {
  it('merges creations, changes, comments, likes and shares, newest first, as the user may see', async () => {
    const { owner, team } = await studio();
    const member = await makeUser(t, { firstName: 'Mia', lastName: 'Member' });
    await addMember(t, team._id, member.user.id, ['canViewProducts']);
    const coat = await product(team._id, {
      name: 'Wool coat',
      createdBy: owner.user.id,
      createdAt: ago(5 * HOUR),
      updatedAt: ago(5 * HOUR),
    });
    await t.db.insert(productComments).values([
      {
        productId: coat.id,
        authorId: owner.user.id,
        text: 'Can we try a shorter hem?',
        createdAt: ago(4 * HOUR),
      },
      {
        productId: coat.id,
        visitorName: 'Sam Supplier',
        text: 'Fabric ships Monday.',
        createdAt: ago(3 * HOUR),
      },
    ]);
    await t.db
      .insert(productLikes)
      .values({ productId: coat.id, userId: member.user.id, createdAt: ago(2 * HOUR) });
    await t.db.insert(shareLinks).values({
      productId: coat.id,
      teamId: team._id,
      access: 'view',
      createdBy: owner.user.id,
      createdAt: ago(HOUR),
    });
    await t.db
      .update(products)
      .set({ updatedAt: ago(HOUR / 2), updatedBy: member.user.id })
      .where(eq(products.id, coat.id));
    await product((await studio()).team._id, { name: 'Not mine' });

    const { data } = await card<Activity[]>(owner, 'recentActivity', { teamId: team._id });
    expect(data.map((row) => [row.kind, row.actor?.name])).toEqual([
      ['updated', 'Mia Member'],
      ['share', 'Olive Owner'],
      ['like', 'Mia Member'],
      ['comment', 'Sam Supplier'],
      ['comment', 'Olive Owner'],
      ['created', 'Olive Owner'],
    ]);
    expect(data[4]).toMatchObject({
      product: { _id: coat.id, name: 'Wool coat' },
      teamId: team._id,
      excerpt: 'Can we try a shorter hem?',
    });
    // Without canViewComments the comments are not there; the limit holds.
    const theirs = await card<Activity[]>(member, 'recentActivity', { limit: '3' });
    expect(theirs.data.map((row) => row.kind)).toEqual(['updated', 'share', 'like']);
    const mine = await card<Activity[]>(member, 'recentActivity');
    expect(mine.data.map((row) => row.kind)).not.toContain('comment');
  });
});
