/**
 * designmate for a supplier's person (issue 47 §1): their conversations, answered from what the
 * team shares with their supplier only — offline and through the AI provider, which is never sent
 * anything else (asserted on what the OpenAI fake received).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import type { DesignmateMessage } from '@atelier/domain';
import { supplierPeople } from '../../db/schema/index.ts';
import { startFakeOpenAi, type FakeReply } from '../../test/fake-openai.ts';
import {
  addSupplierPerson,
  call,
  makeTeam,
  makeUser,
  multipartForm,
  PNG,
} from '../../test/factories.ts';
import { LETTERS, measurementStudio, type Person } from '../../test/measurements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let script: (n: number) => FakeReply = () => ({ content: 'Hello.' });

beforeAll(async () => {
  fake = await startFakeOpenAi((_request, n) => script(n));
  t = await createTestApp({ AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '4000' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const INTERNAL = 'Our margin on this is thin, push the mill on price';
const SHARED = 'Please raise the collar stand by 0.5 cm';
const RIVAL_NOTE = 'Rival mill: quote the PP in organic cotton';

function ok<T>(res: { status: number; body: { data: T } }, status = 200): T {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data;
}

/**
 * A team whose "Linen shirt" (spec saved, revision A released) is made by the vendor's supplier
 * and by a rival supplier, each with a sample request; an internal and a shared comment on it;
 * "Silk gown" assigned to the rival only; and another team's product.
 */
async function studio() {
  const base = await measurementStudio(t);
  const { owner, team, productId, pom } = base;
  ok(
    await call(t, 'PUT', `product/${productId}/spec`, {
      token: owner.token,
      body: {
        revision: 0,
        unit: 'cm',
        sizes: LETTERS,
        baseSize: 'M',
        rows: [
          { pomId: pom('T01')._id, base: 70, gradeRule: 1.5, tolerance: { minus: 1, plus: 1 } },
        ],
      },
    }),
  );
  const released = ok<{ _id: string; revision: string }>(
    await call(t, 'POST', `product/${productId}/techpack`, {
      token: owner.token,
      body: { note: 'For proto' },
    }),
    201,
  );
  const gown = ok<{ _id: string }>(
    await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Silk gown' },
    }),
    201,
  );
  const vendor = await makeUser(t, { firstName: 'Wei', lastName: 'Chen' });
  const supplierId = await addSupplierPerson(t, team._id, vendor.user.id, [productId]);
  const rival = await makeUser(t);
  const rivalId = await addSupplierPerson(t, team._id, rival.user.id, [productId, gown._id]);
  const sample = (body: Record<string, unknown>) =>
    call(t, 'POST', `product/${productId}/samples`, {
      token: owner.token,
      body: { sizes: ['M'], quantity: 2, neededBy: '2099-03-01', ...body },
    });
  const asked = ok<{ _id: string }>(
    await sample({ supplierId, round: 'fit 1', techpackRevisionId: released._id }),
    201,
  );
  ok(await sample({ supplierId: rivalId, round: 'pp', note: RIVAL_NOTE }), 201);
  for (const [text, visibility] of [
    [INTERNAL, 'internal'],
    [SHARED, 'shared'],
  ] as const) {
    ok(
      await call(t, 'POST', 'product/productComments', {
        token: owner.token,
        body: { productId, text, visibility },
      }),
      201,
    );
  }
  const stranger = await makeUser(t);
  const theirs = await makeTeam(t, stranger);
  const foreign = ok<{ _id: string }>(
    await call(t, 'POST', 'product', {
      token: stranger.token,
      body: { teamId: theirs._id, name: 'Their secret coat' },
    }),
    201,
  );
  return { ...base, vendor, rival, sampleId: asked._id, gownId: gown._id, foreignId: foreign._id };
}

type Studio = Awaited<ReturnType<typeof studio>>;

async function conversation(person: Person, s: Studio, productId?: string) {
  return ok<{ _id: string }>(
    await call(t, 'POST', 'aidesignmate', {
      token: person.token,
      body: { teamId: s.team._id, ...(productId ? { productId } : {}) },
    }),
    201,
  )._id;
}

