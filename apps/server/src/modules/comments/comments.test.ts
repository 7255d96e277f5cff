import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionKey } from '@atelier/domain';
import { notifications } from '../../db/schema/index.ts';
import { addMember, call, makeProductWithImage, makeUser } from '../../test/factories.ts';
import { connect, flush, inbox, listen } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;
const COMMENTER: PermissionKey[] = ['canViewProducts', 'canViewComments', 'canAddComment'];

async function memberOf(teamId: string, keys: PermissionKey[]) {
  const member = await makeUser(t);
  await addMember(t, teamId, member.user.id, keys);
  return member;
}

const productWithImage = (owner: User) => makeProductWithImage(t, owner);

const comment = (user: User, body: Record<string, unknown>, path = 'product/productComments') =>
  call(t, 'POST', path, { token: user.token, body });

describe('comments on a product', () => {
  it('are threads: added, replied to, edited and deleted by their author, and tell the creator', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await productWithImage(owner);
    const ana = await memberOf(team._id, COMMENTER);
    const ben = await memberOf(team._id, COMMENTER);

    const first = await comment(ana, { productId, text: '  Shorten the hem by 2 cm. ' });
    expect(first.status).toBe(201);
    expect(first.body.responseMessage).toBe('Comment added successfully.');
    expect(first.body.data).toMatchObject({
      text: 'Shorten the hem by 2 cm.',
      parentId: null,
      fileId: null,
      resolved: false,
      author: { _id: ana.user.id, name: 'Ada Lovelace' },
      policies: { reply: true, edit: true, delete: true, translate: false },
    });
    const notice = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.key, 'productComment')));
    expect(notice).toHaveLength(1);

    const reply = await comment(ben, { productId, text: 'Agreed.', parentId: first.body.data._id });
    const replyToReply = await comment(ana, {
      productId,
      text: 'Done.',
      parentId: reply.body.data._id,
    });
    expect(replyToReply.body.data.parentId).toBe(first.body.data._id);

    const listed = await call(t, 'GET', `product/productComments?productId=${productId}`, {
      token: ben.token,
    });
    expect(listed.body.data.map((item: { text: string }) => item.text)).toEqual([
      'Shorten the hem by 2 cm.',
      'Agreed.',
      'Done.',
    ]);
    expect(listed.body.data[0].policies).toEqual({
      reply: true,
      edit: false,
      delete: false,
      translate: false,
    });

    const notMine = await call(t, 'PUT', `product/productComments/${first.body.data._id}`, {
      token: ben.token,
      body: { text: 'Hijacked' },
    });
    expect(notMine.status).toBe(403);
    expect(notMine.body.responseMessage).toBe('Ask for permission.');
    const edited = await call(t, 'PUT', `product/productComments/${first.body.data._id}`, {
      token: ana.token,
      body: { text: 'Shorten the hem by 3 cm.' },
    });
    expect(edited.body.responseMessage).toBe('Comment updated successfully.');
    expect(edited.body.data.editedAt).not.toBeNull();

    const deleted = await call(t, 'DELETE', `product/productComments/${reply.body.data._id}`, {
      token: ben.token,
    });
    expect(deleted.body.responseMessage).toBe('Comment deleted successfully.');
    // The team owner may delete anyone's: they may delete the product.
    const byOwner = await call(t, 'DELETE', `product/productComments/${first.body.data._id}`, {
      token: owner.token,
    });
    expect(byOwner.status).toBe(200);
  });

  it('follow the keys: no comments without canViewComments, none added without canAddComment', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await productWithImage(owner);
    await comment(owner, { productId, text: 'Internal note' });
    const reader = await memberOf(team._id, ['canViewProducts', 'canViewComments']);
    const blind = await memberOf(team._id, ['canViewProducts']);
    const outsider = await makeUser(t);

    const list = (user: User) =>
      call(t, 'GET', `product/productComments?productId=${productId}`, { token: user.token });
    expect((await list(reader)).body.data).toHaveLength(1);
    expect((await list(blind)).status).toBe(403);
    expect((await list(outsider)).status).toBe(404);
    const refused = await comment(reader, { productId, text: 'May I?' });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe('Ask for permission.');
    expect((await comment(outsider, { productId, text: 'Hello' })).status).toBe(404);
  });

  it('refuse empty, overlong and misplaced comments with a clear 400', async () => {
    const owner = await makeUser(t);
    const { productId } = await productWithImage(owner);
    const other = await productWithImage(owner);
    const elsewhere = await comment(owner, { productId: other.productId, text: 'There' });
    const cases: [Record<string, unknown>, string][] = [
      [{ productId, text: '   ' }, 'Comment text is required.'],
      [{ productId, text: 'x'.repeat(2001) }, 'Comments can be at most 2000 characters.'],
      [
        { productId, text: 'Hi', parentId: elsewhere.body.data._id },
        'Choose a comment of this product.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await comment(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
  });
});

