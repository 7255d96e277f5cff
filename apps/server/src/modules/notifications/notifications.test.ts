import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, ZNotice } from '@atelier/domain';
import { notifications } from '../../db/schema/index.ts';
import { addMember, call, makeUser } from '../../test/factories.ts';
import { mailTexts } from '../../platform/mail/i18n.ts';
import { rooms } from '../../platform/realtime/realtime.ts';
import { connect, disconnected, flush, inbox, listen, next, probe } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

async function teamOf(ownerToken: string, name = 'Atelier SS27') {
  const res = await call(t, 'POST', 'team', {
    token: ownerToken,
    body: { name, description: 'Made by a test' },
  });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

describe('live notifications', () => {
  it('reach the targeted user after commit, and nobody else', async () => {
    const owner = await makeUser(t, { firstName: 'Coco' });
    const member = await makeUser(t, { firstName: 'Elsa' });
    const outsider = await makeUser(t, { firstName: 'Vivienne' });
    const teamId = await teamOf(owner.token);
    const memberSocket = await connect(url, member.token);
    const outsiderSocket = await connect(url, outsider.token);
    const outsiderInbox = inbox(outsiderSocket, 'notification');
    try {
      const arriving = next(memberSocket, 'notification');
      await call(t, 'POST', `team/${teamId}/invite`, {
        token: owner.token,
        body: { emails: [member.user.email] },
      });
      await t.deliver();
      expect(await arriving).toMatchObject({
        key: 'addExistingUserInTeam',
        message: 'Coco Lovelace invited you to Atelier SS27.',
        user: member.user.id,
        teamId,
        productId: null,
        imgId: null,
        createdTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        actor: { _id: owner.user.id, firstName: 'Coco' },
        payload: { teamId, teamName: 'Atelier SS27', token: expect.any(String) },
      });
      await flush(t, outsiderSocket, outsider.user.id);
      expect(outsiderInbox).toEqual([]);
    } finally {
      memberSocket.close();
      outsiderSocket.close();
    }
  });

  it('refuses a socket without a valid token', async () => {
    await expect(connect(url, 'not-a-token')).rejects.toThrow('invalid token');
  });

  it('drops the sockets of a session that signs out', async () => {
    const { token } = await makeUser(t);
    const socket = await connect(url, token);
    const gone = disconnected(socket);
    await call(t, 'GET', 'auth/logout', { token });
    expect(await gone).toBe('io server disconnect');
  });

  it('takes a removed member out of the team room at once', async () => {
    const owner = await makeUser(t);
    const member = await makeUser(t);
    const teamId = await teamOf(owner.token);
    await addMember(t, teamId, member.user.id, ['canViewTeams']);
    const ownerSocket = await connect(url, owner.token);
    const memberSocket = await connect(url, member.token);
    const memberHears = inbox(memberSocket, 'team:update');
    try {
      const removed = await call(t, 'DELETE', `team/${teamId}/members/${member.user.id}`, {
        token: owner.token,
      });
      expect(removed.status).toBe(200);
      const ownerHears = next(ownerSocket, 'team:update');
      probe(t, rooms.team(teamId), 'team:update', { teamId });
      expect(await ownerHears).toEqual({ teamId });
      await flush(t, memberSocket, member.user.id);
      expect(memberHears).toEqual([]);
    } finally {
      ownerSocket.close();
      memberSocket.close();
    }
  });
});

describe('GET notifications/userNotifications and markasRead', () => {
  it('lists newest first with the unread count, and marks all read', async () => {
    const owner = await makeUser(t, { firstName: 'Miuccia' });
    const member = await makeUser(t);
    for (const name of ['First', 'Second']) {
      const teamId = await teamOf(owner.token, name);
      await call(t, 'POST', `team/${teamId}/invite`, {
        token: owner.token,
        body: { emails: [member.user.email] },
      });
    }
    const list = await call(t, 'GET', 'notifications/userNotifications?limit=10', {
      token: member.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.unreadCount).toBe(2);
    expect(list.body.pagination).toEqual({ page: 1, limit: 10, total: 2 });
    expect(list.body.data.map((n: { message: string }) => n.message)).toEqual([
      'Miuccia Lovelace invited you to Second.',
      'Miuccia Lovelace invited you to First.',
    ]);

    const read = await call(t, 'GET', 'notifications/markasRead', { token: member.token });
    expect(read.body).toMatchObject({ responseCode: 200, data: { updated: 2 } });
    const after = await call(t, 'GET', 'notifications/userNotifications', { token: member.token });
    expect(after.body.unreadCount).toBe(0);
    expect(after.body.data.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
  });

  it("says 'No new notifications.' when there are none", async () => {
    const { token } = await makeUser(t);
    const res = await call(t, 'GET', 'notifications/userNotifications', { token });
    expect(res.body).toMatchObject({
      responseMessage: messages.noNotifications,
      data: [],
      unreadCount: 0,
    });
  });

  it('refuses a page size outside 10, 50, 100', async () => {
    const { token } = await makeUser(t);
    const res = await call(t, 'GET', 'notifications/userNotifications?limit=20', { token });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.pageSizeInvalid);
  });

  it.each(['notifications/userNotifications', 'notifications/markasRead', 'notificationSetting'])(
    "answers 401 'invalid token' on %s without a token",
    async (path) => {
      const res = await call(t, 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body.responseMessage).toBe('invalid token');
    },
  );
});

describe('notificationSetting', () => {
  it('starts with the seven SPEC items, everything off', async () => {
    const { token } = await makeUser(t);
    const res = await call(t, 'GET', 'notificationSetting', { token });
    expect(res.body.data.map((item: { mainTitle: string }) => item.mainTitle)).toEqual([
      'Project created',
      'Project deleted',
      'Project comments',
      'Notifications',
      'New announcement',
      'New event added in calender',
      'New message sent',
    ]);
    expect(res.body.data[0].selectedTeamMembers).toEqual([]);
    expect(
      res.body.data.every(
        (item: { itemActions: object }) =>
          JSON.stringify(item.itemActions) === '{"emailEnable":false,"webEnable":false}',
      ),
    ).toBe(true);
  });

  it('saves a change, then says an unchanged save is already updated', async () => {
    const { token } = await makeUser(t);
    const body = {
      items: [{ key: 'notifications', itemActions: { emailEnable: true, webEnable: true } }],
    };
    const saved = await call(t, 'PUT', 'notificationSetting', { token, body });
    expect(saved.body.responseMessage).toBe(messages.notificationSettingsUpdated);
    expect(saved.body.data[3].itemActions).toEqual({ emailEnable: true, webEnable: true });
    const again = await call(t, 'PUT', 'notificationSetting', { token, body });
    expect(again.body.responseMessage).toBe(messages.notificationSettingsUnchanged);
  });

  it('refuses an unknown item', async () => {
    const { token } = await makeUser(t);
    const res = await call(t, 'PUT', 'notificationSetting', {
      token,
      body: { items: [{ key: 'everything', itemActions: { emailEnable: true, webEnable: true } }] },
    });
    expect(res.status).toBe(400);
  });

  it('e-mails a copy only to people who switched e-mail on', async () => {
    const owner = await makeUser(t, { firstName: 'Rei' });
    const keen = await makeUser(t);
    const quiet = await makeUser(t);
    await call(t, 'PUT', 'notificationSetting', {
      token: keen.token,
      body: {
        items: [{ key: 'notifications', itemActions: { emailEnable: true, webEnable: false } }],
      },
    });
    const teamId = await teamOf(owner.token, 'Comme');
    await call(t, 'POST', `team/${teamId}/invite`, {
      token: owner.token,
      body: { emails: [keen.user.email, quiet.user.email] },
    });
    await t.deliver();
    // Besides the invitation itself, which both get.
    const copies = (email: string) =>
      t.mails.filter((mail) => mail.to === email && mail.subject.startsWith('Atelier: '));
    expect(copies(keen.user.email)).toEqual([
      expect.objectContaining({ subject: 'Atelier: Rei Lovelace invited you to Comme.' }),
    ]);
    expect(copies(quiet.user.email)).toEqual([]);
  });
});

describe('a comment, a like and a share in the reader’s language (issue 47 §4)', () => {
  it('e-mails a French creator in French, and keeps the English text beside the notice', async () => {
    const owner = await makeUser(t, { firstName: 'Amélie' });
    const ben = await makeUser(t, { firstName: 'Ben' });
    await call(t, 'PUT', 'generalSetting', { token: owner.token, body: { language: 'fr' } });
    await call(t, 'PUT', 'notificationSetting', {
      token: owner.token,
      body: {
        items: ['projectComments', 'notifications'].map((key) => ({
          key,
          itemActions: { emailEnable: true, webEnable: true },
        })),
      },
    });
    const teamId = await teamOf(owner.token, 'Maison');
    await addMember(t, teamId, ben.user.id, [
      'canViewProducts',
      'canViewComments',
      'canAddComment',
      'canLikeProduct',
      'canShareProduct',
    ]);
    const made = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId, name: 'Robe portefeuille' },
    });
    const productId = made.body.data._id as string;
    const ok = (res: { status: number; body: unknown }, status = 200) =>
      expect(res.status, JSON.stringify(res.body)).toBe(status);
    ok(await call(t, 'POST', `product/${productId}/like`, { token: ben.token }));
    ok(
      await call(t, 'POST', 'product/productComments', {
        token: ben.token,
        body: { productId, text: 'Lovely drape' },
      }),
      201,
    );
    ok(
      await call(t, 'POST', 'product/productComments', {
        token: ben.token,
        body: { productId, text: '@Amélie Lovelace shade?', mentions: [owner.user.id] },
      }),
      201,
    );
    ok(
      await call(t, 'POST', 'product/shareProduct', {
        token: ben.token,
        body: { productId, action: 'view' },
      }),
      201,
    );
    await t.deliver();

    const subjects = t.mails
      .filter((mail) => mail.to === owner.user.email)
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual([
      'Atelier : Ben Lovelace a aimé votre produit Robe portefeuille.',
      'Atelier : Ben Lovelace a commenté Robe portefeuille.',
      'Atelier : Ben Lovelace a partagé Robe portefeuille.',
      'Atelier : Ben Lovelace vous a mentionné dans un commentaire sur Robe portefeuille.',
    ]);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.productId, productId)));
    const byMessage = Object.fromEntries(rows.map((row) => [row.message, row.payload.notice]));
    const values = { actor: 'Ben Lovelace', product: 'Robe portefeuille' };
    expect(byMessage).toEqual({
      'Ben Lovelace liked your product Robe portefeuille.': { key: 'productLiked', values },
      'Ben Lovelace commented on Robe portefeuille.': { key: 'productCommented', values },
      'Ben Lovelace mentioned you on Robe portefeuille.': { key: 'productMentioned', values },
      'Ben Lovelace shared Robe portefeuille.': { key: 'productShared', values },
    });
  });
});

