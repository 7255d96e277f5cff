import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@atelier/domain';
import {
  announcements,
  calendarEvents,
  chatMessages,
  colours,
  conversations,
  fabrics,
  productColours,
  productComments,
  productFabrics,
  productItems,
  products,
  productTags,
  reminders,
  tags,
  tasks,
  teamMembers,
} from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;

async function find(user: User, searchFilter: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ searchFilter, ...extra }).toString();
  const res = await call(t, 'GET', `globalSearch?${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    data: SearchHit[];
    pagination: { page: number; limit: number; total: number };
    counts: Record<string, number>;
  };
}

const titles = (hits: SearchHit[]) => hits.map((hit) => hit.title);

/** A team with its owner, and a word no other test uses, to search for. */
async function studio(name = 'Studio') {
  const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
  const team = await makeTeam(t, owner, { name: `${name} ${randomUUID().slice(0, 4)}` });
  return { owner, team, word: `w${randomUUID().replaceAll('-', '').slice(0, 10)}` };
}

async function product(teamId: string, name: string, description = '') {
  const [row] = await t.db.insert(products).values({ teamId, name, description }).returning();
  return row!;
}

describe('global search', () => {
  it('finds a product by three letters of its name, and a comment by its words', async () => {
    const { owner, team } = await studio();
    const shirt = await product(team._id, 'Linen shirt', 'Relaxed fit, mother-of-pearl buttons');
    await product(team._id, 'Wool coat');
    await t.db.insert(productComments).values({
      productId: shirt.id,
      authorId: owner.user.id,
      text: 'The supplier asked for a heavier linen weight.',
    });

    const typed = await find(owner, 'lin');
    expect(typed.data[0]).toMatchObject({
      kind: 'product',
      _id: shirt.id,
      title: 'Linen shirt',
      teamId: team._id,
      teamName: team.name,
      url: `/productDetail/${shirt.id}`,
    });
    expect(titles(typed.data)).not.toContain('Wool coat');

    const said = await find(owner, 'supplier asked');
    const comment = said.data.find((hit) => hit.kind === 'comment')!;
    expect(comment).toMatchObject({
      title: 'Comment on Linen shirt',
      url: `/productDetail/${shirt.id}`,
    });
    expect(comment.snippet).toContain('<mark>supplier</mark> <mark>asked</mark>');
    expect(said.counts).toEqual({ comment: 1 });
    expect(said.pagination).toEqual({ page: 1, limit: 100, total: 1 });
  });

  it('never finds a row of a team the user is not in, nor after they leave or lose a key', async () => {
    const a = await studio('Alpha');
    const b = await studio('Bravo');
    const word = b.word;
    const secret = await product(b.team._id, `Secret ${word} gown`);
    await t.db.insert(productComments).values({
      productId: secret.id,
      authorId: b.owner.user.id,
      text: `Bravo's ${word} is confidential`,
    });
    await t.db.insert(tasks).values({ teamId: b.team._id, title: `Task ${word}` });

    expect((await find(a.owner, word)).data).toEqual([]);
    expect((await find(a.owner, word, { teamId: b.team._id })).data).toEqual([]);

    // A member with every key but canViewComments finds the product and the task, not the comment.
    await addMember(t, b.team._id, a.owner.user.id, ['canViewProducts']);
    expect((await find(a.owner, word)).data.map((hit) => hit.kind).sort()).toEqual([
      'product',
      'task',
    ]);
    // Without canViewProducts: neither products nor comments, nor a task on no product is hidden.
    await addMember(t, b.team._id, a.owner.user.id, ['canViewComments']);
    expect((await find(a.owner, word)).data.map((hit) => hit.kind)).toEqual(['task']);
    // Blocked, then gone: nothing.
    await addMember(
      t,
      b.team._id,
      a.owner.user.id,
      ['canViewProducts', 'canViewComments'],
      'blocked',
    );
    expect((await find(a.owner, word)).data).toEqual([]);
    await t.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, b.team._id), eq(teamMembers.userId, a.owner.user.id)));
    expect((await find(a.owner, word)).data).toEqual([]);
  });

  it('finds every kind it searches, each opening its page', async () => {
    const { owner, team, word } = await studio();
    const shirt = await product(team._id, `Shirt ${word}`);
    const [file] = await t.db
      .insert(productItems)
      .values({ productId: shirt.id, kind: 'file', name: `front-${word}.png`, ext: 'png' })
      .returning();
    await t.db.insert(productComments).values([
      { productId: shirt.id, authorId: owner.user.id, text: `Collar ${word} too wide` },
      { productId: shirt.id, fileId: file!.id, authorId: owner.user.id, text: `Pin ${word} here` },
    ]);
    await t.db
      .insert(colours)
      .values({ teamId: team._id, name: `Red ${word}`, code: 'R-1', hexCode: '#D22B2B' });
    await t.db.insert(tags).values({ teamId: team._id, name: `Tag ${word}` });
    const [task] = await t.db
      .insert(tasks)
      .values({ teamId: team._id, title: `Cut ${word}` })
      .returning();
    await t.db.insert(reminders).values({
      teamId: team._id,
      createdBy: owner.user.id,
      type: 'Team Reminder',
      title: `Call ${word}`,
      dueAt: new Date(Date.now() + 86_400_000),
    });
    const [event] = await t.db
      .insert(calendarEvents)
      .values({
        teamId: team._id,
        title: `Fitting ${word}`,
        startAt: new Date(),
        endAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const [channel] = await t.db
      .insert(conversations)
      .values({ teamId: team._id, kind: 'channel' })
      .onConflictDoNothing()
      .returning();
    const conversationId =
      channel?.id ??
      (
        await t.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.teamId, team._id), eq(conversations.kind, 'channel')))
      )[0]!.id;
    await t.db
      .insert(chatMessages)
      .values({ conversationId, teamId: team._id, authorId: owner.user.id, text: `Hello ${word}` });
    await t.db.insert(announcements).values({
      teamId: team._id,
      authorId: owner.user.id,
      title: `News ${word}`,
      body: 'Read me',
    });

    const found = await find(owner, word, { limit: '50' });
    const urls = Object.fromEntries(found.data.map((hit) => [`${hit.kind}:${hit.title}`, hit.url]));
    expect(urls).toEqual({
      [`product:Shirt ${word}`]: `/productDetail/${shirt.id}`,
      [`file:front-${word}.png`]: `/productImgDetail/${file!.id}?product=${shirt.id}`,
      [`comment:Comment on Shirt ${word}`]: expect.any(String),
      [`colour:Red ${word}`]: `/ColorLibrary?search=Red+${word}`,
      [`catalogue:Tag ${word}`]: `/tags?search=Tag+${word}`,
      [`task:Cut ${word}`]: `/Tasks?task=${task!.id}`,
      [`reminder:Call ${word}`]: '/wall/reminders',
      [`event:Fitting ${word}`]: `/calendar?event=${event!.id}`,
      [`message:Hello ${word}`]: `/messages?c=${conversationId}`,
      [`announcement:News ${word}`]: '/dashboard',
    });
    expect(found.counts).toMatchObject({ comment: 2, product: 1 });
    // Each kind alone, its SELECT the only one of the statement.
    for (const kind of ['task', 'reminder', 'event', 'message', 'catalogue', 'file'] as const) {
      expect((await find(owner, word, { kind })).data.map((hit) => hit.kind)).toEqual([kind]);
    }
    expect(found.pagination.total).toBe(11);

    const team2 = await find(owner, team.name.split(' ')[1]!, { kind: 'team' });
    expect(team2.data).toEqual([
      expect.objectContaining({ kind: 'team', url: `/teamusers/${team._id}` }),
    ]);
    const people = await find(owner, 'Olive Owner', { teamId: team._id });
    expect(people.data.filter((hit) => hit.kind === 'member')).toEqual([
      expect.objectContaining({ _id: owner.user.id, title: 'Olive Owner' }),
    ]);
  });

  it('finds channel messages of the team and only the direct ones the user is part of', async () => {
    const { owner, team, word } = await studio();
    const ann = await makeUser(t, { firstName: 'Ann' });
    const ben = await makeUser(t, { firstName: 'Ben' });
    await addMember(t, team._id, ann.user.id);
    await addMember(t, team._id, ben.user.id);
    const [first, second] = [ann.user.id, ben.user.id].sort();
    const [direct] = await t.db
      .insert(conversations)
      .values({ teamId: team._id, kind: 'direct', memberA: first, memberB: second })
      .returning();
    await t.db.insert(chatMessages).values({
      conversationId: direct!.id,
      teamId: team._id,
      authorId: ann.user.id,
      text: `Between us ${word}`,
    });
    expect(titles((await find(ben, word)).data)).toEqual([`Between us ${word}`]);
    // The team owner is not one of the two: a direct conversation is theirs alone.
    expect((await find(owner, word)).data).toEqual([]);
  });

  it('finds a product through its tags and fabrics, forgives one wrong letter, ranks the exact name first', async () => {
    const { owner, team, word } = await studio();
    const tagged = await product(team._id, 'Summer top');
    const [tag] = await t.db
      .insert(tags)
      .values({ teamId: team._id, name: `${word}tag` })
      .returning();
    await t.db.insert(productTags).values({ productId: tagged.id, entryId: tag!.id });
    const [fabric] = await t.db
      .insert(fabrics)
      .values({ teamId: team._id, name: `${word} seersucker` })
      .returning();
    const woven = await product(team._id, 'Picnic dress');
    await t.db.insert(productFabrics).values({ productId: woven.id, entryId: fabric!.id });

    const byTag = await find(owner, `${word}tag`, { kind: 'product' });
    expect(titles(byTag.data)).toEqual(['Summer top']);
    const byFabric = await find(owner, 'seersucker', { kind: 'product', teamId: team._id });
    expect(titles(byFabric.data)).toEqual(['Picnic dress']);

    await product(team._id, 'Cashmere sweater');
    expect(titles((await find(owner, 'cashmire', { teamId: team._id })).data)).toEqual([
      'Cashmere sweater',
    ]);

    await product(team._id, `${word} jacket with a ${word} lining`);
    await product(team._id, word);
    expect(titles((await find(owner, word, { kind: 'product' })).data)[0]).toBe(word);
  });

  it('ranks a product above a newer reminder and task that match as well (issue 44 §14)', async () => {
    const { owner, team } = await studio();
    const name = `Poppy${randomUUID().slice(0, 4)}`;
    await product(team._id, `${name} Wrap Dress`);
    await t.db.insert(tasks).values({ teamId: team._id, title: `Send ${name} swatches` });
    await t.db.insert(reminders).values({
      teamId: team._id,
      createdBy: owner.user.id,
      type: 'Team Reminder',
      title: `${name} fitting`,
      dueAt: new Date(Date.now() + 86_400_000),
    });
    const found = await find(owner, name.toLowerCase(), { teamId: team._id });
    expect(found.data.map((hit) => hit.kind)).toEqual(['product', 'task', 'reminder']);
  });

  it('reads operators: in:, team: and a hex code nearest by ΔE 2000', async () => {
    const { owner, team, word } = await studio('Operators');
    const other = await makeTeam(t, owner, { name: `Second ${randomUUID().slice(0, 4)}` });
    const red = await product(team._id, `Red ${word} dress`);
    await product(other._id, `Blue ${word} dress`);
    await t.db
      .insert(productComments)
      .values({ productId: red.id, authorId: owner.user.id, text: `${word} hem` });

    expect((await find(owner, `in:comments ${word}`)).data.map((hit) => hit.kind)).toEqual([
      'comment',
    ]);
    expect(
      (await find(owner, `in:products|comments ${word}`)).data.map((hit) => hit.kind).sort(),
    ).toEqual(['comment', 'product', 'product']);
    expect(titles((await find(owner, `team:"${other.name}" ${word}`)).data)).toEqual([
      `Blue ${word} dress`,
    ]);

    const [swatch] = await t.db
      .insert(colours)
      .values({ teamId: team._id, name: 'Poppy', code: `P-${word}`, hexCode: '#D32C2A' })
      .returning();
    await t.db
      .insert(colours)
      .values({ teamId: team._id, name: 'Navy', code: `N-${word}`, hexCode: '#1B2A4A' });
    await t.db.insert(productColours).values({ productId: red.id, entryId: swatch!.id });
    const hex = await find(owner, '#D22B2B', { teamId: team._id });
    expect(hex.data.map((hit) => [hit.kind, hit.title])).toEqual([
      ['colour', 'Poppy'],
      ['product', `Red ${word} dress`],
    ]);
    expect(hex.data[0]!.deltaE).toBeLessThan(2);
    expect(hex.data[0]!.swatch).toBe('#D32C2A');
  });

  it('turns bad input into a clear 400 or an empty page, never a 500 nor another team’s row', async () => {
    const a = await studio();
    const b = await studio();
    await product(b.team._id, "Quote ' percent % underscore _ backslash \\ amp & bang ! colon :");
    await product(a.team._id, 'Plain product');

    const short = await call(t, 'GET', 'globalSearch?searchFilter=ab', { token: a.owner.token });
    expect(short.status).toBe(400);
    expect(short.body.responseMessage).toBe('Type at least 3 characters to search.');
    const missing = await call(t, 'GET', 'globalSearch', { token: a.owner.token });
    expect(missing.status).toBe(400);
    expect(missing.body.responseMessage).toBe('Type at least 3 characters to search.');
    const long = await call(t, 'GET', `globalSearch?searchFilter=${'a'.repeat(10_000)}`, {
      token: a.owner.token,
    });
    expect(long.status).toBe(400);
    expect(long.body.responseMessage).toBe('Search for at most 200 characters.');
    // NUL is refused for every route before validation; other control characters by search.
    const nul = await call(t, 'GET', 'globalSearch?searchFilter=abc%00def', {
      token: a.owner.token,
    });
    expect(nul.status).toBe(400);
    expect(nul.body.responseMessage).toBe('The request is not valid.');
    const bell = await call(t, 'GET', 'globalSearch?searchFilter=abc%07def', {
      token: a.owner.token,
    });
    expect(bell.status).toBe(400);
    expect(bell.body.responseMessage).toBe('Search text cannot contain control characters.');
    const kind = await call(t, 'GET', 'globalSearch?searchFilter=abc&kind=secrets', {
      token: a.owner.token,
    });
    expect(kind.status).toBe(400);
    expect(kind.body.responseMessage).toBe('Unknown kind of result.');
    const anonymous = await call(t, 'GET', 'globalSearch?searchFilter=plain');
    expect(anonymous.status).toBe(401);

    for (const text of [
      "'''",
      '%%%',
      '___',
      '\\\\\\',
      '&!(:*',
      '"unbalanced quote',
      'or or or',
      '-minus -only',
      '👗👠👜',
      'فستان أحمر',
      '<script>alert(1)</script>',
      "x' or 1=1 --",
      'in:unknown stuff',
      'team:',
    ]) {
      const res = await find(a.owner, text);
      expect(
        res.data.every((hit) => hit.teamId === a.team._id),
        text,
      ).toBe(true);
    }
  });

  it('pages in the database and counts every hit', async () => {
    const { owner, team, word } = await studio();
    for (let index = 0; index < 12; index += 1) await product(team._id, `${word} ${index}`);
    const first = await find(owner, word, { kind: 'product', limit: '10' });
    const second = await find(owner, word, { kind: 'product', limit: '10', page: '2' });
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(2);
    expect(first.pagination.total).toBe(12);
    expect(new Set([...first.data, ...second.data].map((hit) => hit._id)).size).toBe(12);
    const beyond = await find(owner, word, { kind: 'product', limit: '10', page: '5' });
    expect(beyond).toMatchObject({ data: [], pagination: { total: 12 }, counts: { product: 12 } });
  });

  it('pages a hex search in the database: 20 nearest colours, then the products wearing them', async () => {
    const { owner, team } = await studio();
    // 25 reds near #D22B2B (ΔE growing with the index), and a navy no search for red finds.
    const reds = await t.db
      .insert(colours)
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          teamId: team._id,
          name: `Red ${String(index).padStart(2, '0')}`,
          code: `R-${index}`,
          hexCode: `#${(0xd2 - index).toString(16).toUpperCase()}2B2B`,
        })),
      )
      .returning();
    const [navy] = await t.db
      .insert(colours)
      .values({ teamId: team._id, name: 'Navy', code: 'N-1', hexCode: '#1B2A4A' })
      .returning();
    // Three products wear the nearest red, changed one after another; one the 3rd red; one navy.
    const wearing = async (name: string, colourId: string, updatedAt: Date) => {
      const row = await product(team._id, name);
      await t.db.update(products).set({ updatedAt }).where(eq(products.id, row.id));
      await t.db.insert(productColours).values({ productId: row.id, entryId: colourId });
    };
    await wearing('Older', reds[0]!.id, new Date('2026-01-01T00:00:00Z'));
    await wearing('Latest', reds[0]!.id, new Date('2026-03-01T00:00:00Z'));
    await wearing('Middle', reds[0]!.id, new Date('2026-02-01T00:00:00Z'));
    await wearing('Third red', reds[2]!.id, new Date('2026-04-01T00:00:00Z'));
    await wearing('Navy coat', navy!.id, new Date('2026-04-01T00:00:00Z'));

    const pages = [];
    for (const page of ['1', '2', '3']) {
      pages.push(await find(owner, '#D22B2B', { teamId: team._id, limit: '10', page }));
    }
    expect(pages[0]!.counts).toEqual({ colour: 20, product: 4 });
    expect(pages[0]!.pagination.total).toBe(24);
    const hits = pages.flatMap((page) => page.data);
    expect(hits.map((hit) => hit.title)).toEqual([
      ...reds.slice(0, 20).map((red) => red.name),
      'Latest',
      'Middle',
      'Older',
      'Third red',
    ]);
    expect(pages.map((page) => page.data.length)).toEqual([10, 10, 4]);
    const deltas = hits.filter((hit) => hit.kind === 'colour').map((hit) => hit.deltaE!);
    expect(deltas).toEqual([...deltas].sort((a, b) => a - b));
    expect(hits.at(-1)).toMatchObject({ swatch: reds[2]!.hexCode, deltaE: deltas[2] });

    const productsOnly = await find(owner, '#D22B2B in:products', { limit: '10', page: '1' });
    expect(titles(productsOnly.data)).toEqual(['Latest', 'Middle', 'Older', 'Third red']);
    const beyond = await find(owner, '#D22B2B', { teamId: team._id, limit: '10', page: '4' });
    expect(beyond).toMatchObject({ data: [], pagination: { total: 24 } });
  });

  it('keeps a -word out: the one-letter-off match neither brings it back nor finds it nearly', async () => {
    const { owner, team, word } = await studio();
    await product(team._id, `Linen ${word}`);
    await product(team._id, `Linnen ${word}`);
    await product(team._id, `Cotton ${word}`);
    await product(team._id, `Silk ${word}`);
    expect(titles((await find(owner, `${word} -linen`, { kind: 'product' })).data).sort()).toEqual([
      `Cotton ${word}`,
      `Silk ${word}`,
    ]);
    // One letter off the word searched still finds, but not a name a -"phrase" holds.
    const typo = `${word.slice(0, -1)}x`;
    expect(
      titles((await find(owner, `${typo} -"silk ${word}"`, { kind: 'product' })).data).sort(),
    ).toEqual([`Cotton ${word}`, `Linen ${word}`, `Linnen ${word}`]);
  });

  it('finds a team’s points of measure by code, name and how to measure, for those who may view its products (issue 45 §1)', async () => {
    const { owner, team, word } = await studio();
    const pom = async (person: User, teamId: string, body: Record<string, unknown>) => {
      const res = await call(t, 'POST', 'pom', {
        token: person.token,
        body: { teamId, tolerance: { minus: 0.5, plus: 0.5 }, ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as { _id: string };
    };
    const cuff = await pom(owner, team._id, {
      code: 'XK7',
      name: `${word} cuff opening`,
      howToMeasure: 'Buttoned, measured flat along the edge of the cuff.',
    });
    const rival = await studio('Rival');
    await pom(rival.owner, rival.team._id, { code: 'XK7', name: `${word} cuff opening` });

    const byName = await find(owner, word);
    expect(byName.data).toEqual([
      expect.objectContaining({
        kind: 'pom',
        _id: cuff._id,
        title: `XK7 ${word} cuff opening`,
        teamId: team._id,
        url: `/measurements?pom=${cuff._id}`,
      }),
    ]);
    expect(byName.counts).toEqual({ pom: 1 });
    // The code as typed first; how to measure by its words, marked in the snippet.
    expect((await find(owner, 'xk7', { kind: 'pom' })).data.map((hit) => hit._id)).toEqual([
      cuff._id,
    ]);
    const how = await find(owner, `${word} buttoned`, { kind: 'pom' });
    expect(how.data[0]?.snippet).toContain('<mark>Buttoned</mark>');
    expect((await find(owner, `in:poms ${word}`)).data).toHaveLength(1);

    // A member who may not view products, and the rival team, find only their own.
    const blind = await makeUser(t, { firstName: 'Bo', lastName: 'Blind' });
    await addMember(t, team._id, blind.user.id, ['canViewComments']);
    expect((await find(blind, word)).data).toEqual([]);
    const theirs = await find(rival.owner, word);
    expect(theirs.data.map((hit) => hit.teamId)).toEqual([rival.team._id]);
    expect(JSON.stringify(theirs)).not.toContain(cuff._id);
  });
});
