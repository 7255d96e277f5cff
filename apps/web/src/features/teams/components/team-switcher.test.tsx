import type { Team } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTeam, policies, signIn } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const owned = aTeam({ _id: '11111111-1111-4111-8111-111111111111', name: 'Own studio' });
const viewing = aTeam({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Look only',
  isOwner: false,
  policies: policies(['viewTeam', 'canViewTeams', 'canViewProducts']),
});
const designing = aTeam({
  _id: '33333333-3333-4333-8333-333333333333',
  name: 'Design desk',
  isOwner: false,
  policies: policies(['viewTeam', 'canViewTeams', 'canAddProduct']),
});

/** `null` is no team (the switcher's 'Clear selection'); `undefined` a browser where nothing was chosen. */
function openDashboard(
  selectedTeamId: string | null | undefined,
  teams: Team[] = [owned, viewing, designing],
) {
  const user = signIn();
  if (selectedTeamId !== undefined) localStorage.setItem('selectedTeamId', selectedTeamId ?? 'all');
  mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: teams },
  });
  return renderApp('/dashboard');
}

async function createMenuItems(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 3000 }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('selected team and Create Product (SPEC §6)', () => {
  it('offers Create Product when no team is selected', async () => {
    const { user } = openDashboard(null);

    expect(await screen.findByRole('button', { name: 'Team: Select team' })).toBeVisible();
    expect(await createMenuItems(user)).toContain('Create Product');
  });

  it('hides it for a selected team whose policies do not allow adding products', async () => {
    const { user } = openDashboard(viewing._id);

    expect(await screen.findByRole('button', { name: 'Team: Look only' })).toBeVisible();
    expect(await createMenuItems(user)).toEqual([
      'Create Team',
      'Create Reminder',
      'Create Designmate',
    ]);
  });

  it('offers it where the user may add products, and in a team they created', async () => {
    const { user } = openDashboard(designing._id);
    expect(await screen.findByRole('button', { name: 'Team: Design desk' })).toBeVisible();
    expect(await createMenuItems(user)).toContain('Create Product');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Team: Design desk' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Own studio' }));

    expect(await screen.findByRole('button', { name: 'Team: Own studio' })).toBeVisible();
    expect(localStorage.getItem('selectedTeamId')).toBe(owned._id);
    expect(await createMenuItems(user)).toContain('Create Product');
  });

  it('forgets a team that is gone and chooses the first one the user works in', async () => {
    const { user } = openDashboard('no-longer-mine');

    expect(await screen.findByRole('button', { name: 'Team: Own studio' })).toBeVisible();
    expect(localStorage.getItem('selectedTeamId')).toBe(owned._id);

    await user.click(screen.getByRole('button', { name: 'Team: Own studio' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Look only' }));
    expect(await createMenuItems(user)).not.toContain('Create Product');
  });

  it('chooses the only team on a first sign-in, never a team the user is blocked in', async () => {
    openDashboard(undefined, [aTeam({ ...designing, memberStatus: 'blocked' }), viewing]);

    expect(await screen.findByRole('button', { name: 'Team: Look only' })).toBeVisible();
    expect(localStorage.getItem('selectedTeamId')).toBe(viewing._id);
  });
});
