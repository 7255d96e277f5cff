import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionKey } from '@atelier/domain';
import { announcementDismissals, announcements, notifications } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { connect, flush, inbox, listen, next } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectNoticesInEnglish } from '../../test/notices.ts';

let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function memberOf(teamId: string, firstName: string, keys: PermissionKey[]) {
  const member = await makeUser(t, { firstName, lastName: 'Ito' });
  await addMember(t, teamId, member.user.id, keys);
  return member;
}

/** A team with an owner, an editor (canEditTeam) and a plain member (no keys). */
async function world() {
  const owner = await makeUser(t, { firstName: 'Rei', lastName: 'Kawakubo' });
  const team = await makeTeam(t, owner, { name: 'Studio' });
  const editor = await memberOf(team._id, 'Ana', ['canViewTeams', 'canEditTeam']);
  const plain = await memberOf(team._id, 'Ben', []);
  return { owner, team, editor, plain };
}

const post = (user: User, body: Record<string, unknown>) =>
  call(t, 'POST', 'announcement', { token: user.token, body });

const list = (user: User, teamId: string) =>
  call(t, 'GET', `announcement?teamId=${teamId}`, { token: user.token });

const stored = (teamId: string) =>
  t.db.select().from(announcements).where(eq(announcements.teamId, teamId));

const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, 'announcement')));

const titles = (res: { body: { data: { title: string }[] } }) =>
  res.body.data.map((item) => item.title);

describe('posting an announcement', () => {
  it('answers 201 with the announcement, which every member of the team then reads', async () => {
    const { owner, team, plain } = await world();
    const res = await post(owner, {
      teamId: team._id,
      title: '  Studio closed Friday ',
      body: 'Back **Monday**.',
      pinned: true,
      expiresAt: inHours(48),
    });
    expect(res.status).toBe(201);
    expect(res.body.responseMessage).toBe('Announcement posted.');
    expect(res.body.data).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      teamId: team._id,
      title: 'Studio closed Friday',
      body: 'Back **Monday**.',
      pinned: true,
      author: { _id: owner.user.id, name: 'Rei Kawakubo' },
      dismissed: false,
      policies: { edit: true, delete: true },
    });
    expect(Date.parse(res.body.data.expiresAt)).toBeGreaterThan(Date.now());

    const read = await list(plain, team._id);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([
      { ...res.body.data, policies: { edit: false, delete: false } },
    ]);
  });

  it('lets a member holding canEditTeam post, and refuses a member without it (403)', async () => {
    const { team, editor, plain } = await world();
    const allowed = await post(editor, { teamId: team._id, title: 'Fit day', body: 'Room 2' });
    expect(allowed.status).toBe(201);
    const refused = await post(plain, { teamId: team._id, title: 'Mine', body: 'Hello' });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe('Ask for permission.');
    expect((await stored(team._id)).map((row) => row.title)).toEqual(['Fit day']);
  });

  it('keeps HTML and javascript: links as text, returned exactly as written', async () => {
    const { owner, team, plain } = await world();
    const body =
      '<script>alert(1)</script> <img src=x onerror="alert(2)"> [click](javascript:alert(3))';
    const res = await post(owner, { teamId: team._id, title: '<b>Bold</b> & co', body });
    expect(res.status).toBe(201);
    const [row] = await stored(team._id);
    expect(row).toMatchObject({ title: '<b>Bold</b> & co', body });
    expect((await list(plain, team._id)).body.data[0]).toMatchObject({
      title: '<b>Bold</b> & co',
      body,
    });
  });

  it.each([
    ['an empty title', { title: '   ' }, 'title', 'Title is required.'],
    ['a missing body', { body: undefined }, 'body', 'Write the announcement.'],
    ['an empty body', { body: ' \n ' }, 'body', 'Write the announcement.'],
    [
      'a title of 121 characters',
      { title: 'x'.repeat(121) },
      'title',
      'Title should not increase 120 characters',
    ],
    [
      'a body of 5,001 characters',
      { body: 'x'.repeat(5001) },
      'body',
      'Announcement should not increase 5000 characters',
    ],
    [
      'an expiry in the past',
      { expiresAt: inHours(-2) },
      'expiresAt',
      'Choose an expiry in the future.',
    ],
    [
      'an expiry that is no date',
      { expiresAt: 'tomorrow' },
      'expiresAt',
      'Expiry must be a date and time.',
    ],
    ['a pin that is no boolean', { pinned: 'yes' }, 'pinned', 'Pinned must be true or false.'],
    ['no team', { teamId: undefined }, 'teamId', 'Please select a team.'],
  ])('answers 400 to %s and stores nothing', async (_case, change, field, message) => {
    const { owner, team, plain } = await world();
    const res = await post(owner, { teamId: team._id, title: 'Fit', body: 'Room 2', ...change });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await stored(team._id)).toEqual([]);
    expect(await noticesOf(plain.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown team and stores nothing', async () => {
    const { owner } = await world();
    const res = await post(owner, { teamId: randomUUID(), title: 'Fit', body: 'Room 2' });
    expect(res.status).toBe(404);
    expect(res.body.responseMessage).toBe('No Record Found.');
  });
});

