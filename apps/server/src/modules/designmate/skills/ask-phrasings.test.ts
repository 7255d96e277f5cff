/**
 * "Ask your data" without a model (issue 44): the questions a designer asks, each with the answer
 * it must get, over one seeded team — products in every stage of two seasons, categories, fabrics,
 * library colours, comments about buttons by two people, tasks — beside a rival team whose data
 * (an SS27 season, a navy, a Marco, button comments, a late gown) must never show.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignmateConversation, DesignmateMessage } from '@atelier/domain';
import {
  categories,
  colours,
  fabrics,
  productColours,
  productComments,
  productFabrics,
  products,
  seasons,
  taskAssignees,
  tasks,
} from '../../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
type User = Awaited<ReturnType<typeof makeUser>>;

const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const monthEnd = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10);
})();

/** The team's products: stage, season, category, fabric, colour, deadline, made days ago. */
const PRODUCTS = {
  'Camp shirt': {
    stage: 'sampling',
    season: 'SS27',
    fabric: 'Linen',
    colour: 'Ecru',
    deadline: '2020-03-01',
  },
  'Wrap dress': {
    stage: 'design',
    season: 'SS27',
    category: 'Dresses',
    fabric: 'Linen',
    colour: 'Navy',
    deadline: dayFrom(2),
  },
  'Field parka': {
    stage: 'sampling',
    season: 'AW27',
    category: 'Outerwear',
    fabric: 'Wool',
    colour: 'Navy',
    deadline: '2020-04-01',
  },
  'Wool coat': {
    stage: 'approved',
    season: 'AW27',
    category: 'Outerwear',
    fabric: 'Wool',
    colour: 'Rust',
    deadline: '2020-02-01',
    madeDaysAgo: 60,
  },
  'Slip dress': { stage: 'idea', season: 'SS27', category: 'Dresses', fabric: 'Silk' },
  'Knit polo': { stage: 'production', season: 'AW27', deadline: dayFrom(60), madeDaysAgo: 60 },
  'Pleated skirt': {
    stage: 'design',
    season: 'SS27',
    fabric: 'Linen',
    colour: 'Ecru',
    deadline: dayFrom(9),
  },
} as const satisfies Record<
  string,
  {
    stage: 'idea' | 'design' | 'sampling' | 'approved' | 'production';
    season: string;
    category?: string;
    fabric?: string;
    colour?: string;
    deadline?: string;
    madeDaysAgo?: number;
  }
>;
type Name = keyof typeof PRODUCTS;

/** The SS27 products due from today to the month's end: what "due this month" lists. */
const dueThisMonth = (['Wrap dress', 'Pleated skirt'] as const).filter(
  (name) => PRODUCTS[name].deadline <= monthEnd,
);

interface Expected {
  /** Asked in a conversation about this product. */
  about?: Name;
  /** Asked by the team's owner, Olive Owner (else by whichever colleague's turn it is). */
  byOwner?: true;
  skill?: 'ask' | 'changes' | 'spec';
  /** The answer's text: exactly, or matching. */
  text?: string | RegExp;
  /** The first cell of every row of the answer's table, in any order. */
  rows?: string[];
  /** The change list's requests, in order. */
  changes?: string[];
}

const late = 'Late — past their deadline and not yet approved';

