import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import type { CommentTranslation, ProductComment } from '@atelier/domain';
import { addSupplierPerson, call, makeTeam, makeUser } from '../../test/factories.ts';
import { startFakeOpenAi, type FakeReply } from '../../test/fake-openai.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let plain: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let next: FakeReply = { content: '请在裁剪前确认亚麻的颜色' };

beforeAll(async () => {
  fake = await startFakeOpenAi(() => next);
  t = await createTestApp({ AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2000' });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  next = { content: '请在裁剪前确认亚麻的颜色' };
});

/** A product with an internal and a shared comment, its owner and its supplier's person. */
async function thread(app: TestApp) {
  const owner = await makeUser(app);
  const team = await makeTeam(app, owner);
  const made = await call(app, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: 'Linen shirt' },
  });
  const productId = made.body.data._id as string;
  const post = async (text: string, visibility: string) =>
    (
      await call(app, 'POST', 'product/productComments', {
        token: owner.token,
        body: { productId, text, visibility },
      })
    ).body.data as ProductComment;
  const internal = await post('Lucky quoted too high', 'internal');
  const shared = await post('Please confirm the linen shade before cutting', 'shared');
  const vendor = await makeUser(app);
  await addSupplierPerson(app, team._id, vendor.user.id, [productId]);
  ok(
    await call(app, 'PUT', 'generalSetting', {
      token: vendor.token,
      body: { language: 'zh-Hans' },
    }),
  );
  return { owner, vendor, productId, internal, shared };
}

function ok<T>(res: { status: number; body: { data: T } }, status = 200): T {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data;
}

const translate = (app: TestApp, token: string, id: string, body: unknown = {}) =>
  call(app, 'POST', `product/productComments/${id}/translation`, { token, body });

describe('comment translation (issue 47 §5)', () => {
  it('translates a shared comment into the reader’s language, once, until it is edited', async () => {
    const { vendor, owner, productId, shared } = await thread(t);
    const listed = ok<ProductComment[]>(
      await call(t, 'GET', `product/productComments?productId=${productId}`, {
        token: vendor.token,
      }),
    );
    expect(listed.map((comment) => comment.policies.translate)).toEqual([true]);

    const res = await translate(t, vendor.token, shared._id);
    expect(res.body.responseMessage).toBe(messages.commentTranslated);
    expect(ok<CommentTranslation>(res)).toEqual({
      commentId: shared._id,
      language: 'zh-Hans',
      text: '请在裁剪前确认亚麻的颜色',
      unchanged: false,
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.messages[0]!.content).toContain('Simplified Chinese');
    expect(fake.requests[0]!.messages[1]!.content).toBe(
      'Please confirm the linen shade before cutting',
    );
    // Kept: the next reader of that language waits for nothing.
    ok(await translate(t, vendor.token, shared._id));
    expect(fake.requests).toHaveLength(1);
    // An edit makes it stale.
    ok(
      await call(t, 'PUT', `product/productComments/${shared._id}`, {
        token: owner.token,
        body: { text: 'Please confirm the linen shade today' },
      }),
    );
    next = { content: '请今天确认亚麻的颜色' };
    expect(ok<CommentTranslation>(await translate(t, vendor.token, shared._id)).text).toBe(
      '请今天确认亚麻的颜色',
    );
    expect(fake.requests).toHaveLength(2);
  });

  it('says when the text already reads in the language asked for', async () => {
    const { owner, shared } = await thread(t);
    next = { content: '<<SAME>>' };
    expect(
      ok<CommentTranslation>(await translate(t, owner.token, shared._id, { language: 'en' })),
    ).toMatchObject({
      language: 'en',
      text: 'Please confirm the linen shade before cutting',
      unchanged: true,
    });
  });

  it('refuses what the reader may not read, a bad language and a failing provider', async () => {
    const { vendor, owner, internal, shared } = await thread(t);
    const hidden = await translate(t, vendor.token, internal._id);
    expect(hidden.status).toBe(404);
    const outsider = await makeUser(t);
    expect((await translate(t, outsider.token, shared._id)).status).toBe(404);
    const bad = await translate(t, owner.token, shared._id, { language: 'zh-Hant' });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe(messages.languageInvalid);
    next = { status: 500, body: '{"error":{"message":"down"}}' };
    const down = await translate(t, owner.token, shared._id, { language: 'fr' });
    expect(down.status).toBe(503);
    expect(down.body.responseMessage).toBe(messages.translationUnavailable);
    expect(fake.requests).toHaveLength(1);
  });

  it('is not offered without an AI provider', async () => {
    const { owner, productId, shared } = await thread(plain);
    const listed = ok<ProductComment[]>(
      await call(plain, 'GET', `product/productComments?productId=${productId}`, {
        token: owner.token,
      }),
    );
    expect(listed.every((comment) => !comment.policies.translate)).toBe(true);
    const res = await translate(plain, owner.token, shared._id);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.translationOff);
  });
});