async function ask(person: Person, id: string, body: Record<string, unknown>) {
  return ok<DesignmateMessage>(
    await call(t, 'POST', `aidesignmate/${id}/message`, { token: person.token, body }),
    201,
  );
}

/** An offline answer (a named skill is answered by designmate's own skills, not the model). */
const offline = (person: Person, id: string, text: string) =>
  ask(person, id, { text, skill: 'ask' });

const cellsOf = (answer: DesignmateMessage) => answer.table?.rows.map((row) => row.cells) ?? [];

describe('designmate for a supplier’s person (issue 47 §1)', () => {
  it('keeps their own conversations in the team, about their products only', async () => {
    const s = await studio();
    const id = await conversation(s.vendor, s, s.productId);
    const mine = ok<{ _id: string }[]>(
      await call(t, 'GET', `aidesignmate?teamId=${s.team._id}`, { token: s.vendor.token }),
    );
    expect(mine.map((c) => c._id)).toEqual([id]);
    expect(
      (await call(t, 'GET', `aidesignmate/usage?teamId=${s.team._id}`, { token: s.vendor.token }))
        .status,
    ).toBe(200);
    // A product not assigned to them, or of another team, is not found, as an unknown id.
    for (const productId of [s.gownId, s.foreignId]) {
      const refused = await call(t, 'POST', 'aidesignmate', {
        token: s.vendor.token,
        body: { teamId: s.team._id, productId },
      });
      expect(refused.status).toBe(404);
      expect(refused.body.responseMessage).toBe(messages.noRecord);
      const named = await call(t, 'POST', `aidesignmate/${id}/message`, {
        token: s.vendor.token,
        body: { text: 'status?', productId, skill: 'ask' },
      });
      expect(named.status).toBe(404);
    }
    // Conversation history stays per person: the rival and the team's owner read 404.
    for (const other of [s.rival, s.owner]) {
      const read = await call(t, 'GET', `aidesignmate/${id}`, { token: other.token });
      expect(read.status).toBe(404);
    }
    // Images go to the team's storage for a palette: not a supplier's.
    const form = multipartForm([
      { field: 'files', fileName: 'swatch.png', content: PNG, mime: 'image/png' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/aidesignmate/${id}/upload`,
      headers: { ...form.headers, authorization: `Bearer ${s.vendor.token}` },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().responseMessage).toBe(messages.designmateNotForSuppliers);
    const attached = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: s.vendor.token,
      body: { text: 'palette', fileIds: [s.gownId] },
    });
    expect(attached.status).toBe(403);
    expect(attached.body.responseMessage).toBe(messages.designmateNotForSuppliers);
  });

  it('answers their sample request, the released revision and the shared thread, nothing else', async () => {
    const s = await studio();
    const id = await conversation(s.vendor, s, s.productId);

    const samples = await offline(s.vendor, id, 'What is the status of our sample?');
    expect(samples.text).toBe(messages.designmateSupplierSamples('Linen shirt', 1));
    expect(cellsOf(samples)).toEqual([
      ['Fit 1', 'Requested', expect.any(String), 'Revision A', '—'],
    ]);

    const techpack = await offline(s.vendor, id, 'Which tech pack revision do we follow?');
    expect(techpack.text).toBe(messages.designmateSupplierTechpack('Linen shirt', 'A'));

    const thread = await offline(s.vendor, id, 'What did the team say in the comments?');
    expect(thread.text).toBe(messages.designmateSupplierComments('Linen shirt', 1));
    expect(cellsOf(thread)).toEqual([['Olive Owner', SHARED]]);

    // The fit session's results, once the factory measured its sample: T01 at 72 is 2 cm over.
    expect((await offline(s.vendor, id, 'What were the fit results?')).text).toBe(
      messages.designmateSupplierNoFit('Linen shirt'),
    );
    ok(
      await call(t, 'PUT', `product/${s.productId}/samples/${s.sampleId}/measurements`, {
        token: s.vendor.token,
        body: { rows: [{ pomId: s.pom('T01')._id, value: 72 }] },
      }),
    );
    const fit = await offline(s.vendor, id, 'What were the fit results?');
    expect(fit.text).toBe(messages.designmateSupplierFit('Linen shirt', 'Fit 1', 1));
    expect(cellsOf(fit)).toEqual([
      [expect.stringMatching(/^T01 /), '70 cm', '72 cm', '2 cm', 'No'],
    ]);

    // What writes into the team (its library, the product's links) is not theirs either.
    for (const [path, body] of [
      ['palette', { to: 'library' }],
      ['apply', { kind: 'tag', _id: s.productId }],
    ] as const) {
      const wrote = await call(t, 'POST', `aidesignmate/${id}/messages/${fit._id}/${path}`, {
        token: s.vendor.token,
        body,
      });
      expect(wrote.status, path).toBe(403);
      expect(wrote.body.responseMessage, path).toBe(messages.designmateNotForSuppliers);
    }

    const changes = await ask(s.vendor, id, { text: 'What should we change?', skill: 'changes' });
    expect(changes.changes?.map((change) => change.text)).toEqual([
      'Raise the collar stand by 0.5 cm',
    ]);

    // Their answers stay readable to them (their product and shared comment are still theirs).
    const kept = ok<{ messages: DesignmateMessage[] }>(
      await call(t, 'GET', `aidesignmate/${id}`, { token: s.vendor.token }),
    );
    expect(kept.messages.filter((m) => m.role === 'assistant').map((m) => m.text)).not.toContain(
      messages.designmateAnswerHidden,
    );
    const everything = JSON.stringify(kept);
    expect(everything).not.toContain(INTERNAL);
    expect(everything).not.toContain(RIVAL_NOTE);
    expect(everything).not.toContain('PP');
  });

  it('says costs, internal comments, other suppliers and the team’s own work are not theirs, and never names a product not assigned', async () => {
    const s = await studio();
    const about = await conversation(s.vendor, s, s.productId);
    for (const question of [
      'What does the Linen shirt cost?',
      'What is the FOB price and margin?',
      'Show me the internal comments',
      'What did the other supplier quote for the PP sample?',
      'What tasks are due this week?',
      'Which fabrics are trending?',
      'What colours are in the library?',
    ]) {
      const answer = await offline(s.vendor, about, question);
      expect(answer.text, question).toBe(messages.designmateNotForSuppliers);
      expect(answer.sources, question).toEqual([]);
      expect(answer.table, question).toBeUndefined();
    }
    for (const skill of ['palette', 'tags', 'brief', 'spec'] as const) {
      const answer = await ask(s.vendor, about, { text: 'Go', skill });
      expect(answer.text, skill).toBe(messages.designmateNotForSuppliers);
    }
    // Words of an internal comment find nothing: its thread is the shared one.
    const internal = await offline(s.vendor, about, 'What did they say about the margin push?');
    expect(JSON.stringify(internal)).not.toContain(INTERNAL);

    // Without a product: their own products and requests, never the rival's gown or request.
    const open = await conversation(s.vendor, s);
    for (const question of [
      'What is the status of the Silk gown sample?',
      'Tell me about the Silk gown',
      'Which products are ours?',
    ]) {
      const answer = await offline(s.vendor, open, question);
      const said = JSON.stringify(answer);
      expect(said, question).not.toContain('Silk gown');
      expect(said, question).not.toContain(s.gownId);
      expect(said, question).not.toContain('Their secret coat');
      expect(said, question).not.toContain(RIVAL_NOTE);
      expect(cellsOf(answer)[0]?.[0], question).toBe('Linen shirt');
    }
    // The team's own people still have every skill.
    const team = await conversation(s.owner, s, s.productId);
    const theirs = await offline(s.owner, team, 'What did the team say about the margin?');
    expect(theirs.sources.filter((source) => source.kind === 'comment')).toHaveLength(1);
  });

  it('offers the provider their tools alone, and sends it nothing a supplier may not see', async () => {
    const s = await studio();
    const id = await conversation(s.vendor, s, s.productId);
    script = (n) =>
      n === 1
        ? {
            toolCalls: [
              {
                name: 'ask_team_data',
                arguments: { question: 'What is the status of the sample?' },
              },
              { name: 'ask_team_data', arguments: { question: 'What did the team say?' } },
              { name: 'ask_team_data', arguments: { question: 'What does it cost?' } },
              { name: 'palette', arguments: {} },
              { name: 'write_brief', arguments: { prompt: 'Summer capsule' } },
              { name: 'check_spec', arguments: {} },
            ],
          }
        : { content: 'Your Fit 1 sample is requested for 1 March 2099.' };
    const reply = await ask(s.vendor, id, { text: 'Where are we on the Linen shirt?' });
    expect(reply.text).toBe('Your Fit 1 sample is requested for 1 March 2099.');

    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]!.tools?.map((tool) => tool.function.name)).toEqual([
      'ask_team_data',
      'change_list',
    ]);
    expect(fake.requests[0]!.messages[0]!.content).toContain('supplier');
    const sent = JSON.stringify(fake.requests);
    expect(sent).toContain('Fit 1');
    expect(sent).toContain(SHARED);
    expect(sent).toContain(messages.designmateNotForSuppliers);
    expect(sent).toContain('unknown tool palette');
    expect(sent).toContain('unknown tool write_brief');
    expect(sent).toContain('unknown tool check_spec');
    for (const secret of [INTERNAL, RIVAL_NOTE, 'Silk gown', 'Their secret coat', 'PP']) {
      expect(sent, secret).not.toContain(secret);
    }
    // A tool naming a product not assigned reads nothing of it.
    fake.requests.length = 0;
    script = (n) =>
      n === 1
        ? { toolCalls: [{ name: 'change_list', arguments: { product: 'Silk gown' } }] }
        : { content: 'I can only see your products.' };
    const open = await conversation(s.vendor, s);
    await ask(s.vendor, open, { text: 'What changes were asked on the Silk gown?' });
    const second = JSON.stringify(fake.requests.slice(1));
    expect(second).not.toContain(s.gownId);
    expect(second).not.toContain(RIVAL_NOTE);
    expect(second).not.toContain(INTERNAL);
  });

  it('hides what they were told once the product is taken from them, and shuts a blocked person out', async () => {
    const s = await studio();
    const id = await conversation(s.vendor, s, s.productId);
    await offline(s.vendor, id, 'What did the team say in the comments?');
    ok(
      await call(t, 'PUT', `product/${s.productId}/suppliers`, {
        token: s.owner.token,
        body: { supplierIds: [] },
      }),
    );
    const read = ok<{ messages: DesignmateMessage[] }>(
      await call(t, 'GET', `aidesignmate/${id}`, { token: s.vendor.token }),
    );
    const answer = read.messages.find((m) => m.role === 'assistant')!;
    expect(answer.text).toBe(messages.designmateAnswerHidden);
    expect(JSON.stringify(read)).not.toContain(SHARED);
    const again = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: s.vendor.token,
      body: { text: 'And now?', skill: 'ask' },
    });
    expect(again.status).toBe(404);
    expect(
      ok<{ _id: string }[]>(
        await call(t, 'GET', `aidesignmate?teamId=${s.team._id}`, { token: s.rival.token }),
      ),
    ).toEqual([]);

    await t.db
      .update(supplierPeople)
      .set({ status: 'blocked' })
      .where(eq(supplierPeople.userId, s.vendor.user.id));
    for (const res of [
      await call(t, 'GET', `aidesignmate/${id}`, { token: s.vendor.token }),
      await call(t, 'GET', `aidesignmate?teamId=${s.team._id}`, { token: s.vendor.token }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.responseMessage).toBe(messages.blockedFromTeam);
    }
  });
});
