import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aMember,
  anOwnerMember,
  aTeam,
  policies,
  signIn,
  TEAM_ID,
} from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('create user', () => {
  it('creates a colleague’s account in a team the user may add users to', async () => {
    const user = signIn();
    const other = aTeam({
      _id: '22222222-2222-4222-8222-222222222222',
      name: 'Look only',
      isOwner: false,
      policies: policies(['viewTeam']),
    });
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam(), other] },
      'POST /users': { status: 201, message: 'User added successfully.', data: null },
      [`GET /team/${TEAM_ID}`]: { data: aTeam() },
      [`GET /team/members/${TEAM_ID}`]: { data: [anOwnerMember(), aMember()] },
    });
    const { user: person, router } = renderApp(`/createuser?teamId=${TEAM_ID}`);

    await person.click(
      await screen.findByRole('button', { name: 'Create user' }, { timeout: 3000 }),
    );
    expect(await screen.findByText('First name is required.')).toBeVisible();
    expect(screen.getByText('Email is required.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Team/ })).toHaveValue('Spring studio');
    // Only teams whose policies allow adding users are offered.
    await person.click(screen.getByRole('combobox', { name: /^Team/ }));
    expect(screen.queryByRole('option', { name: 'Look only' })).toBeNull();
    await person.keyboard('{Escape}');

    await person.type(screen.getByLabelText(/First name/), 'Ben');
    await person.type(screen.getByLabelText('Last name'), 'Baker');
    await person.type(screen.getByLabelText(/^Email/), 'ben@studio.com');
    await person.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('User added successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /users')[0]?.body).toEqual({
      firstName: 'Ben',
      lastName: 'Baker',
      email: 'ben@studio.com',
      teamId: TEAM_ID,
    });
    expect(router.state.location.pathname).toBe(`/teamusers/${TEAM_ID}`);
  });
});