const PHRASINGS: [string, Expected][] = [
  // Stages, in the words a designer uses, counted and listed.
  [
    'How many products are in sampling?',
    { text: '2 products are in Sampling.', rows: ['Camp shirt', 'Field parka'] },
  ],
  [
    'Which products are in Sampling?',
    { text: 'Products in Sampling (2):', rows: ['Camp shirt', 'Field parka'] },
  ],
  ['What is in sampling right now?', { rows: ['Camp shirt', 'Field parka'] }],
  [
    'What’s still in development?',
    { text: 'Products in Design (2):', rows: ['Wrap dress', 'Pleated skirt'] },
  ],
  ['Which pieces are in the design stage?', { rows: ['Wrap dress', 'Pleated skirt'] }],
  ['Which products are still ideas?', { rows: ['Slip dress'] }],
  ['How many styles are approved?', { text: '1 product is Approved.', rows: ['Wool coat'] }],
  ['What’s in production?', { text: 'Products in Production (1):', rows: ['Knit polo'] }],
  [
    'Which products aren’t approved yet?',
    {
      text: 'Products not yet approved (5):',
      rows: ['Camp shirt', 'Wrap dress', 'Field parka', 'Slip dress', 'Pleated skirt'],
    },
  ],
  ['How many products do we have?', { text: 'The team has 7 products.' }],
  // Late, alone and with a season, fabric or colour: the qualifier is kept.
  ['What is late?', { text: `${late} (2):`, rows: ['Camp shirt', 'Field parka'] }],
  ['How many products are late?', { text: '2 products are late.' }],
  [
    'Which of our SS27 pieces are running late?',
    { text: 'Products with SS27 that are late (1):', rows: ['Camp shirt'] },
  ],
  ['Which AW27 products are overdue?', { rows: ['Field parka'] }],
  ['Which linen pieces are behind schedule?', { rows: ['Camp shirt'] }],
  ['Which navy pieces have missed their deadline?', { rows: ['Field parka'] }],
  [
    'How many SS27 samples are late?',
    { text: '1 product with SS27 is in Sampling and late.', rows: ['Camp shirt'] },
  ],
  // Due and new.
  ['What is due this week?', { text: 'Due in the next seven days (1):', rows: ['Wrap dress'] }],
  ['What’s due next week?', { text: 'Due next week (1):', rows: ['Pleated skirt'] }],
  [
    'What is due in the next ten days?',
    { text: 'Due in the next 10 days (2):', rows: ['Wrap dress', 'Pleated skirt'] },
  ],
  ['Which SS27 products are due this month?', { rows: [...dueThisMonth] }],
  ['Is anything due today?', { text: 'Nothing is due today.', rows: [] }],
  [
    'What’s new this week?',
    { rows: ['Camp shirt', 'Wrap dress', 'Field parka', 'Slip dress', 'Pleated skirt'] },
  ],
  ['How many products were added this month?', { text: '5 products are new this month.' }],
  // Seasons, categories, fabrics and colours of the catalogue.
  ['How many SS27 products do we have?', { text: 'The team has 4 products with SS27.' }],
  ['Which SS27 dresses are in design?', { rows: ['Wrap dress'] }],
  [
    'Show me the outerwear',
    { text: 'Products with Outerwear (2):', rows: ['Field parka', 'Wool coat'] },
  ],
  ['Which AW27 pieces are in sampling?', { rows: ['Field parka'] }],
  ['How many products use wool?', { text: 'The team has 2 products with Wool.' }],
  [
    'Which products are in navy?',
    { text: 'Products with Navy (2):', rows: ['Wrap dress', 'Field parka'] },
  ],
  [
    'How many ecru products are in design?',
    { text: '1 product with Ecru is in Design.', rows: ['Pleated skirt'] },
  ],
  // The colour library and the fabrics.
  [
    'What colours are in our library?',
    { text: 'The colour library (3):', rows: ['Ecru', 'Navy', 'Rust'] },
  ],
  ['How many colours do we have?', { text: 'The colour library has 3 colours.' }],
  ['Do we have a navy colour?', { text: 'Colours matching “navy” (1):', rows: ['Navy'] }],
  [
    'What fabrics do we have?',
    { text: 'The team’s fabrics (3):', rows: ['Linen', 'Silk', 'Wool'] },
  ],
  ['How many fabrics are there?', { text: 'The team has 3 fabrics.' }],
  // What the team said, and who said it.
  [
    'What did we decide about the buttons?',
    {
      text: 'What the team said about “buttons” (2):',
      rows: ['Comment on Field parka', 'Comment on Wrap dress'],
    },
  ],
  [
    'What have we said about buttons?',
    { rows: ['Comment on Field parka', 'Comment on Wrap dress'] },
  ],
  ['How many comments mention buttons?', { text: '2 comments mention “buttons”.' }],
  ['Which comments talk about the sleeves?', { rows: ['Comment on Field parka'] }],
  [
    'What did Ines say about the buttons?',
    { text: 'What Ines Duarte said about “buttons” (1):', rows: ['Comment on Wrap dress'] },
  ],
  [
    'What did Marco say?',
    {
      text: 'What Marco Rossi said (2):',
      rows: ['Comment on Field parka', 'Comment on Field parka'],
    },
  ],
  // The changes asked of a product, by whom.
  [
    'What did Marco ask on the parka?',
    {
      skill: 'changes',
      text: 'Marco Rossi asked for 2 changes on Field parka, 2 still open:',
      changes: ['Swap the buttons for horn ones.', 'Can we add a storm flap?'],
    },
  ],
  [
    'What did Ines ask to change on the parka?',
    { skill: 'changes', changes: ['Lengthen the sleeves by 2 cm.'] },
  ],
  [
    'What did they ask to change on the parka?',
    {
      skill: 'changes',
      changes: [
        'Swap the buttons for horn ones.',
        'Lengthen the sleeves by 2 cm.',
        'Can we add a storm flap?',
      ],
    },
  ],
  [
    'What did I ask on the parka?',
    {
      byOwner: true,
      skill: 'changes',
      text: 'Olive Owner asked for no change on Field parka.',
      changes: [],
    },
  ],
  [
    'What did Marco ask?',
    {
      about: 'Field parka',
      skill: 'changes',
      changes: ['Swap the buttons for horn ones.', 'Can we add a storm flap?'],
    },
  ],
  [
    'Any changes Ines requested?',
    { about: 'Field parka', skill: 'changes', changes: ['Lengthen the sleeves by 2 cm.'] },
  ],
  // Tasks.
  [
    'What tasks are assigned to Marco?',
    {
      text: 'Tasks assigned to Marco Rossi (2):',
      rows: ['Order horn buttons', 'Book the fit model'],
    },
  ],
  ['How many tasks are overdue?', { text: '1 task is overdue.', rows: ['Order horn buttons'] }],
  [
    'Which tasks are due this week?',
    { text: 'Tasks due in the next seven days (1):', rows: ['Grade the parka pattern'] },
  ],
  [
    'Which of Ines’s tasks are in progress?',
    {
      text: 'Tasks in progress and assigned to Ines Duarte (1):',
      rows: ['Grade the parka pattern'],
    },
  ],
  ['How many open tasks does Marco have?', { text: '1 task is open and assigned to Marco Rossi.' }],
  // Anything else: what the team wrote.
  ['Tell me about the storm flap', { rows: ['Comment on Field parka'] }],
  // A spec check (issue 45 §8): the conversation's product or the one named; none has a sheet.
  [
    'Check this spec',
    { about: 'Field parka', skill: 'spec', text: /^Field parka has no spec sheet yet\./u },
  ],
  [
    'spec check',
    { about: 'Wool coat', skill: 'spec', text: /^Wool coat has no spec sheet yet\./u },
  ],
  ['Is the spec of the wrap dress ok?', { skill: 'spec', text: /^Wrap dress has no spec sheet/u }],
  ['Review the measurements of the camp shirt', { skill: 'spec', text: /^Camp shirt has no/u }],
  ['Can you look over the grading of the pleated skirt?', { skill: 'spec', text: /^Pleated/u }],
  [
    'Check the spec of the rival gown',
    { skill: 'spec', text: /^I know no product called “rival gown” in this team\./u },
  ],
];