describe('teams, tasks and announcements in the reader’s language (issue 47 §4)', () => {
  it('records a notice beside the English text, and e-mails French readers in French', async () => {
    const owner = await makeUser(t, { firstName: 'Amélie' });
    const ana = await makeUser(t, { firstName: 'Ana' });
    const ben = await makeUser(t, { firstName: 'Ben' });
    for (const reader of [owner, ana]) {
      await call(t, 'PUT', 'generalSetting', { token: reader.token, body: { language: 'fr' } });
      await call(t, 'PUT', 'notificationSetting', {
        token: reader.token,
        body: {
          items: ['notifications', 'newAnnouncement'].map((key) => ({
            key,
            itemActions: { emailEnable: true, webEnable: true },
          })),
        },
      });
    }
    const teamId = await teamOf(owner.token, 'Maison');
    await addMember(t, teamId, ana.user.id, ['canViewTeams']);
    const ok = (res: { status: number; body: unknown }, status = 200) =>
      expect(res.status, JSON.stringify(res.body)).toBe(status);
    ok(await call(t, 'POST', `team/${teamId}/requestJoin`, { token: ben.token }), 201);
    ok(
      await call(t, 'PUT', 'users/updatePermissions', {
        token: owner.token,
        body: { teamId, userId: ana.user.id, permissionArr: ['canViewTeams', 'canViewProducts'] },
      }),
    );
    ok(
      await call(t, 'POST', 'announcement', {
        token: owner.token,
        body: { teamId, title: 'Atelier fermé vendredi', body: 'Salle 2' },
      }),
      201,
    );
    ok(
      await call(t, 'POST', 'task', {
        token: owner.token,
        body: { teamId, title: 'Patronage robe', assigneeIds: [ana.user.id] },
      }),
      201,
    );
    await t.deliver();

    const subjects = (email: string) =>
      t.mails
        .filter((mail) => mail.to === email && mail.subject.startsWith('Atelier : '))
        .map((mail) => mail.subject)
        .sort();
    expect(subjects(owner.user.email)).toEqual([
      'Atelier : Ben Lovelace a demandé à rejoindre Maison.',
    ]);
    expect(subjects(ana.user.email)).toEqual([
      'Atelier : Amélie Lovelace vous a assigné la tâche Patronage robe dans Maison.',
      'Atelier : Nouvelle annonce dans Maison : Atelier fermé vendredi',
      'Atelier : Vos autorisations dans Maison ont été mises à jour.',
    ]);
    const body = t.mails.find((mail) => mail.subject.includes('Patronage robe'))!.text;
    expect(body).toContain('Amélie Lovelace vous a assigné la tâche Patronage robe dans Maison.');

    const rows = await t.db.select().from(notifications).where(eq(notifications.teamId, teamId));
    const notices = Object.fromEntries(rows.map((row) => [row.message, row.payload.notice]));
    expect(notices).toEqual({
      'Ben Lovelace asked to join Maison.': {
        key: 'teamJoinRequested',
        values: { actor: 'Ben Lovelace', team: 'Maison' },
      },
      'Your permissions in Maison were updated.': {
        key: 'teamPermissionsUpdated',
        values: { team: 'Maison' },
      },
      'New announcement in Maison: Atelier fermé vendredi': {
        key: 'announcementPosted',
        values: { team: 'Maison', title: 'Atelier fermé vendredi' },
      },
      'Amélie Lovelace assigned you Patronage robe in Maison.': {
        key: 'taskAssigned',
        values: { actor: 'Amélie Lovelace', task: 'Patronage robe', team: 'Maison' },
      },
    });
    // English writes each notice as the server's English message, word for word.
    const english = mailTexts('en');
    for (const row of rows) {
      const notice = ZNotice.parse(row.payload.notice);
      expect(english(`notice.${notice.key}`, notice.values)).toBe(row.message);
    }
  });
});