describe('comments on an image', () => {
  it('pin to a point as fractions, resolve and reopen, and stay with their image', async () => {
    const owner = await makeUser(t);
    const { team, productId, imageId, textFileId } = await productWithImage(owner);
    const ana = await memberOf(team._id, COMMENTER);
    const pinned = await comment(
      ana,
      { productId, fileId: imageId, text: 'Move the pocket here', x: 0.25, y: 0.5 },
      'product/productImgComments',
    );
    expect(pinned.status).toBe(201);
    expect(pinned.body.data).toMatchObject({ fileId: imageId, x: 0.25, y: 0.5, resolved: false });

    for (const [body, field] of [
      [{ x: 1.5, y: 0.5 }, 'x'],
      [{ x: 0.5 }, 'x'],
      [{ x: -0.1, y: 0.2 }, 'x'],
    ] as const) {
      const res = await comment(
        ana,
        { productId, fileId: imageId, text: 'Off the image', ...body },
        'product/productImgComments',
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.errors[0].field).toBe(field);
    }
    const onText = await comment(
      ana,
      { productId, fileId: textFileId, text: 'Not an image' },
      'product/productImgComments',
    );
    expect(onText.status).toBe(400);
    expect(onText.body.responseMessage).toBe('Choose an image of this product.');

    const resolved = await call(t, 'PUT', `product/productImgComments/${pinned.body.data._id}`, {
      token: owner.token,
      body: { resolved: true },
    });
    expect(resolved.body).toMatchObject({
      responseMessage: 'Thread resolved.',
      data: { resolved: true },
    });
    const reopened = await call(t, 'PUT', `product/productImgComments/${pinned.body.data._id}`, {
      token: ana.token,
      body: { resolved: false },
    });
    expect(reopened.body.responseMessage).toBe('Thread reopened.');

    const onImage = await call(
      t,
      'GET',
      `product/getProductImgComments?productId=${productId}&fileId=${imageId}`,
      { token: ana.token },
    );
    expect(onImage.body.data).toHaveLength(1);
    const onProduct = await call(t, 'GET', `product/productComments?productId=${productId}`, {
      token: ana.token,
    });
    expect(onProduct.body.data).toEqual([]);
  });

  it("reach the team's open pages live, after commit", async () => {
    const owner = await makeUser(t);
    const { team, productId, imageId } = await productWithImage(owner);
    const ana = await memberOf(team._id, COMMENTER);
    const socket = await connect(url, ana.token);
    const heard = inbox(socket, 'commentChanged');
    try {
      const added = await comment(
        owner,
        { productId, fileId: imageId, text: 'Lining colour?', x: 0.1, y: 0.9 },
        'product/productImgComments',
      );
      await t.deliver();
      await flush(t, socket, ana.user.id);
      expect(heard).toEqual([
        {
          teamId: team._id,
          productId,
          fileId: imageId,
          commentId: added.body.data._id,
          change: 'created',
          shared: false,
        },
      ]);
    } finally {
      socket.close();
    }
  });
});
