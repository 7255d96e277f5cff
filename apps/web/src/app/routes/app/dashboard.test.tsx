import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Team } from '@atelier/domain';
import { aTeam, aUser, signIn } from '../../../testing/fixtures';
import { page } from '../../../testing/library-fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { setSelectedTeamId } from '../../../lib/selected-team';

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
