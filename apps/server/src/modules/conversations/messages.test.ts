import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChatMessage, PermissionKey } from '@atelier/domain';
import {
  chatMessageFiles,
  chatMessages,
  mediaFiles,
  notifications,
} from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import { connect, flush, inbox, listen } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ensureChannel, insertMessage } from './queries.ts';
import { expectNoticesInEnglish } from '../../test/notices.ts';

let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;
const KEYS: PermissionKey[] = ['canViewProducts'];

async function world() {
  const owner = await makeUser(t, { firstName: 'Rei', lastName: 'Kawakubo' });
  const team = await makeTeam(t, owner, { name: 'Studio' });
  const ana = await makeUser(t, { firstName: 'Ana', lastName: 'Lima' });
  const ben = await makeUser(t, { firstName: 'Ben', lastName: 'Ito' });
  await addMember(t, team._id, ana.user.id, KEYS);
  await addMember(t, team._id, ben.user.id, KEYS);
  const outsider = await makeUser(t, { firstName: 'Olga' });
  const elsewhere = await makeTeam(t, outsider, { name: 'Rivals' });
  return { owner, team, ana, ben, outsider, elsewhere };
}

const post = (user: User, body: Record<string, unknown>) =>
  call(t, 'POST', 'message', { token: user.token, body });
const history = (user: User, query: string) =>
  call(t, 'GET', `message?${query}`, { token: user.token });
const openWith = (user: User, teamId: string, userId: string) =>
  call(t, 'POST', 'message/conversations', { token: user.token, body: { teamId, userId } });
const unread = async (user: User, teamId: string) =>
  (await call(t, 'GET', `message/unread?teamId=${teamId}`, { token: user.token })).body.data
    .unread as number;
const storedIn = (teamId: string) =>
  t.db.select().from(chatMessages).where(eq(chatMessages.teamId, teamId));
const messageNotices = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, 'newMessage')));

