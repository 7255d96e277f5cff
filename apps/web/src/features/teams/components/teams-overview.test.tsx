import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMember, anOwnerMember, aTeam, policies, signIn } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const knit = aTeam({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Knit lab',
  description: 'Yarns and swatches',
  memberCount: 1,
});
const denim = aTeam({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Denim',
  description: '',
  isOwner: false,
  createdBy: { _id: 'someone', firstName: 'Olivia', profilePicture: null },
  memberCount: 7,
  memberPreview: [
    { _id: 'o', firstName: 'Olivia', lastName: 'Owner', profilePicture: null },
    ...['Ben', 'Cy', 'Di', 'Ed'].map((firstName, index) => ({
      _id: `m${index}`,
      firstName,
      lastName: 'Baker',
      profilePicture: null,
    })),
  ],
  policies: policies(['viewTeam', 'canViewTeams']),
});

function openTeams(path: string, teams = [knit, denim]) {
  const user = signIn();
  mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: teams },
    [`GET /team/members/${knit._id}`]: { data: [anOwnerMember()] },
    [`GET /team/members/${denim._id}`]: {
      data: [
        aMember({ _id: 'o', firstName: 'Olivia', lastName: 'Owner', isOwner: true }),
        ...['Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'].map((firstName, index) =>
          aMember({ _id: `m${index}`, firstName }),
        ),
      ],
    },
    [`GET /team/${denim._id}`]: { data: denim },
  });
  return renderApp(path);
}

describe('teams', () => {
  it('invites a user without teams to create one', async () => {
    openTeams('/teams', []);

    expect(await screen.findByText('You are not in a team yet')).toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'Create Team' });
    expect(create.at(-1)).toHaveAttribute('href', '/createteam');
  });

  it('shows each team as a card with its members, also at /Teams', async () => {
    openTeams('/Teams');

    const denimCard = await screen.findByRole('article', { name: 'Denim' });
    expect(within(denimCard).getByText('Member')).toBeInTheDocument();
    expect(within(denimCard).getByText('7 members')).toBeInTheDocument();
    expect(within(denimCard).getByText('Owner: Olivia · 02-11-2026')).toBeInTheDocument();
    // Five pictures, then the rest as a number.
    expect(within(denimCard).getByRole('img', { name: 'Olivia Owner' })).toBeInTheDocument();
    expect(within(denimCard).getByLabelText('2 more members')).toBeInTheDocument();

    const knitCard = screen.getByRole('article', { name: 'Knit lab' });
    expect(within(knitCard).getByText('Owner')).toBeInTheDocument();
    expect(within(knitCard).getByText('Yarns and swatches')).toBeInTheDocument();
    expect(within(knitCard).getByRole('link', { name: 'Knit lab' })).toHaveAttribute(
      'href',
      `/teamusers/${knit._id}`,
    );
  });

  it('names a team without a link for a member who may not open its page (no canViewTeams)', async () => {
    const closed = { ...denim, policies: policies(['viewTeam', 'canViewProducts']) };
    openTeams('/teams', [knit, closed]);

    const card = await screen.findByRole('article', { name: 'Denim' });
    expect(within(card).getByRole('heading', { name: 'Denim' })).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByText('7 members')).toBeInTheDocument();
  });

  it('opens a team with its details, members and the team list as route state', async () => {
    const { user, router } = openTeams('/teams');

    await user.click(await screen.findByRole('link', { name: 'Denim' }));

    expect(await screen.findByRole('heading', { name: 'Denim', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/teamusers/${denim._id}`);
    const state = router.state.location.state as { team: unknown; teams: unknown[] };
    expect(state.team).toEqual(denim);
    expect(state.teams).toHaveLength(2);
    expect(screen.getByLabelText('Switch team')).toBeInTheDocument();
  });

  it('lists the teams compactly and filters them by the search text', async () => {
    const { user } = openTeams('/teamslist');

    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Denim' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Knit lab' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search teams'), 'yarn');

    expect(await screen.findByText('Yarns and swatches')).toBeInTheDocument();
    await expect.poll(() => within(table).queryByRole('link', { name: 'Denim' })).toBeNull();

    await user.clear(screen.getByLabelText('Search teams'));
    await user.type(screen.getByLabelText('Search teams'), 'zzz');
    expect(await screen.findByText('No teams match “zzz”')).toBeInTheDocument();
  });
});
