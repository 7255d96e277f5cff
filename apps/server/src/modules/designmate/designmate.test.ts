import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignmateConversation, DesignmateMessage } from '@atelier/domain';
import { DESIGNMATE_MONTHLY_MESSAGES } from '@atelier/domain';
import {
  colours,
  designmateMessages,
  fabrics,
  productComments,
  productColours,
  productFabrics,
  products,
  productTags,
  seasons,
  tags,
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

async function studio() {
  const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
  const team = await makeTeam(t, owner, { name: `Studio ${randomUUID().slice(0, 4)}` });
  return { owner, team };
}

async function product(teamId: string, values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(products)
    .values({ teamId, name: `Product ${randomUUID().slice(0, 4)}`, ...values })
    .returning();
  return row!;
}

async function start(user: User, teamId: string, extra: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', 'aidesignmate', {
    token: user.token,
    body: { teamId, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as DesignmateConversation;
}

async function say(user: User, id: string, body: Record<string, unknown>) {
  return call(t, 'POST', `aidesignmate/${id}/message`, { token: user.token, body });
}

async function answered(user: User, id: string, body: Record<string, unknown>) {
  const res = await say(user, id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as DesignmateMessage;
}

describe('designmate conversations', () => {
  it('are started, listed newest first, read with their messages, renamed and deleted', async () => {
    const { owner, team } = await studio();
    const first = await start(owner, team._id);
    expect(first).toMatchObject({ teamId: team._id, title: 'New conversation', productId: null });
    const coat = await product(team._id, { name: 'Wool coat' });
    const second = await start(owner, team._id, { productId: coat.id });
    expect(second.title).toBe('About Wool coat');

    await answered(owner, first._id, { text: 'What is late?' });
    const listed = await call(t, 'GET', `aidesignmate?teamId=${team._id}`, { token: owner.token });
    // The first question names a conversation that has no name yet.
    expect(listed.body.data.map((row: DesignmateConversation) => [row._id, row.title])).toEqual([
      [first._id, 'What is late?'],
      [second._id, 'About Wool coat'],
    ]);

    const read = await call(t, 'GET', `aidesignmate/${first._id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data.messages.map((m: DesignmateMessage) => [m.role, m.text])).toEqual([
      ['user', 'What is late?'],
      ['assistant', expect.stringContaining('Nothing is late')],
    ]);

    const renamed = await call(t, 'PUT', `aidesignmate/${first._id}`, {
      token: owner.token,
      body: { title: '  SS27 deadlines ' },
    });
    expect(renamed.body.data.title).toBe('SS27 deadlines');
    const blank = await call(t, 'PUT', `aidesignmate/${first._id}`, {
      token: owner.token,
      body: { title: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.responseMessage).toBe('Give the conversation a name.');

    const gone = await call(t, 'DELETE', `aidesignmate/${first._id}`, { token: owner.token });
    expect(gone.body.data).toEqual({ _id: first._id });
    const after = await call(t, 'GET', `aidesignmate/${first._id}`, { token: owner.token });
    expect(after.status).toBe(404);
  });

  it('are not piled up empty: "New conversation" opens the unused one again', async () => {
    const { owner, team } = await studio();
    const coat = await product(team._id, { name: 'Wool coat' });
    const blank = await start(owner, team._id);
    expect((await start(owner, team._id))._id).toBe(blank._id);
    const aboutCoat = await start(owner, team._id, { productId: coat.id });
    expect(aboutCoat._id).not.toBe(blank._id);
    expect((await start(owner, team._id, { productId: coat.id }))._id).toBe(aboutCoat._id);

    await answered(owner, blank._id, { text: 'What is late?' });
    const next = await start(owner, team._id);
    expect(next._id).not.toBe(blank._id);
    const listed = await call(t, 'GET', `aidesignmate?teamId=${team._id}`, { token: owner.token });
    expect(listed.body.data).toHaveLength(3);
  });

  it('are nobody else’s: a teammate, the team owner and an outsider read 404', async () => {
    const { owner, team } = await studio();
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, ['canViewProducts']);
    const mine = await start(member, team._id);
    const outsider = await makeUser(t);

    for (const other of [owner, outsider]) {
      for (const [method, path, body] of [
        ['GET', `aidesignmate/${mine._id}`, undefined],
        ['PUT', `aidesignmate/${mine._id}`, { title: 'Mine now' }],
        ['DELETE', `aidesignmate/${mine._id}`, undefined],
        ['POST', `aidesignmate/${mine._id}/message`, { text: 'what is late?' }],
      ] as const) {
        const res = await call(t, method, path, { token: other.token, body });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    const outside = await call(t, 'POST', 'aidesignmate', {
      token: outsider.token,
      body: { teamId: team._id },
    });
    expect(outside.status).toBe(404);
    const list = await call(t, 'GET', `aidesignmate?teamId=${team._id}`, {
      token: owner.token,
    });
    expect(list.body.data).toEqual([]);
    // Once they are blocked, their own conversation closes too.
    await addMember(t, team._id, member.user.id, ['canViewProducts'], 'blocked');
    const blocked = await call(t, 'GET', `aidesignmate/${mine._id}`, { token: member.token });
    expect(blocked.status).toBe(403);
  });

  it('refuses bad input with a clear text, and another team’s product with 404', async () => {
    const { owner, team } = await studio();
    const other = await studio();
    const theirs = await product(other.team._id, { name: 'Secret gown' });
    const conversation = await start(owner, team._id);

    const cases: [Record<string, unknown>, number, string][] = [
      [{ text: 'x'.repeat(100_000) }, 400, 'Keep a message under 8,000 characters.'],
      [{ text: '' }, 400, 'Write a message or choose a skill.'],
      [{ text: 'hi', skill: 'poetry' }, 400, 'Unknown skill.'],
      [
        { text: 'hi', fileIds: Array.from({ length: 11 }, randomUUID) },
        400,
        'Attach at most 10 images.',
      ],
      [{ text: 'what did they ask?', productId: theirs.id }, 404, 'No Record Found.'],
      [{ skill: 'changes' }, 400, 'Open a product first: this skill reads one product.'],
      [
        { skill: 'palette' },
        400,
        'Attach an image, or open a product with images, to make a palette.',
      ],
    ];
    for (const [body, status, text] of cases) {
      const res = await say(owner, conversation._id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.responseMessage).toBe(text);
    }
    const started = await call(t, 'POST', 'aidesignmate', {
      token: owner.token,
      body: { teamId: team._id, productId: theirs.id },
    });
    expect(started.status).toBe(404);
    const read = await call(t, 'GET', `aidesignmate/${conversation._id}`, { token: owner.token });
    expect(read.body.data.messages).toEqual([]);
  });

  it('counts the team’s questions against its plan each month', async () => {
    const { owner, team } = await studio();
    const conversation = await start(owner, team._id);
    const allowed = DESIGNMATE_MONTHLY_MESSAGES.Free;
    await t.db.insert(designmateMessages).values(
      Array.from({ length: allowed }, () => ({
        conversationId: conversation._id,
        teamId: team._id,
        role: 'user' as const,
        text: 'earlier',
      })),
    );
    const refused = await say(owner, conversation._id, { text: 'what is late?' });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe('Upgrade your plan.');

    // Any member sees the month's count against the plan; an outsider does not.
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, []);
    const usage = await call(t, 'GET', `aidesignmate/usage?teamId=${team._id}`, {
      token: member.token,
    });
    expect(usage.body.data).toMatchObject({
      questions: allowed,
      questionLimit: allowed,
      tokens: 0,
    });
    expect(new Date(usage.body.data.since).getUTCDate()).toBe(1);
    const outside = await call(t, 'GET', `aidesignmate/usage?teamId=${team._id}`, {
      token: (await makeUser(t)).token,
    });
    expect(outside.status).toBe(404);
  });
});

describe('keeping what designmate answered', () => {
  /** An answer of the conversation with this palette or these suggestions, as a skill keeps it. */
  async function answer(conversationId: string, teamId: string, values: Record<string, unknown>) {
    const { productId, ...result } = values;
    const [row] = await t.db
      .insert(designmateMessages)
      .values({
        conversationId,
        teamId,
        role: 'assistant',
        text: 'Here it is.',
        skill: 'palette',
        productId: (productId as string | undefined) ?? null,
        result,
      })
      .returning();
    return row!.id;
  }
  const palette = [
    { hex: '#D22B2B', share: 0.5, nearest: null },
    { hex: '#1F4E79', share: 0.3, nearest: null },
  ];

  it('saves a palette to the library and onto the product in one step, keeping a teammate’s colour', async () => {
    const { owner, team } = await studio();
    const [navy] = await t.db
      .insert(colours)
      .values({ teamId: team._id, name: 'Navy', code: '1F4E79', hexCode: '#1F4E79' })
      .returning();
    const [teal] = await t.db
      .insert(colours)
      .values({ teamId: team._id, name: 'Teal', code: 'TEAL-1', hexCode: '#008080' })
      .returning();
    const coat = await product(team._id, { name: 'Field coat' });
    const conversation = await start(owner, team._id, { productId: coat.id });
    const messageId = await answer(conversation._id, team._id, { palette, productId: coat.id });
    // A teammate puts teal on the coat after the answer came.
    await t.db.insert(productColours).values({ productId: coat.id, entryId: teal!.id });

    const saved = await call(
      t,
      'POST',
      `aidesignmate/${conversation._id}/messages/${messageId}/palette`,
      {
        token: owner.token,
        body: { to: 'product' },
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      added: 1,
      product: { _id: coat.id, name: 'Field coat' },
    });
    const [red, navyId] = saved.body.data.colourIds as string[];
    expect(navyId).toBe(navy!.id);
    const after = await call(t, 'GET', `product/${coat.id}`, { token: owner.token });
    expect(after.body.data.colours.map((c: { _id: string }) => c._id).sort()).toEqual(
      [teal!.id, navy!.id, red].sort(),
    );
    const named = await t.db.select().from(colours).where(eq(colours.id, red!));
    expect(named[0]).toMatchObject({ name: 'Flaming Cherry', hexCode: '#D22B2B' });

    const again = await call(
      t,
      'POST',
      `aidesignmate/${conversation._id}/messages/${messageId}/palette`,
      {
        token: owner.token,
        body: { to: 'library' },
      },
    );
    expect(again.body.data).toMatchObject({ added: 0, colourIds: [red, navy!.id], product: null });
  });

  it('leaves nothing half done, and refuses bad input with a clear 4xx', async () => {
    const { owner, team } = await studio();
    const member = await makeUser(t);
    // May add colours, may not edit products.
    await addMember(t, team._id, member.user.id, ['canViewProducts', 'canAddProduct']);
    const coat = await product(team._id, { name: 'Field coat' });
    const conversation = await start(member, team._id, { productId: coat.id });
    const messageId = await answer(conversation._id, team._id, { palette, productId: coat.id });
    const path = `aidesignmate/${conversation._id}/messages/${messageId}`;

    const refused = await call(t, 'POST', `${path}/palette`, {
      token: member.token,
      body: { to: 'product' },
    });
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(colours).where(eq(colours.teamId, team._id))).toEqual([]);

    const cases: [string, Record<string, unknown>, number, string][] = [
      [
        `${path}/palette`,
        { to: 'moodboard' },
        400,
        'Choose where the palette goes: the library or the product.',
      ],
      [
        `${path}/apply`,
        { kind: 'tag', _id: randomUUID() },
        400,
        'Choose one of the answer’s suggestions.',
      ],
      [
        `aidesignmate/${conversation._id}/messages/${randomUUID()}/palette`,
        { to: 'library' },
        404,
        'No Record Found.',
      ],
    ];
    for (const [url, body, status, text] of cases) {
      const res = await call(t, 'POST', url, { token: member.token, body });
      expect(res.status, url).toBe(status);
      expect(res.body.responseMessage).toBe(text);
    }
    // Nobody else's conversation: the owner gets 404.
    const theirs = await call(t, 'POST', `${path}/palette`, {
      token: owner.token,
      body: { to: 'library' },
    });
    expect(theirs.status).toBe(404);
  });

  it('applies a suggestion onto the product, keeping its other tags', async () => {
    const { owner, team } = await studio();
    const [pleated, denim] = await t.db
      .insert(tags)
      .values([
        { teamId: team._id, name: 'Pleated' },
        { teamId: team._id, name: 'Denim' },
      ])
      .returning();
    const skirt = await product(team._id, { name: 'Midi skirt' });
    await t.db.insert(productTags).values({ productId: skirt.id, entryId: denim!.id });
    const conversation = await start(owner, team._id, { productId: skirt.id });
    const messageId = await answer(conversation._id, team._id, {
      productId: skirt.id,
      suggestions: [{ kind: 'tag', _id: pleated!.id, name: 'Pleated', applied: false }],
    });
    const res = await call(
      t,
      'POST',
      `aidesignmate/${conversation._id}/messages/${messageId}/apply`,
      {
        token: owner.token,
        body: { kind: 'tag', _id: pleated!.id },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.tags.map((tag: { name: string }) => tag.name).sort()).toEqual([
      'Denim',
      'Pleated',
    ]);
  });
});

describe('designmate’s old answers', () => {
  it('are hidden once the reader may no longer see what they read', async () => {
    const { owner, team } = await studio();
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, ['canViewProducts', 'canViewComments']);
    const coat = await product(team._id, { name: 'Field coat' });
    await t.db
      .insert(productComments)
      .values({ productId: coat.id, authorId: owner.user.id, text: 'Shorten the sleeves.' });
    const conversation = await start(member, team._id, { productId: coat.id });
    const reply = await answered(member, conversation._id, { text: 'What was asked to change?' });
    expect(reply.changes?.map((change) => change.text)).toEqual(['Shorten the sleeves.']);

    await addMember(t, team._id, member.user.id, ['canViewProducts']);
    const read = await call(t, 'GET', `aidesignmate/${conversation._id}`, { token: member.token });
    const [question, answer] = read.body.data.messages as DesignmateMessage[];
    expect(question!.text).toBe('What was asked to change?');
    expect(answer).toMatchObject({
      _id: reply._id,
      text: 'This answer drew on products or comments you may no longer see, so it is hidden.',
      sources: [],
    });
    expect(JSON.stringify(answer)).not.toContain('Shorten the sleeves');

    // With the key back, the answer reads as it was.
    await addMember(t, team._id, member.user.id, ['canViewProducts', 'canViewComments']);
    const again = await call(t, 'GET', `aidesignmate/${conversation._id}`, { token: member.token });
    expect(again.body.data.messages[1]).toEqual(reply);
  });
});

describe('designmate’s offline skills', () => {
  it('answers “what is late?” from the user’s teams only, with links', async () => {
    const { owner, team } = await studio();
    const late = await product(team._id, { name: 'Linen shirt', deadline: '2020-03-01' });
    await product(team._id, { name: 'Done dress', deadline: '2020-03-01', stage: 'production' });
    await product(team._id, { name: 'Future coat', deadline: '2999-01-01' });
    const other = await studio();
    await product(other.team._id, { name: 'Their late gown', deadline: '2020-03-01' });
    const conversation = await start(owner, team._id);

    const reply = await answered(owner, conversation._id, { text: 'What is late?' });
    expect(reply.skill).toBe('ask');
    expect(reply.table?.rows).toEqual([
      { url: `/productDetail/${late.id}`, cells: ['Linen shirt', 'Idea', '01-03-2020'] },
    ]);
    expect(reply.sources).toEqual([
      { kind: 'product', _id: late.id, title: 'Linen shirt', url: `/productDetail/${late.id}` },
    ]);
    expect(reply.suggestedQuestions).toContain('What is due this week?');

    // Asking for another team by name still answers from this one.
    const sneaky = await answered(owner, conversation._id, {
      text: `What is late in ${other.team.name}?`,
    });
    expect(JSON.stringify(sneaky)).not.toContain('Their late gown');
  });

  it('finds what is late and due beyond 50 finished products with earlier deadlines', async () => {
    const { owner, team } = await studio();
    // 60 approved or produced products, overdue and due this week, sort before the late one.
    await t.db.insert(products).values(
      Array.from({ length: 60 }, (_, n) => ({
        teamId: team._id,
        name: `Done ${n}`,
        deadline: '2020-01-01',
        stage: n % 2 ? ('approved' as const) : ('production' as const),
      })),
    );
    const today = new Date().toISOString().slice(0, 10);
    await t.db.insert(products).values(
      Array.from({ length: 60 }, (_, n) => ({
        teamId: team._id,
        name: `Shipped ${n}`,
        deadline: today,
        stage: 'production' as const,
      })),
    );
    const late = await product(team._id, { name: 'Late linen shirt', deadline: '2020-06-01' });
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await product(team._id, { name: 'Soon silk dress', deadline: soon, stage: 'sampling' });
    const conversation = await start(owner, team._id);

    const reply = await answered(owner, conversation._id, { text: 'What is late?' });
    expect(reply.text).toBe('Late — past their deadline and not yet approved (1):');
    expect(reply.table?.rows.map((row) => row.url)).toEqual([`/productDetail/${late.id}`]);
    const due = await answered(owner, conversation._id, { text: 'What is due this week?' });
    expect(due.table?.rows.map((row) => row.cells[0])).toEqual(['Soon silk dress']);
  });

  it('finds products by the catalogue entries a question names', async () => {
    const { owner, team } = await studio();
    const [linen] = await t.db
      .insert(fabrics)
      .values({ teamId: team._id, name: 'Linen' })
      .returning();
    const [ss27] = await t.db
      .insert(seasons)
      .values({ teamId: team._id, name: 'SS27' })
      .returning();
    const shirt = await product(team._id, { name: 'Camp shirt', seasonId: ss27!.id });
    await t.db.insert(productFabrics).values({ productId: shirt.id, entryId: linen!.id });
    await product(team._id, { name: 'Wool coat', seasonId: ss27!.id });
    const conversation = await start(owner, team._id);

    const reply = await answered(owner, conversation._id, { text: 'products in linen for SS27' });
    expect(reply.text).toMatch(/^Products with (Linen and SS27|SS27 and Linen)/);
    expect(reply.table?.rows.map((row) => row.cells[0])).toEqual(['Camp shirt']);
  });

  it('suggests the team’s tags, fabrics and seasons a product speaks of', async () => {
    const { owner, team } = await studio();
    const [pleated] = await t.db
      .insert(tags)
      .values({ teamId: team._id, name: 'Pleated' })
      .returning();
    await t.db.insert(tags).values({ teamId: team._id, name: 'Denim' });
    const [silk] = await t.db
      .insert(fabrics)
      .values({ teamId: team._id, name: 'Silk' })
      .returning();
    const skirt = await product(team._id, {
      name: 'Midi skirt',
      description: 'Knife pleats all round.',
    });
    await t.db.insert(productFabrics).values({ productId: skirt.id, entryId: silk!.id });
    await t.db.insert(productComments).values({
      productId: skirt.id,
      authorId: owner.user.id,
      text: 'The silk needs a lining.',
    });
    const conversation = await start(owner, team._id, { productId: skirt.id });

    const reply = await answered(owner, conversation._id, { text: 'Suggest tags' });
    expect(reply.skill).toBe('tags');
    expect(reply.suggestions).toEqual(
      expect.arrayContaining([
        {
          kind: 'tag',
          _id: pleated!.id,
          name: 'Pleated',
          applied: false,
          reason: 'Its name or description speaks of it',
        },
        {
          kind: 'fabric',
          _id: silk!.id,
          name: 'Silk',
          applied: true,
          reason: 'Its comments speak of it',
        },
      ]),
    );
    expect(reply.suggestions?.map((entry) => entry.name)).not.toContain('Denim');
  });

  it('writes a brief from the prompt and the product, exportable as Markdown', async () => {
    const { owner, team } = await studio();
    const dress = await product(team._id, {
      name: 'Wrap dress',
      description: 'A relaxed wrap in washed silk.',
      deadline: '2027-02-01',
    });
    const conversation = await start(owner, team._id, { productId: dress.id });
    const reply = await answered(owner, conversation._id, {
      skill: 'brief',
      text: 'An oversized summer wrap for SS27',
    });
    expect(reply.brief).toMatchObject({
      title: 'Brief: Wrap dress',
      concept: 'Pieces with oversized, relaxed and wrap shapes, drawing on the team’s Wrap dress.',
      silhouettes: ['oversized', 'relaxed', 'wrap'],
      references: [{ title: 'Wrap dress', url: `/productDetail/${dress.id}` }],
      deadline: '2027-02-01',
    });
    expect(reply.brief?.markdown).toContain('# Brief: Wrap dress');
    expect(reply.brief?.markdown).toContain('## Silhouettes');
  });

  it('suggests from a product’s fabrics and from similar products, each with its reason (issue 44 §8)', async () => {
    const { owner, team } = await studio();
    const [washed] = await t.db
      .insert(fabrics)
      .values({ teamId: team._id, name: 'Washed linen', composition: '100% linen' })
      .returning();
    const [linenTag, summer] = await t.db
      .insert(tags)
      .values([
        { teamId: team._id, name: 'Linen' },
        { teamId: team._id, name: 'Summer' },
      ])
      .returning();
    const [resort] = await t.db
      .insert(seasons)
      .values({ teamId: team._id, name: 'Resort' })
      .returning();
    const shirt = await product(team._id, { name: 'Camp shirt' });
    const twin = await product(team._id, { name: 'Linen camp shirt', seasonId: resort!.id });
    await product(team._id, { name: 'Wool coat' });
    await t.db.insert(productFabrics).values([
      { productId: shirt.id, entryId: washed!.id },
      { productId: twin.id, entryId: washed!.id },
    ]);
    await t.db.insert(productTags).values({ productId: twin.id, entryId: summer!.id });
    const conversation = await start(owner, team._id, { productId: shirt.id });

    const reply = await answered(owner, conversation._id, { text: 'Suggest tags' });
    expect(reply.text).toBe('3 suggestions for Camp shirt, each with its reason:');
    expect(reply.suggestions).toEqual([
      {
        kind: 'tag',
        _id: linenTag!.id,
        name: 'Linen',
        applied: false,
        reason: 'From its fabric Washed linen (100% linen)',
      },
      {
        kind: 'season',
        _id: resort!.id,
        name: 'Resort',
        applied: false,
        reason: 'Like Linen camp shirt (also in Washed linen)',
      },
      {
        kind: 'tag',
        _id: summer!.id,
        name: 'Summer',
        applied: false,
        reason: 'Like Linen camp shirt (also in Washed linen)',
      },
    ]);
  });

  it('suggests tags for the product a question names in a conversation about none, and applies them to it', async () => {
    const { owner, team } = await studio();
    const [outerwear] = await t.db
      .insert(tags)
      .values({ teamId: team._id, name: 'Outerwear' })
      .returning();
    const parka = await product(team._id, {
      name: 'Hooded parka',
      description: 'Outerwear for the rain.',
    });
    await product(team._id, { name: 'Linen shirt' });
    const conversation = await start(owner, team._id);

    const reply = await answered(owner, conversation._id, { text: 'Suggest tags for the parka' });
    expect(reply).toMatchObject({
      skill: 'tags',
      productId: parka.id,
      text: '1 suggestion for Hooded parka, each with its reason:',
      suggestions: [
        {
          kind: 'tag',
          _id: outerwear!.id,
          name: 'Outerwear',
          applied: false,
          reason: 'Its name or description speaks of it',
        },
      ],
    });
    expect(reply.sources[0]).toMatchObject({ kind: 'product', _id: parka.id });
    const applied = await call(
      t,
      'POST',
      `aidesignmate/${conversation._id}/messages/${reply._id}/apply`,
      { token: owner.token, body: { kind: 'tag', _id: outerwear!.id } },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.tags.map((tag: { name: string }) => tag.name)).toEqual(['Outerwear']);
  });

  it('grounds a brief in the products its words describe, never saying the prompt back (issue 44 §9)', async () => {
    const { owner, team } = await studio();
    const [resort] = await t.db
      .insert(seasons)
      .values({ teamId: team._id, name: 'Resort' })
      .returning();
    const [linen, wool] = await t.db
      .insert(fabrics)
      .values([
        { teamId: team._id, name: 'Linen' },
        { teamId: team._id, name: 'Wool' },
      ])
      .returning();
    const [poppy, navy] = await t.db
      .insert(colours)
      .values([
        { teamId: team._id, name: 'Poppy red', code: 'PR-01', hexCode: '#D32C2A' },
        { teamId: team._id, name: 'Navy', code: 'NV-01', hexCode: '#1F2A44' },
      ])
      .returning();
    const shirt = await product(team._id, { name: 'Camp shirt', seasonId: resort!.id });
    const coat = await product(team._id, { name: 'Wool coat' });
    await t.db.insert(productFabrics).values([
      { productId: shirt.id, entryId: linen!.id },
      { productId: coat.id, entryId: wool!.id },
    ]);
    await t.db.insert(productColours).values([
      { productId: shirt.id, entryId: poppy!.id },
      { productId: coat.id, entryId: navy!.id },
    ]);
    const conversation = await start(owner, team._id);

    const prompt = 'brief: a resort capsule in poppy red linen';
    const reply = await answered(owner, conversation._id, { skill: 'brief', text: prompt });
    expect(reply.text).toBe(
      'A brief grounded in one of the team’s products that match your words.',
    );
    expect(reply.brief).toMatchObject({
      concept:
        'Resort pieces cut in Linen and coloured Poppy red, drawing on the team’s Camp shirt.',
      references: [{ title: 'Camp shirt', url: `/productDetail/${shirt.id}` }],
      materials: ['Linen'],
      palette: [{ name: 'Poppy red', hex: '#D32C2A' }],
    });
    expect(reply.brief?.concept).not.toContain('brief:');

    const nothing = await answered(owner, conversation._id, {
      skill: 'brief',
      text: 'A velvet evening cape',
    });
    expect(nothing.brief?.references).toEqual([]);
    expect(nothing.brief?.materials.sort()).toEqual(['Linen', 'Wool']);
    expect(nothing.text).toContain(
      'No product of the team matches the prompt, so these are the team’s trending fabrics.',
    );
    expect(nothing.brief?.markdown).toContain('these are the team’s trending fabrics');
  });

  it('lists a complaint as a change, not agreement, and counts one change as one (issue 44 §10)', async () => {
    const { owner, team } = await studio();
    const coat = await product(team._id, { name: 'Field coat' });
    await t.db.insert(productComments).values([
      { productId: coat.id, authorId: owner.user.id, text: 'Agree on the hem.' },
      { productId: coat.id, authorId: owner.user.id, text: 'The colour reads too orange.' },
    ]);
    const conversation = await start(owner, team._id, { productId: coat.id });
    const reply = await answered(owner, conversation._id, { text: 'What was asked to change?' });
    expect(reply.text).toBe('1 change asked for on Field coat, 1 still open:');
    expect(reply.changes?.map((change) => change.text)).toEqual(['The colour reads too orange.']);
  });
});
