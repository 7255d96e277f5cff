import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DesignmateMessage } from '@atelier/domain';
import { DESIGNMATE_MONTHLY_MESSAGES } from '@atelier/domain';
import { designmateConversations, designmateMessages, products } from '../../db/schema/index.ts';
import { startFakeOpenAi, type FakeReply } from '../../test/fake-openai.ts';
import { call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { ANSWER_TEXT_MAX, ANSWER_TOKENS, answerWithModel } from './model.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let script: (n: number) => FakeReply = () => ({ content: 'Hello.' });

beforeAll(async () => {
  fake = await startFakeOpenAi((_request, n) => script(n));
  // Long enough for two rounds of tool calls on a busy machine; the hang and stall tests wait it out.
  t = await createTestApp(
    { AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2000' },
    { logs: 'info' },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  t.logs.length = 0;
});

/** The app's address, listening from the first test that asks. */
let address: string | undefined;
const listening = async () => (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));

/** The log's lines of one kind of unseen failure (platform/failures.ts). */
const failuresLogged = (kind: string) => t.logs.filter((line) => line.failure === kind);

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

  it('logs each fallback once with its cause and a running count, a wrong key from the first', async () => {
    const { owner, id } = await setUp();
    script = () => ({ status: 401, body: '{"error":{"message":"Incorrect API key provided"}}' });
    await ask(owner.token, id, { text: 'What is late?' });
    await ask(owner.token, id, { text: 'What is late?' });
    const logged = failuresLogged('aiFallback');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 40,
      msg: 'designmate’s AI service failed; the offline skills answered',
      why: 'it refused the key it was given',
      err: { type: 'AuthenticationError', message: expect.stringContaining('Incorrect API key') },
    });
    expect((logged[1]!.count as number) - (logged[0]!.count as number)).toBe(1);
  });

  it('logs a tool that broke, while the model reads only that it failed', async () => {
    const { owner, id } = await setUp();
    const broken = new Error('palette worker crashed');
    const skills = {
      ask: () => Promise.reject(broken),
      changes: () => Promise.reject(broken),
      tags: () => Promise.reject(broken),
      brief: () => Promise.reject(broken),
      palette: () => Promise.reject(broken),
      spec: () => Promise.reject(broken),
    };
    script = (n) =>
      n === 1 ? { toolCalls: [{ name: 'palette', arguments: {} }] } : { content: 'No palette.' };
    const answer = await answerWithModel(
      t.app.ctx.config.ai!,
      skills,
      {
        ctx: t.app.ctx,
        user: owner.user,
        teamId: (await t.db.select().from(products).where(eq(products.name, 'Linen shirt')))[0]!
          .teamId,
        conversationId: id,
        text: 'Palette?',
        product: null,
        fileIds: [],
        dateFormat: 'dd-mm-yyyy',
        supplierId: null,
        teamName: 'Atelier Nord',
      },
      [],
    );
    expect(answer.text).toBe('No palette.');
    expect(fake.requests[1]!.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: '{"error":"failed"}',
    });
    expect(failuresLogged('aiTool')).toEqual([
      expect.objectContaining({
        level: 40,
        tool: 'palette',
        err: expect.objectContaining({ message: 'palette worker crashed' }),
      }),
    ]);
  });

  it('asks for a bounded answer, keeps at most 8,000 characters and sends a bounded history', async () => {
    const { owner, id } = await setUp();
    // A provider that ignores max_tokens and writes 24,000 characters.
    script = () => ({ content: 'lorem ipsum '.repeat(2_000) });
    const reply = await ask(owner.token, id, { text: 'Tell me everything.' });
    expect(fake.requests[0]).toMatchObject({ max_tokens: ANSWER_TOKENS });
    expect(reply.text.length).toBeLessThanOrEqual(ANSWER_TEXT_MAX + 1);
    expect(reply.text).toMatch(/^lorem ipsum lorem.*…$/);
    // An answer stored before the cap, 1 MB long, is not sent back whole either.
    await t.db.insert(designmateMessages).values({
      conversationId: id,
      teamId: (
        await t.db
          .select({ teamId: designmateConversations.teamId })
          .from(designmateConversations)
          .where(eq(designmateConversations.id, id))
      )[0]!.teamId,
      role: 'assistant',
      text: 'x'.repeat(1_000_000),
    });
    script = () => ({ content: 'Short.' });
    await ask(owner.token, id, { text: 'And now?' });
    const sent = fake.requests.at(-1)!;
    expect(JSON.stringify(sent.messages).length).toBeLessThan(20_000);
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'And now?' });
  });

  it('holds the monthly allowance when questions are sent at once', async () => {
    const { owner, id } = await setUp();
    const [conversation] = await t.db
      .select()
      .from(designmateConversations)
      .where(eq(designmateConversations.id, id));
    const allowed = DESIGNMATE_MONTHLY_MESSAGES.Free;
    await t.db.insert(designmateMessages).values(
      Array.from({ length: allowed - 2 }, () => ({
        conversationId: id,
        teamId: conversation!.teamId,
        role: 'user' as const,
        text: 'earlier',
      })),
    );
    script = () => ({ content: 'Nothing is late.' });
    const sent = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t, 'POST', `aidesignmate/${id}/message`, {
          token: owner.token,
          body: { text: 'What is late?' },
        }),
      ),
    );
    expect(sent.map((res) => res.status).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    expect(fake.requests).toHaveLength(2);
    const usage = await call(t, 'GET', `aidesignmate/usage?teamId=${conversation!.teamId}`, {
      token: owner.token,
    });
    expect(usage.body.data.questions).toBe(allowed);
  });

  it('falls back when the provider stalls half-way through a streamed answer', async () => {
    const { owner, id } = await setUp();
    script = () => ({ stall: 'Let me look at what is' });
    const reply = await ask(owner.token, id, { text: 'What is late?' });
    expect(reply.text).toMatch(/^The AI service did not answer \(it took too long to answer\)/);
  });

  it('leaves a named skill to itself, without asking the model', async () => {
    const { owner, id } = await setUp();
    const reply = await ask(owner.token, id, { text: 'What is late?', skill: 'ask' });
    expect(reply.text).toMatch(/^Late/);
    expect(fake.requests).toHaveLength(0);
  });
});

