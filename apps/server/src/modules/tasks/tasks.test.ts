import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionKey } from '@atelier/domain';
import { notifications, taskAssignees, taskComments, tasks } from '../../db/schema/index.ts';
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
const DAY = 24 * HOUR;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const MEMBER_KEYS: PermissionKey[] = ['canViewProducts'];

async function memberOf(teamId: string, keys = MEMBER_KEYS, firstName = 'Ben') {
  const member = await makeUser(t, { firstName, lastName: 'Ito' });
  await addMember(t, teamId, member.user.id, keys);
  return member;
}

async function world() {
  const owner = await makeUser(t, { firstName: 'Rei', lastName: 'Kawakubo' });
  const team = await makeTeam(t, owner, { name: 'Studio' });
  const ana = await memberOf(team._id, MEMBER_KEYS, 'Ana');
  const ben = await memberOf(team._id, MEMBER_KEYS, 'Ben');
  return { owner, team, ana, ben };
}

const create = (user: User, body: Record<string, unknown>) =>
  call(t, 'POST', 'task', { token: user.token, body });

const tasksOf = (teamId: string) => t.db.select().from(tasks).where(eq(tasks.teamId, teamId));

const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, 'assignTask')));

const ids = (res: { body: { data: { _id: string }[] } }) => res.body.data.map((task) => task._id);

async function product(owner: User, teamId: string, name = 'Wrap dress') {
  const res = await call(t, 'POST', 'product', { token: owner.token, body: { teamId, name } });
  return res.body.data._id as string;
}

