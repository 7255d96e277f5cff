import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DesignmateMessage } from '@atelier/domain';
import { designmateMessages, products } from '../../db/schema/index.ts';
import { startFakeOpenAi, type FakeReply } from '../../test/fake-openai.ts';
import { call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let script: (n: number) => FakeReply = () => ({ content: 'Hello.' });

beforeAll(async () => {
  fake = await startFakeOpenAi((_request, n) => script(n));
  t = await createTestApp({ AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '500' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function setUp() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner, { name: 'Atelier Nord' });
  const [late] = await t.db
    .insert(products)
    .values({ teamId: team._id, name: 'Linen shirt', deadline: '2020-03-01' })
    .returning();
  const other = await makeUser(t);
  const theirs = await makeTeam(t, other);
  await t.db
    .insert(products)
    .values({ teamId: theirs._id, name: 'Their secret gown', deadline: '2020-03-01' });
  const made = await call(t, 'POST', 'aidesignmate', {
    token: owner.token,
    body: { teamId: team._id },
  });
  return { owner, late: late!, id: made.body.data._id as string, otherTeam: theirs };
}

async function ask(token: string, id: string, body: Record<string, unknown>) {
  const res = await call(t, 'POST', `aidesignmate/${id}/message`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as DesignmateMessage;
}

describe('designmate with a model', () => {
  it('converses through the skills as tools, from the user’s team only, and counts its tokens', async () => {
    const { owner, late, id, otherTeam } = await setUp();
    script = (n) =>
      n === 1
        ? { toolCalls: [{ name: 'ask_team_data', arguments: { question: 'what is late?' } }] }
        : { content: 'One product is late: Linen shirt, due 1 March 2020.' };

    const reply = await ask(owner.token, id, {
      text: `What is late, here and in ${otherTeam.name}?`,
    });
    expect(reply.text).toBe('One product is late: Linen shirt, due 1 March 2020.');
    expect(reply.skill).toBe('ask');
    expect(reply.table?.rows.map((row) => row.cells[0])).toEqual(['Linen shirt']);
    expect(reply.sources).toContainEqual(
      expect.objectContaining({ kind: 'product', _id: late.id }),
    );

    // What went to the provider is shown on request: its instructions and each tool's result.
    expect(reply.sentToModel?.[0]).toContain('Atelier Nord');
    expect(reply.sentToModel?.[1]).toMatch(/^ask_team_data: .*Linen shirt/);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]!.model).toBe('fake-model');
    expect(fake.requests[0]!.tools?.map((tool) => tool.function.name)).toContain('palette');
    const sent = JSON.stringify(fake.requests);
    expect(sent).toContain('Linen shirt');
    expect(sent).not.toContain('Their secret gown');
    // Two calls of 120 tokens each, kept on the answer for the team's count.
    const rows = await t.db
      .select({ tokens: designmateMessages.tokens })
      .from(designmateMessages)
      .where(eq(designmateMessages.conversationId, id));
    expect(rows.reduce((sum, row) => sum + row.tokens, 0)).toBe(240);
  });

  it('falls back to the offline skills when the provider hangs, errs or talks nonsense', async () => {
    const { owner, id } = await setUp();
    const cases: [FakeReply, string][] = [
      [{ hang: true }, 'it took too long to answer'],
      [{ status: 429, body: '{"error":{"message":"slow down"}}' }, 'it is busy right now'],
      [{ status: 500, body: 'not json at all' }, 'it answered with an error'],
      [{ content: '   ' }, 'it answered with an error'],
    ];
    for (const [answer, why] of cases) {
      script = () => answer;
      const reply = await ask(owner.token, id, { text: 'What is late?' });
      expect(reply.text).toMatch(
        new RegExp(
          `^The AI service did not answer \\(${why}\\), so designmate’s own skills did: Late`,
        ),
      );
      expect(reply.table?.rows.map((row) => row.cells[0])).toEqual(['Linen shirt']);
      expect(JSON.stringify(reply)).not.toMatch(/slow down|stack|at .*\.ts/);
    }
  });

  it('leaves a named skill to itself, without asking the model', async () => {
    const { owner, id } = await setUp();
    const reply = await ask(owner.token, id, { text: 'What is late?', skill: 'ask' });
    expect(reply.text).toMatch(/^Late/);
    expect(fake.requests).toHaveLength(0);
  });
});