/** A streamed reply's server-sent events, in order. */
function eventsOf(body: string) {
  return body
    .split('\n\n')
    .filter((block) => block && !block.startsWith(':'))
    .map((block) => {
      const [event, data] = block.split('\n').map((line) => line.slice(line.indexOf(':') + 2));
      return { event: event!, data: JSON.parse(data!) as Record<string, unknown> };
    });
}

describe('designmate streamed', () => {
  it('streams the skill at work and the model’s words, then the answer kept for a plain read', async () => {
    const { owner, id } = await setUp();
    script = (n) =>
      n === 1
        ? { toolCalls: [{ name: 'ask_team_data', arguments: { question: 'what is late?' } }] }
        : { content: 'One product is late: Linen shirt.' };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/aidesignmate/${id}/message`,
      headers: { authorization: `Bearer ${owner.token}`, accept: 'text/event-stream' },
      payload: { text: 'What is late?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(res.body);
    expect(events[0]).toEqual({ event: 'skill', data: { skill: 'ask' } });
    const words = events.filter((e) => e.event === 'text').map((e) => e.data.text);
    expect(words.length).toBeGreaterThan(3);
    expect(words.join('')).toBe('One product is late: Linen shirt.');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ responseCode: 201, responseMessage: 'designmate answered.' });
    const answered = done.data.data as DesignmateMessage;
    expect(answered.table?.rows.map((row) => row.cells[0])).toEqual(['Linen shirt']);

    const read = await call(t, 'GET', `aidesignmate/${id}`, { token: owner.token });
    expect(read.body.data.messages.at(-1)).toEqual(answered);
  });

  it('streams an offline skill’s answer whole, and refuses before streaming', async () => {
    const { owner, id } = await setUp();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/aidesignmate/${id}/message`,
      headers: { authorization: `Bearer ${owner.token}`, accept: 'text/event-stream' },
      payload: { text: 'What is late?', skill: 'ask' },
    });
    expect(eventsOf(res.body).map((e) => e.event)).toEqual(['skill', 'text', 'done']);

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/aidesignmate/${id}/message`,
      headers: { authorization: `Bearer ${owner.token}`, accept: 'text/event-stream' },
      payload: { text: 'x'.repeat(100_000) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/json/);
  });

  it('sends its headers at once, and a stop before the first event is no failure', async () => {
    const { owner, id } = await setUp();
    script = () => ({ hang: true });
    const address = await listening();
    const stop = new AbortController();
    const res = await fetch(`${address}/api/v1/aidesignmate/${id}/message`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ text: 'What is late?' }),
      signal: stop.signal,
    });
    // The headers came before the provider said a word: it holds the question still.
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await expect.poll(() => fake.open()).toBe(1);
    stop.abort();
    await expect.poll(() => fake.open()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.logs.filter((line) => line.level >= 50)).toEqual([]);
    expect(failuresLogged('aiFallback')).toEqual([]);
    const read = await call(t, 'GET', `aidesignmate/${id}`, { token: owner.token });
    expect(read.body.data.messages).toEqual([]);
  });

  it('keeps nothing of an answer the asker stopped', async () => {
    const { owner, id } = await setUp();
    script = () => ({ stall: 'Let me look at what is' });
    const address = await listening();
    const stop = new AbortController();
    const res = await fetch(`${address}/api/v1/aidesignmate/${id}/message`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ text: 'What is late?' }),
      signal: stop.signal,
    });
    const reader = res.body!.getReader();
    let received = '';
    while (!received.includes('event: text')) {
      received += new TextDecoder().decode((await reader.read()).value);
    }
    stop.abort();
    await expect.poll(() => fake.requests.length).toBe(1);
    // The server stopped the provider's stream, and kept no question nor answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const read = await call(t, 'GET', `aidesignmate/${id}`, { token: owner.token });
    expect(read.body.data.messages).toEqual([]);
    expect(fake.open()).toBe(0);
  });
});