describe('tasks', () => {
  it('are added with their assignees, listed, read, moved, edited and deleted', async () => {
    const { owner, team, ana, ben } = await world();
    const productId = await product(owner, team._id);
    const dueAt = inHours(30);
    const added = await create(ana, {
      teamId: team._id,
      title: '  Grade the pattern ',
      description: 'Sizes 34 to 44.',
      assigneeIds: [ben.user.id, owner.user.id, ben.user.id],
      dueAt,
      priority: 'high',
      productId,
    });
    expect(added.status).toBe(201);
    expect(added.body.responseMessage).toBe('Task added successfully.');
    const task = added.body.data;
    expect(task).toMatchObject({
      teamId: team._id,
      team: { _id: team._id, name: 'Studio' },
      title: 'Grade the pattern',
      description: 'Sizes 34 to 44.',
      status: 'todo',
      priority: 'high',
      dueAt: new Date(dueAt).toISOString(),
      product: { _id: productId, name: 'Wrap dress' },
      createdBy: { _id: ana.user.id, name: 'Ana Ito' },
      commentCount: 0,
      completedAt: null,
      policies: { edit: true, changeStatus: true, delete: true, comment: true },
    });
    expect(task._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(task.assignees.map((person: { name: string }) => person.name)).toEqual([
      'Ben Ito',
      'Rei Kawakubo',
    ]);

    const list = await call(t, 'GET', `task?teamId=${team._id}`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.responseMessage).toBe('Tasks loaded.');
    expect(list.body.pagination).toMatchObject({ page: 1, total: 1 });
    expect(list.body.data[0]).toMatchObject({ _id: task._id, policies: { edit: true } });

    // An assignee moves it but does not rewrite it; the creator does both.
    const seen = await call(t, 'GET', `task/${task._id}`, { token: ben.token });
    expect(seen.body.data.policies).toEqual({
      edit: false,
      changeStatus: true,
      delete: false,
      comment: true,
    });
    const moved = await call(t, 'PUT', `task/${task._id}`, {
      token: ben.token,
      body: { status: 'in_progress' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.responseMessage).toBe('Task updated successfully.');
    expect(moved.body.data.status).toBe('in_progress');
    const retitled = await call(t, 'PUT', `task/${task._id}`, {
      token: ben.token,
      body: { title: 'Mine now' },
    });
    expect(retitled.status).toBe(403);
    expect(retitled.body.responseMessage).toBe('Ask for permission.');

    const done = await call(t, 'PUT', `task/${task._id}`, {
      token: ana.token,
      body: { status: 'done', dueAt: null, productId: null, priority: 'urgent' },
    });
    expect(done.body.data).toMatchObject({
      status: 'done',
      dueAt: null,
      product: null,
      priority: 'urgent',
      completedAt: expect.any(String),
    });

    const removed = await call(t, 'DELETE', `task/${task._id}`, { token: ana.token });
    expect(removed.body).toMatchObject({
      responseMessage: 'Task deleted successfully.',
      data: { _id: task._id },
    });
    expect(await tasksOf(team._id)).toHaveLength(0);
  });

  it('filter a team list by status, assignee, product, mine and due range', async () => {
    const { owner, team, ana, ben } = await world();
    const productId = await product(owner, team._id);
    const base = { teamId: team._id, assigneeIds: [ana.user.id] };
    const a = await create(owner, { ...base, title: 'A', dueAt: inHours(24), productId });
    const b = await create(owner, {
      ...base,
      title: 'B',
      dueAt: inHours(2),
      status: 'in_progress',
      assigneeIds: [ben.user.id],
    });
    const c = await create(ben, { ...base, title: 'C' });
    const list = (query: string, user: User = owner) =>
      call(t, 'GET', `task?teamId=${team._id}&${query}`, { token: user.token });

    // Soonest first, undated last.
    expect(ids(await list(''))).toEqual([b, a, c].map((res) => res.body.data._id));
    expect(ids(await list('status=in_progress'))).toEqual([b.body.data._id]);
    expect(ids(await list(`assigneeId=${ana.user.id}`))).toEqual(
      [a, c].map((res) => res.body.data._id),
    );
    expect(ids(await list(`productId=${productId}`))).toEqual([a.body.data._id]);
    // Mine: assigned to me or made by me.
    expect(ids(await list('mine=true', ben))).toEqual([b, c].map((res) => res.body.data._id));
    const from = inHours(10);
    const to = inHours(48);
    expect(ids(await list(`from=${from}&to=${to}`))).toEqual([a.body.data._id]);
    const paged = await list('limit=10&page=2');
    expect(paged.body).toMatchObject({ data: [], pagination: { page: 2, limit: 10, total: 3 } });
  });
});

describe('global tasks', () => {
  it('list what is assigned to the user in every team, by team, with due filters', async () => {
    const me = await makeUser(t, { firstName: 'Mia' });
    const alpha = await makeTeam(t, me, { name: 'Alpha' });
    const owner = await makeUser(t);
    const beta = await makeTeam(t, owner, { name: 'Beta' });
    await addMember(t, beta._id, me.user.id, MEMBER_KEYS);
    const other = await memberOf(beta._id);
    const add = (user: User, teamId: string, title: string, extra: Record<string, unknown>) =>
      create(user, { teamId, title, assigneeIds: [me.user.id], ...extra });
    const late = await add(owner, beta._id, 'Late', { dueAt: inHours(-5) });
    const lateDone = await add(owner, beta._id, 'Late but done', {
      dueAt: inHours(-5),
      status: 'done',
    });
    const soon = await add(me, alpha._id, 'Soon', { dueAt: inHours(20) });
    const far = await add(me, alpha._id, 'Far', { dueAt: inHours(24 * 20) });
    const undated = await add(owner, beta._id, 'Undated', {});
    await create(owner, { teamId: beta._id, title: 'Not mine', assigneeIds: [other.user.id] });
    const id = (res: Awaited<ReturnType<typeof create>>) => res.body.data._id;

    const global = (query = '') => call(t, 'GET', `task/global?${query}`, { token: me.token });
    const all = await global();
    expect(all.status).toBe(200);
    // Grouped by team name, then by due time.
    expect(all.body.data.map((task: { team: { name: string } }) => task.team.name)).toEqual([
      'Alpha',
      'Alpha',
      'Beta',
      'Beta',
      'Beta',
    ]);
    expect(ids(all)).toEqual([soon, far, late, lateDone, undated].map(id));
    expect(ids(await global('due=overdue'))).toEqual([id(late)]);
    expect(ids(await global('due=week'))).toEqual([id(soon)]);
    expect(ids(await global('due=later'))).toEqual([id(far), id(undated)]);
    expect(ids(await global('status=done'))).toEqual([id(lateDone)]);
    // The end of this week comes from the user's own calendar.
    expect(ids(await global(`due=week&weekEnd=${inHours(10)}`))).toEqual([]);
    const bad = await global(`due=week&weekEnd=${new Date(Date.now() + 30 * DAY).toISOString()}`);
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe(
      'The end of this week must be a date and time within the next 8 days.',
    );
    const unknown = await global('due=someday');
    expect(unknown.body.responseMessage).toBe('Choose overdue, this week or later.');

    // Leaving a team (blocked here) takes its tasks off the list.
    await addMember(t, beta._id, me.user.id, MEMBER_KEYS, 'blocked');
    expect(ids(await global())).toEqual([soon, far].map(id));
  });
});

describe('who may see and change a task', () => {
  it("hides another team's tasks (404) and shuts a blocked member out (403)", async () => {
    const { owner, team, ana } = await world();
    const outsider = await makeUser(t);
    const blocked = await memberOf(team._id, MEMBER_KEYS, 'Bea');
    const added = await create(owner, {
      teamId: team._id,
      title: 'Buy meeting',
      assigneeIds: [ana.user.id],
    });
    const id = added.body.data._id;
    const comment = await call(t, 'POST', `task/${id}/comments`, {
      token: ana.token,
      body: { text: 'On it' },
    });
    await addMember(t, team._id, blocked.user.id, MEMBER_KEYS, 'blocked');
    for (const [user, status] of [
      [outsider, 404],
      [blocked, 403],
    ] as const) {
      const calls = [
        call(t, 'GET', `task?teamId=${team._id}`, { token: user.token }),
        call(t, 'GET', `task/${id}`, { token: user.token }),
        call(t, 'PUT', `task/${id}`, { token: user.token, body: { status: 'done' } }),
        call(t, 'DELETE', `task/${id}`, { token: user.token }),
        call(t, 'GET', `task/${id}/comments`, { token: user.token }),
        call(t, 'POST', `task/${id}/comments`, { token: user.token, body: { text: 'Hi' } }),
        call(t, 'DELETE', `task/${id}/comments/${comment.body.data._id}`, { token: user.token }),
        create(user, { teamId: team._id, title: 'x', assigneeIds: [user.user.id] }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(status);
        expect(res.body.responseMessage).toBe(
          status === 404 ? 'No Record Found.' : 'You have been blocked from this team.',
        );
      }
      const global = await call(t, 'GET', 'task/global', { token: user.token });
      expect(global.body.data).toEqual([]);
    }
    const [stored] = await tasksOf(team._id);
    expect(stored).toMatchObject({ title: 'Buy meeting', status: 'todo' });
    expect(await t.db.select().from(taskComments).where(eq(taskComments.taskId, id))).toHaveLength(
      1,
    );
  });

  it('lets only the creator, the assignees and the owner move a task, and the creator and owner edit it', async () => {
    const { owner, team, ana, ben } = await world();
    const carl = await memberOf(team._id, MEMBER_KEYS, 'Carl');
    const added = await create(ana, { teamId: team._id, title: 'Cut', assigneeIds: [ben.user.id] });
    const id = added.body.data._id;
    const put = (user: User, body: Record<string, unknown>) =>
      call(t, 'PUT', `task/${id}`, { token: user.token, body });
    for (const res of [
      await put(carl, { status: 'done' }),
      await put(carl, { title: 'Carl’s' }),
      await put(ben, { assigneeIds: [ben.user.id, carl.user.id] }),
      // Status and another field need both rights.
      await put(ben, { status: 'done', priority: 'low' }),
      await call(t, 'DELETE', `task/${id}`, { token: ben.token }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.responseMessage).toBe('Ask for permission.');
    }
    expect((await put(owner, { title: 'Cut the toile' })).status).toBe(200);
    const [stored] = await tasksOf(team._id);
    expect(stored).toMatchObject({ title: 'Cut the toile', status: 'todo', priority: 'medium' });
    expect((await call(t, 'DELETE', `task/${id}`, { token: owner.token })).status).toBe(200);
  });

  it('keeps product-linked tasks from members without canViewProducts, in lists and reads', async () => {
    const { owner, team, ana } = await world();
    const viewer = await memberOf(team._id, [], 'Vic');
    const productId = await product(owner, team._id);
    const linked = await create(owner, {
      teamId: team._id,
      title: 'Fit the wrap dress',
      assigneeIds: [ana.user.id],
      productId,
    });
    const plain = await create(owner, {
      teamId: team._id,
      title: 'Order labels',
      assigneeIds: [viewer.user.id],
    });
    const list = await call(t, 'GET', `task?teamId=${team._id}`, { token: viewer.token });
    expect(ids(list)).toEqual([plain.body.data._id]);
    expect(list.body.pagination.total).toBe(1);
    const counted = await call(t, 'GET', `task?teamId=${team._id}&limit=10&page=2`, {
      token: viewer.token,
    });
    expect(counted.body.pagination.total).toBe(1);
    for (const res of [
      await call(t, 'GET', `task/${linked.body.data._id}`, { token: viewer.token }),
      await call(t, 'GET', `task/${linked.body.data._id}/comments`, { token: viewer.token }),
      await call(t, 'PUT', `task/${linked.body.data._id}`, {
        token: viewer.token,
        body: { status: 'done' },
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.responseMessage).toBe('You donot have permission to view this product.');
    }
    // Nor is such a task assigned to them, or pointed at a product they cannot see.
    const assigned = await create(owner, {
      teamId: team._id,
      title: 'Press the sample',
      assigneeIds: [viewer.user.id],
      productId,
    });
    expect(assigned.status).toBe(400);
    expect(assigned.body.data.errors).toMatchObject([
      { field: 'assigneeIds', message: 'Assign people who can see this product.' },
    ]);
    const linking = await call(t, 'PUT', `task/${plain.body.data._id}`, {
      token: owner.token,
      body: { productId },
    });
    expect(linking.status).toBe(400);
    const pointed = await create(viewer, {
      teamId: team._id,
      title: 'Mine',
      assigneeIds: [viewer.user.id],
      productId,
    });
    expect(pointed.body.data.errors).toMatchObject([
      { field: 'productId', message: 'Choose a product of this team.' },
    ]);
    expect(await tasksOf(team._id)).toHaveLength(2);
    const [stored] = await tasksOf(team._id).then((rows) =>
      rows.filter((row) => row.id === plain.body.data._id),
    );
    expect(stored!.productId).toBeNull();
  });

  it('refuses an assignee from another team, or not in the team, storing nothing', async () => {
    const { owner, team, ana } = await world();
    const elsewhere = await makeUser(t);
    await makeTeam(t, elsewhere);
    const blocked = await memberOf(team._id, MEMBER_KEYS, 'Bea');
    await addMember(t, team._id, blocked.user.id, MEMBER_KEYS, 'blocked');
    for (const assigneeIds of [
      [ana.user.id, elsewhere.user.id],
      [randomUUID()],
      [blocked.user.id],
    ]) {
      const res = await create(owner, { teamId: team._id, title: 'Fit', assigneeIds });
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe('Assign people of this team.');
      expect(res.body.data.errors).toMatchObject([
        { field: 'assigneeIds', message: 'Assign people of this team.' },
      ]);
    }
    const added = await create(owner, {
      teamId: team._id,
      title: 'Fit',
      assigneeIds: [ana.user.id],
    });
    const moved = await call(t, 'PUT', `task/${added.body.data._id}`, {
      token: owner.token,
      body: { assigneeIds: [elsewhere.user.id], title: 'Changed' },
    });
    expect(moved.status).toBe(400);
    const [stored] = await tasksOf(team._id);
    expect(stored!.title).toBe('Fit');
    const assigned = await t.db
      .select()
      .from(taskAssignees)
      .where(eq(taskAssignees.taskId, added.body.data._id));
    expect(assigned.map((row) => row.userId)).toEqual([ana.user.id]);
    expect(await noticesOf(elsewhere.user.id)).toEqual([]);
  });
});

describe('bad tasks', () => {
  it.each([
    ['no title', { title: '   ' }, 'title', 'Title is required.'],
    [
      'a long title',
      { title: 'x'.repeat(101) },
      'title',
      'Title should not increase 100 characters',
    ],
    [
      'a long description',
      { description: 'x'.repeat(161) },
      'description',
      'Description should not increase 160 characters',
    ],
    [
      'a due date that is not a date',
      { dueAt: 'next Tuesday' },
      'dueAt',
      'Due date must be a date and time.',
    ],
    [
      'an impossible date',
      { dueAt: '2026-02-30T09:00:00Z' },
      'dueAt',
      'Due date must be a date and time.',
    ],
    ['an unknown status', { status: 'blocked' }, 'status', 'Choose To do, In progress or Done.'],
    [
      'an unknown priority',
      { priority: 'asap' },
      'priority',
      'Choose a priority: low, medium, high or urgent.',
    ],
    ['no assignee', { assigneeIds: [] }, 'assigneeIds', 'Assign the task to at least one person.'],
    [
      'no assignee list',
      { assigneeIds: undefined },
      'assigneeIds',
      'Assign the task to at least one person.',
    ],
    [
      '21 assignees',
      { assigneeIds: Array.from({ length: 21 }, () => randomUUID()) },
      'assigneeIds',
      'Assign a task to at most 20 people.',
    ],
    ['an assignee that is no id', { assigneeIds: ['ben'] }, 'assigneeIds.0', 'No Record Found.'],
    [
      'a product of nowhere',
      { productId: randomUUID() },
      'productId',
      'Choose a product of this team.',
    ],
  ])(
    '%s is a 400 naming the field, and nothing is stored',
    async (_name, change, field, message) => {
      const owner = await makeUser(t);
      const team = await makeTeam(t, owner);
      const res = await create(owner, {
        teamId: team._id,
        title: 'Fit session',
        assigneeIds: [owner.user.id],
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe(message);
      expect(res.body.data.errors[0]).toMatchObject({ field, message });
      expect(await tasksOf(team._id)).toHaveLength(0);
    },
  );

  it('refuses a bad range or filter, and an empty edit', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    for (const [query, message] of [
      [`from=2026-01-01T00:00:00Z&to=2027-06-01T00:00:00Z`, 'Choose a range of at most 366 days.'],
      [
        `from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`,
        'Give the range as from and to, each a date and time, the end after the start.',
      ],
      [
        `from=2026-02-01T00:00:00Z`,
        'Give the range as from and to, each a date and time, the end after the start.',
      ],
      ['status=later', 'Choose To do, In progress or Done.'],
      ['mine=yes', 'Choose filters from the list.'],
      ['limit=7', 'Page size must be 10, 50 or 100.'],
    ]) {
      const res = await call(t, 'GET', `task?teamId=${team._id}&${query}`, { token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
    const noTeam = await call(t, 'GET', 'task', { token: owner.token });
    expect(noTeam.body.responseMessage).toBe('Please select a team.');
    const added = await create(owner, {
      teamId: team._id,
      title: 'A',
      assigneeIds: [owner.user.id],
    });
    const empty = await call(t, 'PUT', `task/${added.body.data._id}`, {
      token: owner.token,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.responseMessage).toBe('Nothing to change.');
  });
});

describe('task comments', () => {
  it('are added by whoever sees the task, listed oldest first, and deleted by their author or the task’s creator', async () => {
    const { owner, team, ana, ben } = await world();
    const added = await create(ana, { teamId: team._id, title: 'Cut', assigneeIds: [ana.user.id] });
    const id = added.body.data._id;
    const say = (user: User, text: unknown) =>
      call(t, 'POST', `task/${id}/comments`, { token: user.token, body: { text } });
    const first = await say(ben, ' Fabric arrives Monday ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      responseMessage: 'Comment added successfully.',
      data: {
        taskId: id,
        text: 'Fabric arrives Monday',
        author: { _id: ben.user.id, name: 'Ben Ito' },
        policies: { delete: true },
      },
    });
    const second = await say(owner, 'Thanks');
    for (const [text, message] of [
      ['   ', 'Comment text is required.'],
      ['x'.repeat(2001), 'Comments can be at most 2000 characters.'],
      [undefined, 'Comment text is required.'],
    ] as const) {
      const res = await say(ben, text);
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
    const listed = await call(t, 'GET', `task/${id}/comments`, { token: ben.token });
    expect(listed.body.data.map((comment: { text: string }) => comment.text)).toEqual([
      'Fabric arrives Monday',
      'Thanks',
    ]);
    expect(
      listed.body.data.map((c: { policies: { delete: boolean } }) => c.policies.delete),
    ).toEqual([true, false]);
    const card = await call(t, 'GET', `task/${id}`, { token: ben.token });
    expect(card.body.data.commentCount).toBe(2);

    const notYours = await call(t, 'DELETE', `task/${id}/comments/${second.body.data._id}`, {
      token: ben.token,
    });
    expect(notYours.status).toBe(403);
    // The task's creator may clear any comment of it; a comment of another task is unknown.
    const other = await create(ana, { teamId: team._id, title: 'Sew', assigneeIds: [ana.user.id] });
    const wrongTask = await call(
      t,
      'DELETE',
      `task/${other.body.data._id}/comments/${second.body.data._id}`,
      { token: ana.token },
    );
    expect(wrongTask.status).toBe(404);
    expect(wrongTask.body.responseMessage).toBe('Choose a comment of this task.');
    for (const [user, comment] of [
      [ben, first],
      [ana, second],
    ] as const) {
      const res = await call(t, 'DELETE', `task/${id}/comments/${comment.body.data._id}`, {
        token: user.token,
      });
      expect(res.body).toMatchObject({
        responseMessage: 'Comment deleted successfully.',
        data: { _id: comment.body.data._id },
      });
    }
    expect(await t.db.select().from(taskComments).where(eq(taskComments.taskId, id))).toEqual([]);
  });
});

describe('assigning a task', () => {
  it('notifies each newly assigned person live and by e-mail per their settings, never the assigner', async () => {
    const { owner, team, ana, ben } = await world();
    await call(t, 'PUT', 'notificationSetting', {
      token: ben.token,
      body: {
        items: [{ key: 'notifications', itemActions: { emailEnable: true, webEnable: false } }],
      },
    });
    const benSocket = await connect(url, ben.token);
    const anaSocket = await connect(url, ana.token);
    const anaHears = inbox(anaSocket, 'notification');
    try {
      const arriving = next(benSocket, 'notification');
      const changed = next(benSocket, 'taskChanged');
      const added = await create(ana, {
        teamId: team._id,
        title: 'Grade the pattern',
        assigneeIds: [ana.user.id, ben.user.id],
      });
      const id = added.body.data._id;
      await t.deliver();
      expect(await arriving).toMatchObject({
        key: 'assignTask',
        message: 'Ana Ito assigned you Grade the pattern in Studio.',
        user: ben.user.id,
        teamId: team._id,
        actor: { _id: ana.user.id, firstName: 'Ana' },
        payload: { taskId: id, taskTitle: 'Grade the pattern' },
      });
      expect(await changed).toEqual({ teamId: team._id, taskId: id, change: 'created' });
      expect(t.mails.filter((mail) => mail.to === ben.user.email)).toEqual([
        expect.objectContaining({
          subject: 'Atelier: Ana Ito assigned you Grade the pattern in Studio.',
        }),
      ]);
      await flush(t, anaSocket, ana.user.id);
      expect(anaHears).toEqual([]);
      expect(await noticesOf(ana.user.id)).toEqual([]);

      // Only the people an edit adds hear of it; the owner's e-mail switch is off.
      await call(t, 'PUT', `task/${id}`, {
        token: ana.token,
        body: { assigneeIds: [ben.user.id, owner.user.id] },
      });
      await call(t, 'PUT', `task/${id}`, { token: ana.token, body: { status: 'done' } });
      await t.deliver();
      expect(await noticesOf(ben.user.id)).toHaveLength(1);
      expect((await noticesOf(owner.user.id)).map((row) => row.message)).toEqual([
        'Ana Ito assigned you Grade the pattern in Studio.',
      ]);
      expect(t.mails.filter((mail) => mail.to === owner.user.email)).toEqual([]);
    } finally {
      benSocket.close();
      anaSocket.close();
    }
  });
});

describe('notices (issue 47 §4)', () => {
  it('say in English, word for word, what each recorded message says', async () => {
    for (const key of ['assignTask'] as const) await expectNoticesInEnglish(t, key);
  });
});
