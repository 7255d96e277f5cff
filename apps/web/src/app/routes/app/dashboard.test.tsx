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