let owner: User;
/**
 * Who asks: the owner and two colleagues who see all the team's products and comments, in turn,
 * so no one passes designmate's 30 questions a minute.
 */
let askers: User[];
let teamId: string;
let rivalIds: string[];
const productIds: Partial<Record<Name, string>> = {};
const conversations = new Map<string, string>();

async function seedRival() {
  const rival = await makeUser(t, { firstName: 'Rita', lastName: 'Rival', planType: 'Teams' });
  const marco = await makeUser(t, { firstName: 'Marco', lastName: 'Bianchi' });
  const team = await makeTeam(t, rival, { name: 'Rival studio' });
  await addMember(t, team._id, marco.user.id, ['canViewProducts', 'canViewComments']);
  const [season] = await t.db
    .insert(seasons)
    .values({ teamId: team._id, name: 'SS27' })
    .returning();
  const [navy] = await t.db
    .insert(colours)
    .values({ teamId: team._id, name: 'Navy', code: 'RV-NAVY', hexCode: '#000080' })
    .returning();
  const [gown] = await t.db
    .insert(products)
    .values({
      teamId: team._id,
      name: 'Rival gown',
      seasonId: season!.id,
      stage: 'sampling',
      deadline: '2020-01-01',
    })
    .returning();
  await t.db.insert(productColours).values({ productId: gown!.id, entryId: navy!.id });
  const [comment] = await t.db
    .insert(productComments)
    .values({
      productId: gown!.id,
      authorId: marco.user.id,
      text: 'Swap the buttons for gold ones.',
    })
    .returning();
  const [task] = await t.db
    .insert(tasks)
    .values({ teamId: team._id, title: 'Rival secret task', dueAt: new Date(Date.now() - DAY) })
    .returning();
  await t.db.insert(taskAssignees).values({ taskId: task!.id, userId: marco.user.id });
  rivalIds = [team._id, season!.id, navy!.id, gown!.id, comment!.id, task!.id, marco.user.id];
}

