import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionKey } from '@atelier/domain';
import { notifications, shareLinks } from '../../db/schema/index.ts';
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
const SHARER: PermissionKey[] = ['canViewProducts', 'canShareProduct'];

async function memberOf(teamId: string, keys: PermissionKey[]) {
  const member = await makeUser(t);
  await addMember(t, teamId, member.user.id, keys);
  return member;
}

async function share(user: User, productId: string, action: string, extra = {}) {
  return call(t, 'POST', 'product/shareProduct', {
    token: user.token,
    body: { productId, action, ...extra },
  });
}

/** A shared product: its owner, team, image and a fresh link of `action`. */
async function sharedProduct(action: 'view' | 'can-comment-and-view') {
  const owner = await makeUser(t);
  const made = await makeProductWithImage(t, owner);
  const link = await share(owner, made.productId, action);
  expect(link.status).toBe(201);
  return { owner, ...made, link: link.body.data as { _id: string; token: string; url: string } };
}

const visit = (path: string) => call(t, 'GET', path);
const visitorComment = (body: Record<string, unknown>, path = 'product/productCommentsNoAuth') =>
  call(t, 'POST', path, { body });

describe('sharing a product by link', () => {
  it("answers { url, token } in SPEC's route shape and lists the link on the product", async () => {
    const owner = await makeUser(t);
    const { team, productId } = await makeProductWithImage(t, owner);
    const res = await share(owner, productId, 'can-comment-and-view');
    expect(res.status).toBe(201);
    expect(res.body.responseMessage).toBe('Share link created.');
    const { url: link, token } = res.body.data;
    const address = new URL(link);
    expect(address.pathname).toBe(
      `/ProductDetailLinkShare/${productId}/${team._id}/can-comment-and-view`,
    );
    expect(address.searchParams.get('sharedby')).toBe('Ada Lovelace');
    expect(address.searchParams.get('token')).toBe(token);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[0-9a-f]{64}$/);

    const listed = await call(t, 'GET', `product/shareProduct?productId=${productId}`, {
      token: owner.token,
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ _id: res.body.data._id, url: link, email: null, expiresAt: null }),
    ]);
  });

  it('is for the owner and members holding canShareProduct; others are refused', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await makeProductWithImage(t, owner);
    const sharer = await memberOf(team._id, SHARER);
    const viewer = await memberOf(team._id, ['canViewProducts']);
    const outsider = await makeUser(t);

    expect((await share(sharer, productId, 'view')).status).toBe(201);
    const refused = await share(viewer, productId, 'view');
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe('Ask for permission.');
    expect((await share(outsider, productId, 'view')).status).toBe(404);
    const listing = await call(t, 'GET', `product/shareProduct?productId=${productId}`, {
      token: viewer.token,
    });
    expect(listing.status).toBe(403);

    // The creator hears that someone else shared their product.
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.key, 'shareProduct')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toBe('Ada Lovelace shared Pleated skirt.');
  });

  it.each([
    [{ action: 'edit' }, 'Choose view or can-comment-and-view.'],
    [
      { action: 'view', expiresAt: '2020-01-01T00:00:00Z' },
      'Choose an expiry date in the future, at most a year from now.',
    ],
    [
      { action: 'view', expiresAt: 'tomorrow' },
      'Choose an expiry date in the future, at most a year from now.',
    ],
    [
      { action: 'view', expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString() },
      'Choose an expiry date in the future, at most a year from now.',
    ],
  ])('refuses %j with a clear 400', async (extra, message) => {
    const owner = await makeUser(t);
    const { productId } = await makeProductWithImage(t, owner);
    const res = await call(t, 'POST', 'product/shareProduct', {
      token: owner.token,
      body: { productId, ...extra },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.productId, productId))).toEqual(
      [],
    );
  });
});

