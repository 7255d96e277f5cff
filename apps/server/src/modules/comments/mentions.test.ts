import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionKey } from '@atelier/domain';
import { notifications } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;
const COMMENTER: PermissionKey[] = ['canViewProducts', 'canViewComments', 'canAddComment'];

async function memberOf(
  teamId: string,
  keys: PermissionKey[],
  firstName: string,
  status: 'active' | 'blocked' = 'active',
) {
  const member = await makeUser(t, { firstName, lastName: 'Ito' });
  await addMember(t, teamId, member.user.id, keys, status);
  return member;
}

/** A team owned by Rei with a product, and Ana who comments on it. */
async function world() {
  const owner = await makeUser(t, { firstName: 'Rei', lastName: 'Kawakubo' });
  const team = await makeTeam(t, owner);
  const created = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: 'Pleated skirt' },
  });
  const productId = created.body.data._id as string;
  const ana = await memberOf(team._id, COMMENTER, 'Ana');
  return { owner, team, productId, ana };
}

const comment = (user: User, body: Record<string, unknown>, path = 'product/productComments') =>
  call(t, 'POST', path, { token: user.token, body });

const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, 'productComment')));

describe('@mentions in comments', () => {
  it('notify the member mentioned, keep them with the comment and show their names', async () => {
    const { owner, team, productId, ana } = await world();
    const ben = await memberOf(team._id, ['canViewProducts', 'canViewComments'], 'Ben');

    const added = await comment(ana, {
      productId,
      text: '@Ben Ito please check the hem.',
      mentions: [ben.user.id, ben.user.id],
    });
    expect(added.status).toBe(201);
    expect(added.body.data.mentions).toEqual([{ _id: ben.user.id, name: 'Ben Ito' }]);

    const [notice, ...more] = await noticesOf(ben.user.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      message: 'Ana Ito mentioned you on Pleated skirt.',
      productId,
      actorId: ana.user.id,
      payload: { commentId: added.body.data._id, mentioned: true },
    });
    // The creator, not mentioned, hears of the comment as before.
    expect((await noticesOf(owner.user.id)).map((row) => row.message)).toEqual([
      'Ana Ito commented on Pleated skirt.',
    ]);

    const listed = await call(t, 'GET', `product/productComments?productId=${productId}`, {
      token: ben.token,
    });
    expect(listed.body.data[0].mentions).toEqual([{ _id: ben.user.id, name: 'Ben Ito' }]);
  });

  it('e-mail the mention to whoever switched product comments on', async () => {
    const { team, productId, ana } = await world();
    const ben = await memberOf(team._id, COMMENTER, 'Ben');
    await call(t, 'PUT', 'notificationSetting', {
      token: ben.token,
      body: {
        items: [{ key: 'projectComments', itemActions: { emailEnable: true, webEnable: false } }],
      },
    });
    await comment(ana, { productId, text: '@Ben Ito ?', mentions: [ben.user.id] });
    await t.deliver();
    expect(t.mails.filter((mail) => mail.to === ben.user.email)).toEqual([
      expect.objectContaining({ subject: 'Atelier: Ana Ito mentioned you on Pleated skirt.' }),
    ]);
  });

  it('give the product creator one notice, as a mention, and never notify the author', async () => {
    const { owner, productId, ana } = await world();
    const added = await comment(ana, {
      productId,
      text: '@Rei Kawakubo @Ana Ito',
      mentions: [owner.user.id, ana.user.id],
    });
    expect(added.body.data.mentions.map((item: { name: string }) => item.name)).toEqual([
      'Rei Kawakubo',
      'Ana Ito',
    ]);
    expect((await noticesOf(owner.user.id)).map((row) => row.message)).toEqual([
      'Ana Ito mentioned you on Pleated skirt.',
    ]);
    expect(await noticesOf(ana.user.id)).toEqual([]);
  });

  it('drop outsiders, blocked members and members who cannot read comments, silently', async () => {
    const { owner, team, productId, ana } = await world();
    const outsider = await makeUser(t, { firstName: 'Olga' });
    const blocked = await memberOf(team._id, COMMENTER, 'Bea', 'blocked');
    const blind = await memberOf(team._id, ['canViewProducts', 'canAddComment'], 'Cy');
    const productless = await memberOf(team._id, ['canViewComments'], 'Dee');
    const dropped = [outsider, blocked, blind, productless].map((user) => user.user.id);

    const added = await comment(ana, {
      productId,
      text: 'Hello all',
      mentions: [...dropped, randomUUID(), owner.user.id],
    });
    expect(added.status).toBe(201);
    expect(added.body.data.mentions).toEqual([{ _id: owner.user.id, name: 'Rei Kawakubo' }]);
    for (const id of dropped) expect(await noticesOf(id)).toEqual([]);

    const mentionable = await call(t, 'GET', `product/mentionable?productId=${productId}`, {
      token: ana.token,
    });
    expect(mentionable.status).toBe(200);
    expect(mentionable.body.data.map((item: { _id: string }) => item._id).sort()).toEqual(
      [ana.user.id, owner.user.id].sort(),
    );
    const asBlind = await call(t, 'GET', `product/mentionable?productId=${productId}`, {
      token: blind.token,
    });
    expect(asBlind.status).toBe(403);
    const asOutsider = await call(t, 'GET', `product/mentionable?productId=${productId}`, {
      token: outsider.token,
    });
    expect(asOutsider.status).toBe(404);
  });

  it('on an edit notify only the people newly mentioned, and follow the text', async () => {
    const { team, productId, ana } = await world();
    const ben = await memberOf(team._id, COMMENTER, 'Ben');
    const cleo = await memberOf(team._id, COMMENTER, 'Cleo');
    const added = await comment(ana, { productId, text: '@Ben Ito', mentions: [ben.user.id] });
    const id = added.body.data._id as string;

    const edited = await call(t, 'PUT', `product/productComments/${id}`, {
      token: ana.token,
      body: { text: '@Ben Ito @Cleo Ito', mentions: [ben.user.id, cleo.user.id] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.mentions.map((item: { _id: string }) => item._id)).toEqual([
      ben.user.id,
      cleo.user.id,
    ]);
    expect(await noticesOf(ben.user.id)).toHaveLength(1);
    expect(await noticesOf(cleo.user.id)).toHaveLength(1);

    // Resolving leaves the mentions; a new text without them clears them.
    const resolved = await call(t, 'PUT', `product/productComments/${id}`, {
      token: ana.token,
      body: { resolved: true },
    });
    expect(resolved.body.data.mentions).toHaveLength(2);
    const plain = await call(t, 'PUT', `product/productComments/${id}`, {
      token: ana.token,
      body: { text: 'No one in particular' },
    });
    expect(plain.body.data.mentions).toEqual([]);
  });

  it('work on image comments too', async () => {
    const { owner, team, productId, ana } = await world();
    const ben = await memberOf(team._id, COMMENTER, 'Ben');
    const form = multipartForm([
      { field: 'productId', value: productId },
      { field: 'files', fileName: 'front.png', content: PNG },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fileUpload',
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    const imageId = uploaded.json().data[0]._id as string;
    const added = await comment(
      ana,
      {
        productId,
        fileId: imageId,
        text: '@Ben Ito here',
        x: 0.5,
        y: 0.5,
        mentions: [ben.user.id],
      },
      'product/productImgComments',
    );
    expect(added.status).toBe(201);
    expect(added.body.data.mentions).toEqual([{ _id: ben.user.id, name: 'Ben Ito' }]);
    const [notice] = await noticesOf(ben.user.id);
    expect(notice).toMatchObject({ imgId: imageId, productId });
  });

  it('refuse ids that are not ids, too many, or mentions without a text, with a clear 400', async () => {
    const { productId, ana } = await world();
    const id = (await comment(ana, { productId, text: 'First' })).body.data._id as string;
    const many = Array.from({ length: 21 }, () => randomUUID());
    const cases: [string, 'POST' | 'PUT', Record<string, unknown>, string][] = [
      [
        'product/productComments',
        'POST',
        { productId, text: 'Hi', mentions: ['ben'] },
        'Mention people from the list of team members.',
      ],
      [
        'product/productComments',
        'POST',
        { productId, text: 'Hi', mentions: 'ben' },
        'Mention people from the list of team members.',
      ],
      [
        'product/productComments',
        'POST',
        { productId, text: 'Hi', mentions: many },
        'Mention at most 20 people in a comment.',
      ],
      [
        `product/productComments/${id}`,
        'PUT',
        { text: 'Hi', mentions: many },
        'Mention at most 20 people in a comment.',
      ],
      [
        `product/productComments/${id}`,
        'PUT',
        { resolved: true, mentions: [] },
        'Send mentions with the comment text.',
      ],
    ];
    for (const [path, method, body, message] of cases) {
      const res = await call(t, method, path, { token: ana.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
      expect(res.body.data.errors[0].field).toMatch(/^mentions/);
    }
  });
});