async function seedTeam() {
  owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner', planType: 'Teams' });
  teamId = (await makeTeam(t, owner, { name: 'Atelier North' }))._id;
  const marco = await makeUser(t, { firstName: 'Marco', lastName: 'Rossi' });
  const ines = await makeUser(t, { firstName: 'Ines', lastName: 'Duarte' });
  const pia = await makeUser(t, { firstName: 'Pia', lastName: 'Planner' });
  const teo = await makeUser(t, { firstName: 'Teo', lastName: 'Tailor' });
  for (const member of [marco, ines, pia, teo]) {
    await addMember(t, teamId, member.user.id, ['canViewProducts', 'canViewComments']);
  }
  askers = [owner, pia, teo];
  const byName = (rows: { id: string; name: string }[]) =>
    Object.fromEntries(rows.map((row) => [row.name, row.id]));
  const named = (names: string[]) => names.map((name) => ({ teamId, name }));
  const season = byName(
    await t.db
      .insert(seasons)
      .values(named(['SS27', 'AW27']))
      .returning(),
  );
  const category = byName(
    await t.db
      .insert(categories)
      .values(named(['Dresses', 'Outerwear']))
      .returning(),
  );
  const fabric = byName(
    await t.db
      .insert(fabrics)
      .values(named(['Linen', 'Silk', 'Wool']))
      .returning(),
  );
  const colourRows = await t.db
    .insert(colours)
    .values([
      { teamId, name: 'Navy', code: 'NV-01', hexCode: '#1F2A44' },
      { teamId, name: 'Ecru', code: 'EC-02', hexCode: '#F2EBDC' },
      { teamId, name: 'Rust', code: 'RS-03', hexCode: '#B7410E' },
    ])
    .returning();
  const colour = byName(colourRows);

  for (const [name, spec] of Object.entries(PRODUCTS) as [Name, (typeof PRODUCTS)[Name]][]) {
    const made = 'madeDaysAgo' in spec ? new Date(Date.now() - spec.madeDaysAgo * DAY) : new Date();
    const [row] = await t.db
      .insert(products)
      .values({
        teamId,
        name,
        stage: spec.stage,
        seasonId: season[spec.season],
        categoryId: 'category' in spec ? category[spec.category] : null,
        deadline: 'deadline' in spec ? spec.deadline : null,
        createdAt: made,
        updatedAt: made,
      })
      .returning();
    productIds[name] = row!.id;
    if ('fabric' in spec) {
      await t.db
        .insert(productFabrics)
        .values({ productId: row!.id, entryId: fabric[spec.fabric]! });
    }
    if ('colour' in spec) {
      await t.db
        .insert(productColours)
        .values({ productId: row!.id, entryId: colour[spec.colour]! });
    }
  }

  let minute = 0;
  const comment = (name: Name, author: User, text: string) =>
    t.db.insert(productComments).values({
      productId: productIds[name]!,
      authorId: author.user.id,
      text,
      createdAt: new Date(Date.now() - 60 * DAY + ++minute * 60_000),
    });
  await comment('Field parka', marco, 'Swap the buttons for horn ones.');
  await comment('Field parka', ines, 'Lengthen the sleeves by 2 cm.');
  await comment('Wrap dress', ines, 'We agreed on matte buttons, not shiny.');
  await comment('Field parka', marco, 'Can we add a storm flap?');
  await comment('Camp shirt', owner, 'Love the drape.');

  const task = async (
    title: string,
    who: User,
    status: 'todo' | 'in_progress' | 'done',
    dueInDays: number,
  ) => {
    const [row] = await t.db
      .insert(tasks)
      .values({
        teamId,
        title,
        status,
        createdBy: owner.user.id,
        dueAt: new Date(Date.now() + dueInDays * DAY),
      })
      .returning();
    await t.db.insert(taskAssignees).values({ taskId: row!.id, userId: who.user.id });
  };
  await task('Order horn buttons', marco, 'todo', -1);
  await task('Grade the parka pattern', ines, 'in_progress', 2);
  await task('Book the fit model', marco, 'done', -3);
}