describe('the team channel', () => {
  it('takes a message without a conversationId and reads it back newest first, by cursor', async () => {
    const { owner, team, ana } = await world();
    const first = await post(owner, { teamId: team._id, text: '  Fit session moved to 3pm ' });
    expect(first.status).toBe(201);
    expect(first.body.responseMessage).toBe('Message sent.');
    expect(first.body.data).toMatchObject({
      teamId: team._id,
      text: 'Fit session moved to 3pm',
      author: { _id: owner.user.id, name: 'Rei Kawakubo' },
      deleted: false,
      editedAt: null,
    });
    expect(first.body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    for (const text of ['two', 'three', 'four']) {
      expect((await post(ana, { teamId: team._id, text })).status).toBe(201);
    }

    const newest = await history(ana, `teamId=${team._id}&limit=2`);
    expect(newest.status).toBe(200);
    expect(newest.body.data.items.map((m: ChatMessage) => m.text)).toEqual(['four', 'three']);
    const older = await history(
      ana,
      `teamId=${team._id}&limit=2&before=${newest.body.data.nextCursor}`,
    );
    expect(older.body.data.items.map((m: ChatMessage) => m.text)).toEqual([
      'two',
      'Fit session moved to 3pm',
    ]);
    expect(older.body.data.nextCursor).toBeNull();

    const byTime = await history(
      ana,
      `teamId=${team._id}&before=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    expect(byTime.body.data.items).toHaveLength(4);
    const channelId = first.body.data.conversationId;
    const byId = await history(ana, `teamId=${team._id}&conversationId=${channelId}`);
    expect(byId.body.data.items).toHaveLength(4);
  });

  it('is delivered live to the team only, and a blocked member stops hearing it at once', async () => {
    const { owner, team, ana, ben, outsider } = await world();
    const sockets = await Promise.all([ana, ben, outsider].map((user) => connect(url, user.token)));
    const [anaHeard, benHeard, outsiderHeard] = sockets.map((socket) =>
      inbox<ChatMessage>(socket, 'message'),
    ) as [ChatMessage[], ChatMessage[], ChatMessage[]];
    try {
      await post(owner, { teamId: team._id, text: 'Samples arrived' });
      await flush(t, sockets[0]!, ana.user.id);
      await flush(t, sockets[1]!, ben.user.id);
      await flush(t, sockets[2]!, outsider.user.id);
      expect(anaHeard.map((m) => m.text)).toEqual(['Samples arrived']);
      expect(benHeard.map((m) => m.text)).toEqual(['Samples arrived']);
      expect(outsiderHeard).toEqual([]);

      const blocked = await call(t, 'POST', `team/${team._id}/members/${ben.user.id}/block`, {
        token: owner.token,
      });
      expect(blocked.status).toBe(200);
      await post(owner, { teamId: team._id, text: 'After the block' });
      await flush(t, sockets[0]!, ana.user.id);
      await flush(t, sockets[1]!, ben.user.id);
      expect(anaHeard.map((m) => m.text)).toEqual(['Samples arrived', 'After the block']);
      expect(benHeard.map((m) => m.text)).toEqual(['Samples arrived']);

      const read = await history(ben, `teamId=${team._id}`);
      expect(read.status).toBe(403);
      expect(read.body.responseMessage).toBe('You have been blocked from this team.');
      expect((await post(ben, { teamId: team._id, text: 'Hello?' })).status).toBe(403);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('is closed to other teams: their messages are 404, and so is posting into them', async () => {
    const { owner, team, outsider, elsewhere } = await world();
    await post(owner, { teamId: team._id, text: 'Private plans' });
    const read = await history(outsider, `teamId=${team._id}`);
    expect(read.status).toBe(404);
    expect(read.body.responseMessage).toBe('No Record Found.');
    expect((await post(outsider, { teamId: team._id, text: 'Let me in' })).status).toBe(404);
    const theirs = await post(outsider, { teamId: elsewhere._id, text: 'Ours' });
    // A conversation of another team, named with one's own team: unknown.
    const crossed = await post(owner, {
      teamId: team._id,
      conversationId: theirs.body.data.conversationId,
      text: 'Hi',
    });
    expect(crossed.status).toBe(404);
    const peek = await history(
      outsider,
      `teamId=${elsewhere._id}&conversationId=${(await post(owner, { teamId: team._id, text: 'x' })).body.data.conversationId}`,
    );
    expect(peek.status).toBe(404);
    expect(await storedIn(team._id)).toHaveLength(2);
  });
});

describe('direct conversations', () => {
  it('belong to their two people: delivered to them only, hidden from everyone else', async () => {
    const { owner, team, ana, ben } = await world();
    const opened = await openWith(ana, team._id, ben.user.id);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      kind: 'direct',
      with: { name: 'Ben Ito' },
      unread: 0,
    });
    const again = await openWith(ben, team._id, ana.user.id);
    expect(again.body.data._id).toBe(opened.body.data._id);
    const conversationId = opened.body.data._id;

    const sockets = await Promise.all([ben, owner].map((user) => connect(url, user.token)));
    const [benHeard, ownerHeard] = sockets.map((socket) =>
      inbox<ChatMessage>(socket, 'message'),
    ) as [ChatMessage[], ChatMessage[]];
    try {
      const sent = await post(ana, {
        teamId: team._id,
        conversationId,
        text: 'Can you check the toile?',
      });
      expect(sent.status).toBe(201);
      await flush(t, sockets[0]!, ben.user.id);
      await flush(t, sockets[1]!, owner.user.id);
      expect(benHeard.map((m) => m.text)).toEqual(['Can you check the toile?']);
      expect(ownerHeard).toEqual([]);
    } finally {
      for (const socket of sockets) socket.close();
    }

    const ownerPeek = await history(owner, `teamId=${team._id}&conversationId=${conversationId}`);
    expect(ownerPeek.status).toBe(404);
    expect((await post(owner, { teamId: team._id, conversationId, text: 'Hi' })).status).toBe(404);

    const [notice] = await messageNotices(ben.user.id);
    expect(notice?.message).toBe('Ana Lima sent you a message.');
  });

  it('are opened only with people of the team, never with oneself', async () => {
    const { team, ana, outsider } = await world();
    const withOutsider = await openWith(ana, team._id, outsider.user.id);
    expect(withOutsider.status).toBe(400);
    expect(withOutsider.body.responseMessage).toBe('Choose someone of this team.');
    const withSelf = await openWith(ana, team._id, ana.user.id);
    expect(withSelf.status).toBe(400);
    expect(withSelf.body.responseMessage).toBe('Choose someone other than yourself.');
  });

  it('take no new message once the other person has left the team', async () => {
    const { owner, team, ana, ben } = await world();
    const conversationId = (await openWith(ana, team._id, ben.user.id)).body.data._id;
    await call(t, 'POST', `team/${team._id}/members/${ben.user.id}/block`, { token: owner.token });
    const res = await post(ana, { teamId: team._id, conversationId, text: 'Still there?' });
    expect(res.status).toBe(403);
    expect(res.body.responseMessage).toBe('This person is no longer in the team.');
    expect((await history(ana, `teamId=${team._id}&conversationId=${conversationId}`)).status).toBe(
      200,
    );
  });
});

describe('the conversation list', () => {
  it('gives each conversation its latest message’s time, and orders direct ones by it', async () => {
    const { owner, team, ana, ben } = await world();
    const withBen = (await openWith(ana, team._id, ben.user.id)).body.data._id;
    const withOwner = (await openWith(ana, team._id, owner.user.id)).body.data._id;
    const list = async () =>
      (await call(t, 'GET', `message/conversations?teamId=${team._id}`, { token: ana.token })).body
        .data as { _id: string; kind: string; lastMessageAt: string | null }[];
    const sentAt = async (body: Record<string, unknown>) =>
      (await post(ana, { teamId: team._id, ...body })).body.data.createdAt as string;

    expect((await list()).map((c) => c.lastMessageAt)).toEqual([null, null, null]);
    const inChannel = await sentAt({ text: 'Morning all' });
    await sentAt({ conversationId: withOwner, text: 'First' });
    const toBen = await sentAt({ conversationId: withBen, text: 'Second' });
    expect((await list()).map((c) => [c._id, c.lastMessageAt])).toEqual([
      [expect.any(String), inChannel],
      [withBen, toBen],
      [withOwner, expect.any(String)],
    ]);
    const toOwner = await sentAt({ conversationId: withOwner, text: 'Third' });
    expect((await list()).map((c) => [c._id, c.lastMessageAt]).slice(1)).toEqual([
      [withOwner, toOwner],
      [withBen, toBen],
    ]);
  });
});

describe('a busy channel', () => {
  // Two transactions at once need two connections: PGlite is one.
  it.runIf(inject('databaseTemplate').kind === 'postgres')(
    'stores a message without holding its conversation, so posts to one channel never queue behind each other',
    async () => {
      const { owner, team } = await world();
      const channel = await ensureChannel(t.db, team._id);
      await t.db.transaction(async (first) => {
        await insertMessage(first, {
          conversationId: channel.id,
          teamId: team._id,
          authorId: owner.user.id,
          text: 'Still being sent',
          mentions: [],
        });
        // What writing the conversation takes; NOWAIT fails at once if the first post holds it.
        await t.db.transaction((second) =>
          second.execute(
            sql`select id from conversations where id = ${channel.id} for no key update nowait`,
          ),
        );
      });
    },
  );
});

describe('unread counts', () => {
  it('count others’ messages after the read mark, per conversation and for the team', async () => {
    const { owner, team, ana, ben } = await world();
    await post(owner, { teamId: team._id, text: 'One' });
    await post(owner, { teamId: team._id, text: 'Two' });
    const conversationId = (await openWith(ana, team._id, ben.user.id)).body.data._id;
    await post(ana, { teamId: team._id, conversationId, text: 'Three' });
    expect(await unread(ben, team._id)).toBe(3);
    expect(await unread(owner, team._id)).toBe(0);

    const list = await call(t, 'GET', `message/conversations?teamId=${team._id}`, {
      token: ben.token,
    });
    expect(list.body.data.map((c: { kind: string; unread: number }) => [c.kind, c.unread])).toEqual(
      [
        ['channel', 2],
        ['direct', 1],
      ],
    );

    const socket = await connect(url, ben.token);
    const reads = inbox(socket, 'conversationRead');
    try {
      const read = await call(t, 'POST', 'message/read', {
        token: ben.token,
        body: { teamId: team._id },
      });
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual({ unread: 1 });
      await flush(t, socket, ben.user.id);
      expect(reads).toHaveLength(1);
    } finally {
      socket.close();
    }
    await call(t, 'POST', 'message/read', {
      token: ben.token,
      body: { teamId: team._id, conversationId },
    });
    expect(await unread(ben, team._id)).toBe(0);
  });
});

describe('posting', () => {
  it('answers the message as the history reads it, and reads the conversation up to it', async () => {
    const { owner, team, ana, ben } = await world();
    const conversationId = (await openWith(ana, team._id, ben.user.id)).body.data._id;
    await post(ben, { teamId: team._id, text: 'Samples are in' });
    await post(ben, { teamId: team._id, conversationId, text: 'Did you see them?' });
    expect(await unread(ana, team._id)).toBe(2);

    const sent = [
      await post(ana, { teamId: team._id, text: 'Thanks!' }),
      await post(ana, { teamId: team._id, text: 'Rei, look', mentions: [owner.user.id] }),
      await post(ana, { teamId: team._id, conversationId, text: 'Yes, lovely' }),
    ].map((res) => res.body.data as ChatMessage);
    // Posting in each conversation read what came before it there.
    expect(await unread(ana, team._id)).toBe(0);

    const read = async (query: string) =>
      (await history(ana, `teamId=${team._id}&${query}`)).body.data.items as ChatMessage[];
    const [mention, plain] = await read('limit=2');
    const [direct] = await read(`conversationId=${conversationId}&limit=1`);
    expect(sent).toEqual([plain, mention, direct]);
    expect(mention!.mentions).toEqual([{ _id: owner.user.id, name: 'Rei Kawakubo' }]);
    expect(plain!.author).toEqual({ _id: ana.user.id, name: 'Ana Lima', profilePicture: null });
  });
});

describe('editing and deleting', () => {
  it('are the author’s; the team owner may also delete; others are refused', async () => {
    const { owner, team, ana, ben } = await world();
    const id = (await post(ana, { teamId: team._id, text: 'Draft' })).body.data._id;
    const socket = await connect(url, ben.token);
    const changes = inbox<{ change: string; message: ChatMessage }>(socket, 'messageChanged');
    try {
      const edited = await call(t, 'PUT', `message/${id}`, {
        token: ana.token,
        body: { text: 'Final' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ text: 'Final' });
      expect(edited.body.data.editedAt).not.toBeNull();

      const byBen = await call(t, 'PUT', `message/${id}`, {
        token: ben.token,
        body: { text: 'Mine' },
      });
      expect(byBen.status).toBe(403);
      expect((await call(t, 'DELETE', `message/${id}`, { token: ben.token })).status).toBe(403);

      const removed = await call(t, 'DELETE', `message/${id}`, { token: owner.token });
      expect(removed.status).toBe(200);
      expect(removed.body.responseMessage).toBe('Message deleted.');
      await flush(t, socket, ben.user.id);
      expect(changes.map((c) => [c.change, c.message.text])).toEqual([
        ['edited', 'Final'],
        ['deleted', ''],
      ]);
    } finally {
      socket.close();
    }
    const [shown] = (await history(ben, `teamId=${team._id}`)).body.data.items;
    expect(shown).toMatchObject({ _id: id, text: '', deleted: true });
    const again = await call(t, 'PUT', `message/${id}`, {
      token: ana.token,
      body: { text: 'Back' },
    });
    expect(again.status).toBe(404);
  });
});

describe('mentions', () => {
  it('keep the team’s people only and notify them, never the author', async () => {
    const { team, ana, ben, outsider } = await world();
    const res = await post(ana, {
      teamId: team._id,
      text: '@Ben Ito @Olga look',
      mentions: [ben.user.id, outsider.user.id, ana.user.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.mentions).toEqual([{ _id: ben.user.id, name: 'Ben Ito' }]);
    const [notice] = await messageNotices(ben.user.id);
    expect(notice?.message).toBe('Ana Lima mentioned you in the team channel.');
    expect(await messageNotices(outsider.user.id)).toEqual([]);
    expect(await messageNotices(ana.user.id)).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['no text', { text: '' }, 'text', 'Write a message.'],
    ['only spaces', { text: '   ' }, 'text', 'Write a message.'],
    [
      '100,000 characters',
      { text: 'a'.repeat(100_000) },
      'text',
      'A message can be at most 4000 characters.',
    ],
    [
      'a conversation id that is not an id',
      { text: 'x', conversationId: 'general' },
      'conversationId',
      'No Record Found.',
    ],
    [
      'a mention that is not an id',
      { text: 'x', mentions: ['ben'] },
      'mentions.0',
      'Mention people from the list of team members.',
    ],
  ])('%s is a 400 naming the field, and nothing is stored', async (_name, body, field, message) => {
    const { team, ana } = await world();
    const res = await post(ana, { teamId: team._id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await storedIn(team._id)).toEqual([]);
  });

  it('keeps HTML and javascript: links as the text they are', async () => {
    const { team, ana } = await world();
    const text = '<img src=x onerror=alert(1)> [x](javascript:alert(1))';
    const res = await post(ana, { teamId: team._id, text });
    expect(res.body.data.text).toBe(text);
  });

  it('answers a cursor of another conversation or a wrong limit with a 400', async () => {
    const { team, ana, ben } = await world();
    const conversationId = (await openWith(ana, team._id, ben.user.id)).body.data._id;
    const direct = (await post(ana, { teamId: team._id, conversationId, text: 'x' })).body.data._id;
    const res = await history(ana, `teamId=${team._id}&before=${direct}`);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe('Pass a message id or a date and time as before.');
    const limit = await history(ana, `teamId=${team._id}&limit=1000`);
    expect(limit.status).toBe(400);
    expect(limit.body.responseMessage).toBe('Ask for 1 to 100 messages at a time.');
  });
});

describe('typing', () => {
  it('is heard by the conversation’s other readers only', async () => {
    const { team, ana, ben, outsider } = await world();
    const channelId = (await post(ana, { teamId: team._id, text: 'hi' })).body.data.conversationId;
    const sockets = await Promise.all([ana, ben, outsider].map((user) => connect(url, user.token)));
    const [, benHeard, outsiderHeard] = sockets.map((socket) => inbox(socket, 'typing'));
    try {
      sockets[2]!.emit('typing', { teamId: team._id, conversationId: channelId });
      sockets[0]!.emit('typing', { teamId: team._id, conversationId: channelId });
      sockets[0]!.emit('typing', 'nonsense');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await flush(t, sockets[1]!, ben.user.id);
      await flush(t, sockets[2]!, outsider.user.id);
      expect(benHeard).toEqual([
        {
          teamId: team._id,
          conversationId: channelId,
          user: { _id: ana.user.id, name: 'Ana Lima' },
        },
      ]);
      expect(outsiderHeard).toEqual([]);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});

describe('the e-mail of unread messages', () => {
  const enableEmail = (user: User) =>
    call(t, 'PUT', 'notificationSetting', {
      token: user.token,
      body: { items: [{ key: 'newMessage', itemActions: { emailEnable: true, webEnable: true } }] },
    });
  /** The digest jobs' time comes: a few minutes pass. */
  async function minutesPass() {
    await t.db.execute(sql`update jobs set run_at = now() where kind = 'messages.digest'`);
    await t.deliver();
  }
  const mailsTo = (user: User) => t.mails.filter((mail) => mail.to === user.user.email);

  it('goes only after a few minutes, batched, escaped, and only for what is still unread', async () => {
    const { team, ana, ben, owner } = await world();
    expect((await enableEmail(ben)).status).toBe(200);
    await enableEmail(owner);
    const conversationId = (await openWith(ana, team._id, ben.user.id)).body.data._id;
    await post(ana, { teamId: team._id, conversationId, text: '<b>Bold</b> plan' });
    await post(ana, { teamId: team._id, conversationId, text: 'Second' });
    await post(ana, { teamId: team._id, text: 'Hey @Rei Kawakubo', mentions: [owner.user.id] });
    await t.deliver();
    expect(mailsTo(ben)).toEqual([]);

    // The owner reads the channel in time; Ben does not.
    await call(t, 'POST', 'message/read', { token: owner.token, body: { teamId: team._id } });
    await minutesPass();
    expect(mailsTo(owner)).toEqual([]);
    const [mail, ...others] = mailsTo(ben);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Atelier: you have 2 unread messages');
    expect(mail?.html).toContain('&#60;b&#62;Bold&#60;/b&#62; plan');
    expect(mail?.html).not.toContain('<b>Bold</b>');

    // Nothing is e-mailed twice: a message of a later window mails only itself.
    await t.db.execute(
      sql`update jobs set dedupe_key = dedupe_key || ':earlier' where kind = 'messages.digest'`,
    );
    await t.db.execute(
      sql`update jobs set dedupe_key = dedupe_key || ':earlier' where kind = 'messages.digest'`,
    );
    await post(ana, { teamId: team._id, conversationId, text: 'Third' });
    await minutesPass();
    expect(mailsTo(ben).map((m) => m.subject)).toEqual([
      'Atelier: you have 2 unread messages',
      'Atelier: you have 1 unread message',
    ]);
  });

  it('is written in its reader’s language (issue 47 §4)', async () => {
    const { team, ana, ben } = await world();
    await enableEmail(ben);
    await call(t, 'PUT', 'generalSetting', { token: ben.token, body: { language: 'fr' } });
    const conversationId = (await openWith(ana, team._id, ben.user.id)).body.data._id;
    await post(ana, { teamId: team._id, conversationId, text: 'Essayage demain ?' });
    await minutesPass();
    const [mail, ...others] = mailsTo(ben);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Atelier : vous avez 1 message non lu');
    expect(mail?.text).toContain('Vous avez 1 message non lu sur Atelier.');
    expect(mail?.text).toMatch(/\(.+, message direct\) :\nEssayage demain \?/);
    expect(mail?.text).toContain('Les lire et y répondre : ');
  });

  it('is not sent to someone whose setting does not ask for it', async () => {
    const { team, ana, ben } = await world();
    const conversationId = (await openWith(ana, team._id, ben.user.id)).body.data._id;
    await post(ana, { teamId: team._id, conversationId, text: 'Quiet' });
    await minutesPass();
    expect(mailsTo(ben)).toEqual([]);
  });
});

describe('attachments', () => {
  async function upload(user: User, teamId: string, files: { name: string; content: Buffer }[]) {
    const form = multipartForm(
      files.map((file) => ({ field: 'files', fileName: file.name, content: file.content })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/message/attachment?teamId=${teamId}`,
      headers: { authorization: `Bearer ${user.token}`, ...form.headers },
      payload: form.payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('are uploaded through the pipeline, sent with a message once, and shown to its readers', async () => {
    const { team, ana, ben } = await world();
    const uploaded = await upload(ana, team._id, [
      { name: 'front.png', content: PNG },
      { name: 'notes.txt', content: Buffer.from('Hem 2 cm shorter') },
    ]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.map((file: { name: string }) => file.name)).toEqual([
      'front.png',
      'notes.txt',
    ]);
    const refs = uploaded.body.data.map((file: { path: string; name: string }) => ({
      path: file.path,
      name: file.name,
    }));
    expect(refs[0].path).toMatch(new RegExp(`^messages/${team._id}/[0-9a-f-]{36}\\.png$`));

    const sent = await post(ana, { teamId: team._id, attachments: refs });
    expect(sent.status).toBe(201);
    expect(sent.body.data.text).toBe('');
    expect(sent.body.data.attachments).toMatchObject([
      { name: 'front.png', ext: 'png' },
      { name: 'notes.txt', ext: 'txt', size: 16 },
    ]);
    const [shown] = (await history(ben, `teamId=${team._id}`)).body.data.items;
    expect(shown.attachments.map((file: { name: string }) => file.name)).toEqual([
      'front.png',
      'notes.txt',
    ]);
    const file = await t.app.inject({ method: 'GET', url: shown.attachments[1].url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Hem 2 cm shorter');
    // Not from the public media folder.
    expect((await t.app.inject({ method: 'GET', url: `/media/${refs[1].path}` })).statusCode).toBe(
      404,
    );

    // A file goes with one message only.
    const again = await post(ana, { teamId: team._id, text: 'again', attachments: [refs[0]] });
    expect(again.status).toBe(400);
    expect(again.body.data.errors).toContainEqual(
      expect.objectContaining({
        field: 'attachments',
        message: 'Attach files you uploaded to this team for a message.',
      }),
    );

    // Deleting the message lets go of its files (the sweep then removes them).
    await call(t, 'DELETE', `message/${sent.body.data._id}`, { token: ana.token });
    const held = await t.db
      .select()
      .from(chatMessageFiles)
      .where(eq(chatMessageFiles.messageId, sent.body.data._id));
    expect(held).toEqual([]);
  });

  it('cannot be someone else’s upload, another team’s, or a made-up path', async () => {
    const { team, ana, ben, outsider, elsewhere } = await world();
    const mine = (await upload(ana, team._id, [{ name: 'a.png', content: PNG }])).body.data[0];
    const theirs = (await upload(outsider, elsewhere._id, [{ name: 'b.png', content: PNG }])).body
      .data[0];
    for (const ref of [
      { path: mine.path, name: 'a.png' },
      { path: theirs.path, name: 'b.png' },
      { path: `messages/${team._id}/nothing.png`, name: 'x.png' },
      { path: 'users/avatar.png', name: 'x.png' },
    ]) {
      const res = await post(ben, { teamId: team._id, attachments: [ref] });
      expect(res.status).toBe(400);
    }
    expect(await storedIn(team._id)).toEqual([]);
  });

  it('are refused to people outside the team, and when the content does not match the name', async () => {
    const { team, ana, outsider } = await world();
    const outside = await upload(outsider, team._id, [{ name: 'a.png', content: PNG }]);
    expect(outside.status).toBe(404);
    const fake = await upload(ana, team._id, [{ name: 'photo.png', content: Buffer.from('MZ…') }]);
    expect(fake.status).toBe(400);
    const stored = await t.db.select().from(mediaFiles).where(eq(mediaFiles.teamId, team._id));
    expect(stored).toEqual([]);
  });
});

describe('notices (issue 47 §4)', () => {
  it('say in English, word for word, what each recorded message says', async () => {
    for (const key of ['newMessage'] as const) await expectNoticesInEnglish(t, key);
  });
});