describe('the banner list', () => {
  it('lists live announcements pinned first, then newest, leaving out expired ones', async () => {
    const { owner, team, plain } = await world();
    for (const [title, pinned] of [
      ['Old news', false],
      ['Pinned rule', true],
      ['Fresh news', false],
    ] as const) {
      expect((await post(owner, { teamId: team._id, title, body: 'Text', pinned })).status).toBe(
        201,
      );
    }
    await t.db.insert(announcements).values({
      teamId: team._id,
      authorId: owner.user.id,
      title: 'Expired',
      body: 'Gone',
      expiresAt: new Date(Date.now() - HOUR),
    });
    const res = await list(plain, team._id);
    expect(titles(res)).toEqual(['Pinned rule', 'Fresh news', 'Old news']);
  });

  it("hides another team's announcements (404) and shuts a blocked member out (403)", async () => {
    const { owner, team } = await world();
    const posted = await post(owner, { teamId: team._id, title: 'Fit', body: 'Room 2' });
    const id = posted.body.data._id as string;
    const outsider = await makeUser(t);
    await makeTeam(t, outsider);
    const blocked = await makeUser(t);
    await addMember(t, team._id, blocked.user.id, ['canEditTeam'], 'blocked');
    for (const [user, status] of [
      [outsider, 404],
      [blocked, 403],
    ] as const) {
      const calls = [
        list(user, team._id),
        post(user, { teamId: team._id, title: 'Mine', body: 'x' }),
        call(t, 'PUT', `announcement/${id}`, { token: user.token, body: { title: 'Mine' } }),
        call(t, 'DELETE', `announcement/${id}`, { token: user.token }),
        call(t, 'POST', `announcement/${id}/dismiss`, { token: user.token }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(status);
        expect(res.body.responseMessage).toBe(
          status === 404 ? 'No Record Found.' : 'You have been blocked from this team.',
        );
      }
    }
    expect((await stored(team._id)).map((row) => row.title)).toEqual(['Fit']);
    expect(
      await t.db
        .select()
        .from(announcementDismissals)
        .where(eq(announcementDismissals.announcementId, id)),
    ).toEqual([]);
  });
});

describe('dismissing', () => {
  it('hides it for the member who dismissed it alone, and twice is the same as once', async () => {
    const { owner, team, editor, plain } = await world();
    const posted = await post(owner, { teamId: team._id, title: 'Fit', body: 'Room 2' });
    const id = posted.body.data._id as string;
    for (let time = 0; time < 2; time += 1) {
      const res = await call(t, 'POST', `announcement/${id}/dismiss`, { token: plain.token });
      expect(res.status).toBe(200);
      expect(res.body.responseMessage).toBe('Announcement dismissed.');
      expect(res.body.data).toMatchObject({ _id: id, dismissed: true });
    }
    expect((await list(plain, team._id)).body.data[0].dismissed).toBe(true);
    expect((await list(editor, team._id)).body.data[0].dismissed).toBe(false);
    expect((await list(owner, team._id)).body.data[0].dismissed).toBe(false);
  });

  it('answers 404 for an unknown announcement', async () => {
    const { plain } = await world();
    const res = await call(t, 'POST', `announcement/${randomUUID()}/dismiss`, {
      token: plain.token,
    });
    expect(res.status).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('lets the owner and an editor change and delete it; a plain member gets 403', async () => {
    const { owner, team, editor, plain } = await world();
    const posted = await post(editor, {
      teamId: team._id,
      title: 'Fit',
      body: 'Room 2',
      expiresAt: inHours(5),
    });
    const id = posted.body.data._id as string;

    const refused = [
      await call(t, 'PUT', `announcement/${id}`, { token: plain.token, body: { title: 'Mine' } }),
      await call(t, 'DELETE', `announcement/${id}`, { token: plain.token }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.responseMessage).toBe('Ask for permission.');
    }

    const edited = await call(t, 'PUT', `announcement/${id}`, {
      token: owner.token,
      body: { title: 'Fit moved', pinned: true, expiresAt: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.responseMessage).toBe('Announcement updated.');
    expect(edited.body.data).toMatchObject({
      title: 'Fit moved',
      body: 'Room 2',
      pinned: true,
      expiresAt: null,
      author: { name: 'Ana Ito' },
    });

    const bad = await call(t, 'PUT', `announcement/${id}`, {
      token: owner.token,
      body: { expiresAt: inHours(-1) },
    });
    expect(bad.status).toBe(400);
    const nothing = await call(t, 'PUT', `announcement/${id}`, { token: owner.token, body: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.responseMessage).toBe('Nothing to change.');
    const [row] = await stored(team._id);
    expect(row).toMatchObject({ title: 'Fit moved', expiresAt: null });

    await call(t, 'POST', `announcement/${id}/dismiss`, { token: plain.token });
    const deleted = await call(t, 'DELETE', `announcement/${id}`, { token: editor.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      responseMessage: 'Announcement deleted.',
      data: { _id: id },
    });
    expect(await stored(team._id)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(announcementDismissals)
        .where(eq(announcementDismissals.announcementId, id)),
    ).toEqual([]);
    const again = await call(t, 'DELETE', `announcement/${id}`, { token: owner.token });
    expect(again.status).toBe(404);
  });
});

describe('who hears of a new announcement', () => {
  it('tells every other member live and by e-mail per their setting, with the title as plain text', async () => {
    const { owner, team, editor, plain } = await world();
    await call(t, 'PUT', 'notificationSetting', {
      token: plain.token,
      body: {
        items: [{ key: 'newAnnouncement', itemActions: { emailEnable: true, webEnable: true } }],
      },
    });
    const plainSocket = await connect(url, plain.token);
    const ownerSocket = await connect(url, owner.token);
    const ownerHears = inbox(ownerSocket, 'notification');
    try {
      const arriving = next(plainSocket, 'notification');
      const changed = next(plainSocket, 'announcementChanged');
      const posted = await post(owner, {
        teamId: team._id,
        title: 'Fit <script>x</script>',
        body: '**Room 2**',
      });
      const id = posted.body.data._id as string;
      await t.deliver();
      expect(await arriving).toMatchObject({
        key: 'announcement',
        message: 'New announcement in Studio: Fit <script>x</script>',
        user: plain.user.id,
        teamId: team._id,
        actor: { _id: owner.user.id, firstName: 'Rei' },
        payload: { announcementId: id, title: 'Fit <script>x</script>' },
      });
      expect(await changed).toEqual({ teamId: team._id, announcementId: id, change: 'created' });
      await flush(t, ownerSocket, owner.user.id);
      expect(ownerHears).toEqual([]);

      expect(await noticesOf(owner.user.id)).toEqual([]);
      expect(await noticesOf(editor.user.id)).toHaveLength(1);
      const mails = t.mails.filter((mail) => mail.text?.includes('New announcement in Studio'));
      expect(mails.map((mail) => mail.to)).toEqual([plain.user.email]);
      const [mail] = mails;
      expect(mail!.text).not.toContain('Room 2');
      expect(mail!.html).toContain('Fit &#60;script&#62;x&#60;/script&#62;');
      expect(mail!.html).not.toContain('<script>');

      const edited = next(plainSocket, 'announcementChanged');
      await call(t, 'PUT', `announcement/${id}`, { token: owner.token, body: { pinned: true } });
      await t.deliver();
      expect(await edited).toEqual({ teamId: team._id, announcementId: id, change: 'updated' });
      expect(await noticesOf(plain.user.id)).toHaveLength(1);
    } finally {
      plainSocket.close();
      ownerSocket.close();
    }
  });
});

describe('notices (issue 47 §4)', () => {
  it('say in English, word for word, what each recorded message says', async () => {
    for (const key of ['announcement'] as const) await expectNoticesInEnglish(t, key);
  });
});