async function conversationAbout(asker: User, about: Name | undefined) {
  const key = `${asker.user.id} ${about ?? ''}`;
  const known = conversations.get(key);
  if (known) return known;
  const res = await call(t, 'POST', 'aidesignmate', {
    token: asker.token,
    body: { teamId, ...(about ? { productId: productIds[about] } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = (res.body.data as DesignmateConversation)._id;
  conversations.set(key, id);
  return id;
}

async function ask(user: User, conversationId: string, text: string) {
  const res = await call(t, 'POST', `aidesignmate/${conversationId}/message`, {
    token: user.token,
    body: { text },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as DesignmateMessage;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedRival();
  await seedTeam();
});
afterAll(() => t.close());

const sorted = (items: readonly string[]) => [...items].sort();

describe('“Ask your data” without a model', () => {
  it('is asked at least 40 ways', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(40);
  });

  let turn = 0;
  it.each(PHRASINGS)('%s', async (question, expected) => {
    const asker = expected.byOwner ? owner : askers[turn++ % askers.length]!;
    const reply = await ask(asker, await conversationAbout(asker, expected.about), question);
    const seen = JSON.stringify(reply);
    expect(reply.skill, seen).toBe(expected.skill ?? 'ask');
    if (typeof expected.text === 'string') expect(reply.text).toBe(expected.text);
    if (expected.text instanceof RegExp) expect(reply.text).toMatch(expected.text);
    if (expected.rows) {
      expect(sorted(reply.table?.rows.map((row) => row.cells[0]!) ?? []), seen).toEqual(
        sorted(expected.rows),
      );
      for (const row of reply.table?.rows ?? []) expect(row.url).toMatch(/^\//u);
    }
    if (expected.changes) {
      expect(
        reply.changes?.map((change) => change.text),
        seen,
      ).toEqual(expected.changes);
    }
    // Nothing of the rival team, however the question reads.
    for (const id of rivalIds) expect(seen).not.toContain(id);
    expect(seen).not.toMatch(/Rival|gold ones|Bianchi/u);
  });

  it('reads comments only for those who may read them', async () => {
    const viewer = await makeUser(t, { firstName: 'Vera', lastName: 'Viewer' });
    await addMember(t, teamId, viewer.user.id, ['canViewProducts']);
    const res = await call(t, 'POST', 'aidesignmate', { token: viewer.token, body: { teamId } });
    const conversation = (res.body.data as DesignmateConversation)._id;

    const decided = await ask(viewer, conversation, 'What did we decide about the buttons?');
    expect(decided.text).toBe('No comment mentions “buttons”.');
    expect(decided.sources).toEqual([]);
    const said = await ask(viewer, conversation, 'What did Marco say?');
    expect(said.text).toBe('Marco Rossi wrote no comment.');
    // Their products they may see, combined as for anyone.
    const lateSs27 = await ask(viewer, conversation, 'Which SS27 products are late?');
    expect(lateSs27.table?.rows.map((row) => row.cells[0])).toEqual(['Camp shirt']);
  });
});

describe('a rival team asking the same', () => {
  it('never sees this team’s products, people or comments', async () => {
    const rivalOwner = await makeUser(t, {
      firstName: 'Rafa',
      lastName: 'Other',
      planType: 'Teams',
    });
    const rivalTeam = await makeTeam(t, rivalOwner, { name: `Other ${randomUUID().slice(0, 4)}` });
    const res = await call(t, 'POST', 'aidesignmate', {
      token: rivalOwner.token,
      body: { teamId: rivalTeam._id },
    });
    const conversation = (res.body.data as DesignmateConversation)._id;
    for (const question of [
      'How many products are in sampling?',
      'What did we decide about the buttons?',
      'What did Marco say?',
      'What colours are in our library?',
    ]) {
      const reply = await ask(rivalOwner, conversation, question);
      const seen = JSON.stringify(reply);
      for (const id of Object.values(productIds)) expect(seen).not.toContain(id);
      expect(seen).not.toMatch(/Field parka|Wrap dress|Camp shirt|Rossi|Navy|horn/u);
    }
  });
});
