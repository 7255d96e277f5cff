import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTeam, policies, signIn, TEAM_ID } from '../../testing/fixtures';
import { callsTo, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const NORD = { _id: '5a5a5a5a-0000-4000-8000-000000000001', name: 'Nord Knitwear' };

function openApp(supplier: typeof NORD | null, path = '/setting') {
  const user = signIn();
  localStorage.setItem('selectedTeamId', TEAM_ID);
  const team = supplier
    ? aTeam({ supplier, isOwner: false, policies: policies([]), memberCount: 0, memberPreview: [] })
    : aTeam();
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [team] },
  });
  return { ...renderApp(path), fetchMock };
}

describe('the shell of a supplier’s person', () => {
  it('shows the wall, the sample requests and designmate alone, and whom they work for', async () => {
    const { user, fetchMock } = openApp(NORD);
    expect((await screen.findAllByText('Supplier: Nord Knitwear')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    // The shell settles (the route's page loads) before the navigation is read.
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
          name: 'Wall',
        }),
      ).toBeInTheDocument(),
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Samples' })).toBeInTheDocument();
    // designmate answers them within their scope (issue 47 §1).
    expect(within(nav).getByRole('link', { name: 'designmate' })).toBeInTheDocument();
    for (const name of ['Dashboard', 'Teams', 'Messages', 'Reminder']) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(nav).queryByText('Manage')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/unread'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Create' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).queryByRole('menuitem', { name: 'Create Reminder' }),
    ).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Create Designmate' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /team/getUserTeamList').length).toBeGreaterThan(0);
  });

  it('sends them from the dashboard, whose cards are the team’s, to their wall', async () => {
    const { router } = openApp(NORD, '/dashboard');
    await waitFor(() =>
      expect(router.state.location.pathname.toLowerCase()).toBe(`/wall/${TEAM_ID}`),
    );
  });

  it('keeps the whole navigation for a member', async () => {
    const { user } = openApp(null);
    await user.click(await screen.findByRole('button', { name: 'Expand navigation' }));
    for (const name of ['Dashboard', 'Wall', 'designmate', 'Reminder']) {
      await waitFor(() =>
        expect(
          within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name }),
        ).toBeInTheDocument(),
      );
    }
    expect(screen.queryByText(/Supplier:/)).not.toBeInTheDocument();
  });
});