describe('sharing a product by e-mail', () => {
  it('e-mails its own link to each address and answers invitation sent', async () => {
    const owner = await makeUser(t);
    const { productId } = await makeProductWithImage(t, owner);
    const res = await call(t, 'POST', 'product/shareWithEmail', {
      token: owner.token,
      body: {
        productId,
        action: 'view',
        emails: ['Supplier@Mill.example', 'client@shop.example'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.responseMessage).toBe('Invitation sent successfully.');
    expect(res.body.data.map((link: { email: string }) => link.email).sort()).toEqual([
      'client@shop.example',
      'supplier@mill.example',
    ]);
    await t.deliver();
    const mail = t.mails.findLast((message) => message.to === 'supplier@mill.example');
    expect(mail?.subject).toBe('A design was shared with you on Atelier: Pleated skirt');
    const token = mail?.text?.match(/[?&]token=([\w.-]+)/)?.[1];
    expect(token).toBeDefined();
    const opened = await visit(`shareProductLink?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.action).toBe('view');
  });

  it('refuses a bad address or none, sending nothing', async () => {
    const owner = await makeUser(t);
    const { productId } = await makeProductWithImage(t, owner);
    for (const emails of [[], ['not-an-address']]) {
      const res = await call(t, 'POST', 'product/shareWithEmail', {
        token: owner.token,
        body: { productId, action: 'view', emails },
      });
      expect(res.status).toBe(400);
    }
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.productId, productId))).toEqual(
      [],
    );
  });
});

describe("a share link's visitor", () => {
  it('opens the product and its files, and the first five faces of its team', async () => {
    const { owner, team, productId, imageId, link } = await sharedProduct('view');
    for (let i = 0; i < 6; i += 1) await memberOf(team._id, ['canViewProducts']);
    const opened = await visit(`shareProductLink?token=${link.token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      action: 'view',
      product: {
        _id: productId,
        name: 'Pleated skirt',
        policies: {
          comment: false,
          viewComments: true,
          edit: false,
          share: false,
          viewCosts: false,
        },
      },
      team: { _id: team._id, name: team.name },
    });
    const files = opened.body.data.files as { _id: string; url: string }[];
    expect(files.map((file) => file._id)).toContain(imageId);
    const image = files.find((file) => file._id === imageId)!;
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(image.url, 'http://x').pathname + new URL(image.url, 'http://x').search,
    });
    expect(served.statusCode).toBe(200);

    const faces = await visit(`teamuserdetails/${team._id}?token=${link.token}`);
    expect(faces.status).toBe(200);
    expect(faces.body.data.teamMembers).toHaveLength(5);
    expect(faces.body.data.teamMembers[0]).toEqual({
      _id: owner.user.id,
      name: 'Ada Lovelace',
      profilePicture: null,
    });
  });

  it('comments under a name with a can-comment-and-view link; the team hears it live', async () => {
    const { owner, team, productId, imageId, link } = await sharedProduct('can-comment-and-view');
    const member = await memberOf(team._id, ['canViewProducts', 'canViewComments']);
    const blind = await memberOf(team._id, ['canViewProducts']);
    const socket = await connect(url, member.token);
    const blindSocket = await connect(url, blind.token);
    const heard = inbox(socket, 'commentChanged');
    const blindHeard = inbox(blindSocket, 'commentChanged');
    try {
      const added = await visitorComment({
        token: link.token,
        name: ' Mill QA ',
        text: 'Fabric in stock.',
      });
      expect(added.status).toBe(201);
      expect(added.body.data).toMatchObject({
        text: 'Fabric in stock.',
        author: { _id: null, name: 'Mill QA', guest: true },
        policies: { reply: true, edit: false, delete: false, translate: false },
      });
      const pinned = await visitorComment(
        { token: link.token, name: 'Mill QA', fileId: imageId, text: 'Seam here', x: 0.25, y: 0.5 },
        'product/productImgCommentsNonAuth',
      );
      expect(pinned.status).toBe(201);
      expect(pinned.body.data).toMatchObject({ x: 0.25, y: 0.5, fileId: imageId });

      await t.deliver();
      await flush(t, socket, member.user.id);
      await flush(t, blindSocket, blind.user.id);
      expect(heard.map((event) => event.commentId)).toEqual([
        added.body.data._id,
        pinned.body.data._id,
      ]);
      expect(blindHeard).toEqual([]);
    } finally {
      socket.close();
      blindSocket.close();
    }

    const onImage = await visit(
      `product/getProductImgCommentsNonAuth?token=${link.token}&fileId=${imageId}`,
    );
    expect(onImage.body.data).toHaveLength(1);
    const forTeam = await call(t, 'GET', `product/productComments?productId=${productId}`, {
      token: member.token,
    });
    expect(forTeam.body.data[0].author).toMatchObject({ name: 'Mill QA', guest: true });
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.key, 'productComment')));
    expect(notices.map((notice) => notice.message)).toContain(
      'Mill QA (guest) commented on Pleated skirt.',
    );
  });

  it('cannot comment with a view link, nor without a name or outside the image', async () => {
    const view = await sharedProduct('view');
    const refused = await visitorComment({ token: view.link.token, name: 'Mill', text: 'Hi' });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe('Ask for permission.');

    const talk = await sharedProduct('can-comment-and-view');
    const nameless = await visitorComment({ token: talk.link.token, name: ' ', text: 'Hi' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.responseMessage).toBe('Enter your name so the team knows who commented.');
    const outside = await visitorComment(
      { token: talk.link.token, name: 'Mill', fileId: talk.imageId, text: 'Hi', x: 1.5, y: 0.2 },
      'product/productImgCommentsNonAuth',
    );
    expect(outside.status).toBe(400);
    const otherFile = await visitorComment(
      { token: talk.link.token, name: 'Mill', fileId: view.imageId, text: 'Hi' },
      'product/productImgCommentsNonAuth',
    );
    expect(otherFile.status).toBe(400);
    expect(otherFile.body.responseMessage).toBe('Choose an image of this product.');
  });
});

