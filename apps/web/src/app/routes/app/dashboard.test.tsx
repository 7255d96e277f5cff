import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Team } from '@atelier/domain';
import { aTeam, aUser, signIn } from '../../../testing/fixtures';
import { aTask } from '../../../testing/task-fixtures';
import { page } from '../../../testing/library-fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { LIVE_DASHBOARD_DELAY_MS } from '../../../features/dashboard/hooks/use-live-dashboard';
import { setSelectedTeamId } from '../../../lib/selected-team';

/** Every card answered, empty: what a team that has just started sees. */
const emptyCards = {
  'GET /dashboard/activeProducts': {
    data: [],
    extra: { countsByStage: { idea: 0, design: 0, sampling: 0, approved: 0, production: 0 } },
  },
  'GET /dashboard/trendingFabrics': { data: [] },
  'GET /dashboard/totalUploads': { data: { count: 0, bytes: 0, limitBytes: null, weeks: [] } },
  'GET /dashboard/recentActivity': { data: [] },
  'GET /calendarEvent': { data: [] },
  'GET /task/global': { data: [], ...page(0) },
};

const step = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('a') as HTMLElement;

describe('the dashboard’s first steps', () => {
  it('are all ahead of a newcomer', async () => {
    const user = signIn();
    mockApi({ 'GET /auth/getProfile': { data: user }, 'GET /team/getUserTeamList': { data: [] } });
    renderApp('/dashboard');

    const team = await step('Create your first team');
    expect(within(team).queryByText('Done')).not.toBeInTheDocument();
  });

  it('mark a team made and a completed profile as done, not a team only joined', async () => {
    const user = signIn(aUser({ profilePicture: '/media/me.png', jobTitle: 'Designer' }));
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam({ isOwner: false })] },
      ...emptyCards,
    });
    renderApp('/dashboard');

    expect(within(await step('Complete your profile')).getByText('Done')).toBeVisible();
    expect(
      within(await step('Create your first team')).queryByText('Done'),
    ).not.toBeInTheDocument();
    expect(within(await step('Add a product')).queryByText('Done')).not.toBeInTheDocument();
  });

  it('mark a product and a colour of the team as done, and go away once all is done', async () => {
    const user = signIn(aUser({ profilePicture: '/media/me.png', jobTitle: 'Designer' }));
    const team = aTeam();
    localStorage.setItem('selectedTeamId', team._id);
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [team] },
      'GET /product': { data: [], ...page(3) },
      'GET /colour': { data: [], ...page(12) },
      ...emptyCards,
    });
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { name: /Good (morning|afternoon|evening)/ }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Add a product' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/let’s set up your studio/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /product')[0]!.searchParams.get('teamId')).toBe(team._id);
  });
});

describe('the dashboard’s announcements', () => {
  it('selects the team an address names, and shows its announcements', async () => {
    const user = signIn();
    const studio = aTeam({ _id: 'c0c0c0c0-0000-4000-8000-000000000003', name: 'Resort 27' });
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam(), studio] },
      ...emptyCards,
      'GET /announcement': ({ searchParams }) => ({
        data:
          searchParams.get('teamId') === studio._id
            ? [
                {
                  _id: 'a0a0a0a0-0000-4000-8000-000000000001',
                  teamId: studio._id,
                  title: 'Resort kick-off',
                  body: 'Monday at 10.',
                  pinned: false,
                  expiresAt: null,
                  author: null,
                  dismissed: false,
                  createdAt: '2026-11-02T09:00:00.000Z',
                  updatedAt: '2026-11-02T09:00:00.000Z',
                  policies: { edit: true, delete: true },
                },
              ]
            : [],
      }),
    });
    const { router } = renderApp(`/dashboard?team=${studio._id}`);

    expect(await screen.findByRole('article', { name: 'Resort kick-off' })).toBeVisible();
    expect(localStorage.getItem('selectedTeamId')).toBe(studio._id);
    expect(router.state.location.search).toBe('');
  });

  it('shows only the selected team’s announcements, however often the team changes', async () => {
    const user = signIn();
    const knit = aTeam({ _id: 'c0c0c0c0-0000-4000-8000-000000000004', name: 'Knitwear' });
    const nord = aTeam({ _id: 'c0c0c0c0-0000-4000-8000-000000000005', name: 'Maison Nord' });
    const news = (team: Team, title: string) => ({
      _id: team._id.replace('c0c0c0c0', 'a0a0a0a0'),
      teamId: team._id,
      title,
      body: `${title}, read me.`,
      pinned: false,
      expiresAt: null,
      author: null,
      dismissed: false,
      createdAt: '2026-11-02T09:00:00.000Z',
      updatedAt: '2026-11-02T09:00:00.000Z',
      policies: { edit: true, delete: true },
    });
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [knit, nord] },
      ...emptyCards,
      'GET /announcement': ({ searchParams }) => ({
        data: [
          searchParams.get('teamId') === knit._id
            ? news(knit, 'Knit news')
            : news(nord, 'Nord news'),
        ],
      }),
    });
    localStorage.setItem('selectedTeamId', knit._id);
    renderApp('/dashboard');
    expect(await screen.findByRole('article', { name: 'Knit news' })).toBeVisible();

    for (const [team, title] of [
      [nord, 'Nord news'],
      [knit, 'Knit news'],
      [nord, 'Nord news'],
    ] as const) {
      act(() => setSelectedTeamId(team._id));
      expect(await screen.findByRole('article', { name: title })).toBeVisible();
      expect(screen.getAllByRole('heading', { name: 'Announcements' })).toHaveLength(1);
      expect(screen.getAllByRole('article')).toHaveLength(1);
    }
  });
});

