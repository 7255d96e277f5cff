import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTeam, aUser, signIn } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

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

  it('mark a team joined and a completed profile as done', async () => {
    const user = signIn(aUser({ profilePicture: '/media/me.png', jobTitle: 'Designer' }));
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
    });
    renderApp('/dashboard');

    expect(await within(await step('Create your first team')).findByText('Done')).toBeVisible();
    expect(within(await step('Complete your profile')).getByText('Done')).toBeVisible();
    expect(within(await step('Add a product')).queryByText('Done')).not.toBeInTheDocument();
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
});
