import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTeam, aUser, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('team settings on the Free plan (issue 44 §20)', () => {
  it('do not ask for own roles, which the plan lacks and the server refuses', async () => {
    const user = signIn(aUser({ planType: 'Free' }));
    const team = aTeam();
    localStorage.setItem('selectedTeamId', team._id);
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [team] },
      [`GET /team/${team._id}/stages`]: { data: [] },
      'GET /role': { status: 403, message: 'Upgrade your plan.' },
    });
    renderApp('/setting/team');

    expect(await screen.findByRole('heading', { name: 'Team settings' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, `GET /team/${team._id}/stages`)).not.toHaveLength(0),
    );
    expect(callsTo(fetchMock, 'GET /role')).toHaveLength(0);
  });
});

describe('team settings and the team’s webhooks (issue 49 §2)', () => {
  function openTeamSettings(team: ReturnType<typeof aTeam>) {
    const user = signIn(aUser());
    localStorage.setItem('selectedTeamId', team._id);
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [team] },
      [`GET /team/${team._id}/stages`]: { data: [] },
    });
    return renderApp('/setting/team');
  }

  it('link the owner to the team’s webhooks', async () => {
    const { user, router } = openTeamSettings(aTeam());
    const link = await screen.findByRole('link', { name: /Webhooks/ });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/team/webhooks'));
  });

  it('offer no webhooks to a member who is not the owner', async () => {
    openTeamSettings(aTeam({ isOwner: false }));
    expect(await screen.findByRole('heading', { name: 'Team settings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Spring studio').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /Webhooks/ })).not.toBeInTheDocument();
  });
});