describe('tampering with a share link', () => {
  it('refuses random, altered, revoked and expired tokens with the same 404', async () => {
    const { owner, team, link } = await sharedProduct('can-comment-and-view');
    const [id, signature] = link.token.split('.') as [string, string];
    const other = await sharedProduct('view');
    const forged = [
      randomUUID(),
      `${randomUUID()}.${signature}`,
      `${id}.${'0'.repeat(64)}`,
      `${other.link._id}.${signature}`,
      `${id}.${signature}.x`,
      'a'.repeat(200),
    ];
    for (const token of forged) {
      const res = await visit(`shareProductLink?token=${encodeURIComponent(token)}`);
      expect({ token, status: res.status, message: res.body.responseMessage }).toEqual({
        token,
        status: 404,
        message: 'This link is no longer valid. Ask whoever shared it for a new one.',
      });
    }

    // A link for another team's product opens none of this team's faces.
    const foreign = await visit(`teamuserdetails/${team._id}?token=${other.link.token}`);
    expect(foreign.status).toBe(404);
    expect((await visit(`teamuserdetails/${team._id}`)).status).toBe(400);

    await t.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, other.link._id));
    expect((await visit(`shareProductLink?token=${other.link.token}`)).status).toBe(404);

    const revoked = await call(t, 'DELETE', `product/shareProduct/${id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.responseMessage).toBe('Share link revoked.');
    expect((await visit(`shareProductLink?token=${link.token}`)).status).toBe(404);
    const late = await visitorComment({ token: link.token, name: 'Mill', text: 'Still here?' });
    expect(late.status).toBe(404);
  });

  it('grants what the token grants, whatever the address says, and nothing of the team', async () => {
    const { owner, team, productId, link } = await sharedProduct('view');
    const second = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Second design' },
    });
    // The token is not a sign-in anywhere else.
    for (const path of [
      `product/${productId}`,
      `product/${second.body.data._id}`,
      `team/${team._id}`,
    ]) {
      const res = await call(t, 'GET', path, { headers: { authorization: link.token } });
      expect(res.status).toBe(401);
    }
    // The address's action claims can-comment-and-view; the token still grants view only.
    const claimed = await visit(`shareProductLink?token=${link.token}&action=can-comment-and-view`);
    expect(claimed.body.data.action).toBe('view');
  });

  it('is revoked only by whoever may share the product', async () => {
    const { team, link } = await sharedProduct('view');
    const viewer = await memberOf(team._id, ['canViewProducts']);
    const outsider = await makeUser(t);
    expect(
      (await call(t, 'DELETE', `product/shareProduct/${link._id}`, { token: viewer.token })).status,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `product/shareProduct/${link._id}`, { token: outsider.token }))
        .status,
    ).toBe(404);
    expect((await visit(`shareProductLink?token=${link.token}`)).status).toBe(200);
  });
});