const CARDS = ['GET /dashboard/activeProducts', 'GET /dashboard/recentActivity'];
const ALL_CARDS = [
  'GET /dashboard/activeProducts',
  'GET /dashboard/trendingFabrics',
  'GET /dashboard/totalUploads',
  'GET /dashboard/recentActivity',
];

describe('the dashboard’s cards', () => {
  it('show the selected team’s cards, each under its heading', async () => {
    const user = signIn();
    const team = aTeam();
    localStorage.setItem('selectedTeamId', team._id);
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [team] },
      ...emptyCards,
    });
    renderApp('/dashboard');

    expect(await screen.findByText('No products in progress')).toBeVisible();
    expect(await screen.findByText('Nothing due this week.')).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Active products',
        'Due this week',
        'Trending fabrics',
        'Total uploads',
        'Recent activity',
        'Your tasks',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Create product' })).toBeVisible();
    for (const card of CARDS) {
      expect(callsTo(fetchMock, card)[0]!.searchParams.get('teamId')).toBe(team._id);
    }
    // Due this week: today and the six days after it (docs/decisions.md, Dashboard).
    const week = callsTo(fetchMock, 'GET /calendarEvent')[0]!.searchParams;
    const days = (Date.parse(week.get('to')!) - Date.parse(week.get('from')!)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('count “this week” the same way on Due this week and Your tasks (issue 44 §3)', async () => {
    const user = signIn();
    const team = aTeam();
    localStorage.setItem('selectedTeamId', team._id);
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [team] },
      ...emptyCards,
      'GET /task/global': {
        data: [
          aTask({
            _id: 'a0a0a0a0-0000-4000-8000-00000000bbbb',
            title: 'Cut the toile',
            dueAt: soon,
          }),
        ],
        ...page(1),
      },
    });
    renderApp('/dashboard');

    const card = (await screen.findByRole('heading', { name: 'Your tasks' })).closest('section')!;
    await waitFor(() => expect(card).toHaveTextContent('1 due this week'));
    // The task is named in the card and opens in its drawer.
    expect(within(card).getByRole('link', { name: 'Cut the toile' })).toHaveAttribute(
      'href',
      '/Tasks/GlobalTask?task=a0a0a0a0-0000-4000-8000-00000000bbbb',
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET /calendarEvent')).toHaveLength(1));
    const calendarWeekEnd = callsTo(fetchMock, 'GET /calendarEvent')[0]!.searchParams.get('to');
    for (const call of callsTo(fetchMock, 'GET /task/global')) {
      expect(call.searchParams.get('weekEnd')).toBe(calendarWeekEnd);
    }
  });

  it('list everything due this week as links, or say how many more (issue 44 §2)', async () => {
    const user = signIn();
    const team = aTeam();
    localStorage.setItem('selectedTeamId', team._id);
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const item = (index: number) => ({
      id: `task:${index}`,
      kind: 'task' as const,
      title: `Task ${index}`,
      start,
      end: null,
      allDay: false,
      teamId: team._id,
      taskId: `a0a0a0a0-0000-4000-8000-00000000000${index}`,
      editable: true,
    });
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [team] },
      ...emptyCards,
      'GET /calendarEvent': {
        data: [
          ...Array.from({ length: 7 }, (_, index) => item(index + 1)),
          {
            id: 'deadline:p1',
            kind: 'deadline',
            title: 'Poppy Wrap Dress',
            start: start.slice(0, 10),
            end: null,
            allDay: true,
            teamId: team._id,
            productId: 'p1',
            editable: true,
          },
          {
            id: 'event:e1',
            kind: 'event',
            title: 'Fitting',
            start,
            end: null,
            allDay: false,
            teamId: team._id,
            eventId: 'e1',
            editable: true,
          },
        ],
      },
    });
    renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'Due this week' });
    expect(await within(card).findByRole('link', { name: 'Task 1' })).toHaveAttribute(
      'href',
      '/Tasks?task=a0a0a0a0-0000-4000-8000-000000000001',
    );
    expect(within(card).getAllByRole('listitem')).toHaveLength(6);
    expect(within(card).getByRole('link', { name: '3 more in the calendar' })).toHaveAttribute(
      'href',
      '/calendar',
    );
  });

  it('cover every team when none is selected, with no calendar to glance at', async () => {
    const user = signIn();
    localStorage.setItem('selectedTeamId', 'all');
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      ...emptyCards,
    });
    renderApp('/dashboard');

    expect(await screen.findByText('Nothing has happened yet')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Due this week' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /dashboard/activeProducts')[0]!.searchParams.has('teamId')).toBe(
      false,
    );
  });

  it('are not shown to someone in no team yet', async () => {
    const user = signIn();
    mockApi({ 'GET /auth/getProfile': { data: user }, 'GET /team/getUserTeamList': { data: [] } });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Create your first team' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Active products' })).not.toBeInTheDocument();
  });

  it('ask again when a teammate changes a product or comments', async () => {
    const user = signIn();
    const team = aTeam();
    localStorage.setItem('selectedTeamId', team._id);
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [team] },
      ...emptyCards,
    });
    const { realtime } = renderApp('/dashboard');
    expect(await screen.findByText('No products in progress')).toBeVisible();
    const asked = (card: string) => callsTo(fetchMock, card).length;
    const before = CARDS.map(asked);

    await realtime.serverEmit('productChanged', {
      teamId: team._id,
      productId: 'd0d0d0d0-0000-4000-8000-000000000001',
      change: 'updated',
    });
    await waitFor(() => expect(CARDS.map(asked)).toEqual(before.map((count) => count + 1)), {
      timeout: LIVE_DASHBOARD_DELAY_MS * 3,
    });

    // A comment can move the recent activity only.
    await realtime.serverEmit('commentChanged', {
      teamId: team._id,
      productId: 'd0d0d0d0-0000-4000-8000-000000000001',
      commentId: 'c1c1c1c1-0000-4000-8000-000000000001',
      fileId: null,
      change: 'created',
    });
    await waitFor(() => expect(CARDS.map(asked)).toEqual([before[0]! + 1, before[1]! + 2]), {
      timeout: LIVE_DASHBOARD_DELAY_MS * 3,
    });
  });

  it('ask once for a burst of changes, and not for another team’s (issue 43 §3.19)', async () => {
    const user = signIn();
    const team = aTeam();
    const other = aTeam({ _id: 'e0e0e0e0-0000-4000-8000-000000000002', name: 'Other studio' });
    localStorage.setItem('selectedTeamId', team._id);
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [team, other] },
      ...emptyCards,
    });
    const { realtime } = renderApp('/dashboard');
    expect(await screen.findByText('No products in progress')).toBeVisible();
    const asked = (card: string) => callsTo(fetchMock, card).length;
    const before = ALL_CARDS.map(asked);
    const change = (teamId: string, index: number) => ({
      teamId,
      productId: `d0d0d0d0-0000-4000-8000-${String(index).padStart(12, '0')}`,
      change: 'updated',
    });

    // Another team's changes ask nothing.
    for (let index = 0; index < 10; index += 1) {
      await realtime.serverEmit('productChanged', change(other._id, index));
    }
    await new Promise((resolve) => setTimeout(resolve, LIVE_DASHBOARD_DELAY_MS * 1.5));
    expect(ALL_CARDS.map(asked)).toEqual(before);

    // Twenty changes of the team shown, and comments among them: one refetch of each card.
    for (let index = 0; index < 20; index += 1) {
      await realtime.serverEmit('productChanged', change(team._id, index));
      await realtime.serverEmit('commentChanged', {
        ...change(team._id, index),
        commentId: 'c1c1c1c1-0000-4000-8000-000000000001',
        fileId: null,
        change: 'created',
      });
    }
    await waitFor(() => expect(ALL_CARDS.map(asked)).toEqual(before.map((count) => count + 1)), {
      timeout: LIVE_DASHBOARD_DELAY_MS * 3,
    });
    await new Promise((resolve) => setTimeout(resolve, LIVE_DASHBOARD_DELAY_MS * 1.5));
    expect(ALL_CARDS.map(asked)).toEqual(before.map((count) => count + 1));
  });
});
