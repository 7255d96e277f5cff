import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOwnerMember, aTeam, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

function openCreateTeam() {
  const user = signIn();
  const created = aTeam({ name: 'Knit lab', description: 'Yarns', memberCount: 1 });
  const teams: unknown[] = [];
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': () => ({ data: teams }),
    'POST /team': ({ body }) => {
      teams.push({ ...created, ...(body as object) });
      return { status: 201, message: 'Team added successfully.', data: teams[0] };
    },
    [`GET /team/${created._id}`]: { data: created },
    [`GET /team/members/${created._id}`]: { data: [anOwnerMember()] },
  });
  return { ...renderApp('/createteam'), fetchMock, created };
}

describe('create team', () => {
  it('counts the name to 20 characters and gives the SPEC text past it', async () => {
    const { user, fetchMock } = openCreateTeam();
    const name = await screen.findByLabelText(/Team name/);

    await user.click(name);
    await user.paste('Twenty characters ok');
    expect(screen.getByText('20/20')).toBeInTheDocument();
    expect(screen.queryByText('Team Name should not increase 20 characters')).toBeNull();

    await user.type(name, '!');
    expect(await screen.findByText('Team Name should not increase 20 characters')).toBeVisible();
    expect(screen.getByText('21/20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(callsTo(fetchMock, 'POST /team')).toHaveLength(0);
  });

  it('asks for a name and a description, and keeps the description to 160 characters', async () => {
    const { user, fetchMock } = openCreateTeam();

    await user.click(await screen.findByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team name is required.')).toBeInTheDocument();
    // SPEC §5: a team's description is required too.
    expect(screen.getByText('Description is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Team name/), 'Knit lab');
    await user.click(screen.getByLabelText(/Description/));
    await user.paste('x'.repeat(161));
    expect(
      await screen.findByText('Description should not increase 160 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('161/160')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /team')).toHaveLength(0);
  });

  it('creates the team, shows the server message and offers to invite on its page', async () => {
    const { user, router, fetchMock, created } = openCreateTeam();

    await user.type(await screen.findByLabelText(/Team name/), 'Knit lab');
    await user.type(screen.getByLabelText(/Description/), 'Yarns');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));

    expect(await screen.findByText('Team added successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /team')[0]?.body).toEqual({
      name: 'Knit lab',
      description: 'Yarns',
    });
    expect(await screen.findByRole('heading', { name: 'Knit lab', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/teamusers/${created._id}`);
    // The new team is the one the Manage pages show.
    expect(localStorage.getItem('selectedTeamId')).toBe(created._id);
    expect(screen.getByText('Your team is ready')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Invite members' }).length).toBeGreaterThan(0);
  });
});
