import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOwnerMember, aTeam, aUser, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const TOKEN = 'invite-token-123';
const carla = aUser({ _id: 'ca', firstName: 'Carla', lastName: 'Cruz', email: 'carla@studio.com' });
const joined = aTeam({
  isOwner: false,
  createdBy: { _id: 'o', firstName: 'Olivia', profilePicture: null },
});

function api(extra: Record<string, MockAnswer> = {}) {
  return mockApi({
    [`GET /team/invitation/${TOKEN}`]: {
      data: {
        teamName: 'Spring studio',
        email: 'carla@studio.com',
        invitedBy: 'Olivia Owner',
        hasAccount: true,
      },
    },
    'POST /team/join': { message: 'You have joined the team.', data: joined },
    'GET /auth/getProfile': { data: carla },
    'GET /team/getUserTeamList': { data: [joined] },
    [`GET /team/${TEAM_ID}`]: { data: joined },
    [`GET /team/members/${TEAM_ID}`]: { data: [anOwnerMember()] },
    ...extra,
  });
}

describe('joining a team from an invitation', () => {
  it('signed in with the invited address: joins and lands on the team', async () => {
    signIn(carla);
    const fetchMock = api();
    const { user, router } = renderApp(`/jointeam?token=${TOKEN}`);

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Olivia Owner invited you to Spring studio' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /team/join')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Join Spring studio' }));

    expect(await screen.findByText('You have joined the team.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /team/join')[0]?.body).toEqual({ token: TOKEN });
    expect(await screen.findByRole('heading', { name: 'Spring studio', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/teamusers/${TEAM_ID}`);
  });

  it('signed out: keeps the token through sign-in, then joins by itself', async () => {
    const fetchMock = api({
      'POST /auth/login': { data: { token: 'carla-token', user: carla } },
    });
    const { user, router } = renderApp(`/jointeam?token=${TOKEN}`);

    await screen.findByRole(
      'heading',
      { name: 'Olivia Owner invited you to Spring studio' },
      { timeout: 3000 },
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?email=carla%40studio.com',
    );
    await user.click(screen.getByRole('link', { name: 'Sign in' }));

    expect(sessionStorage.getItem('pendingInviteToken')).toBe(TOKEN);
    expect(await screen.findByLabelText('Email')).toHaveValue('carla@studio.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('You have joined the team.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /team/join')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Spring studio', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/teamusers/${TEAM_ID}`);
    expect(sessionStorage.getItem('pendingInviteToken')).toBeNull();
  });

  it('signed out without an account: sign-up and verification lead back to the join', async () => {
    const fetchMock = api({
      [`GET /team/invitation/${TOKEN}`]: {
        data: {
          teamName: 'Spring studio',
          email: 'carla@studio.com',
          invitedBy: 'Olivia Owner',
          hasAccount: false,
        },
      },
      'POST /auth/verifyOtp': { data: { token: 'carla-token', user: carla } },
    });
    sessionStorage.setItem('pendingInviteToken', TOKEN);
    const { user, router } = renderApp('/otpVerification?email=carla%40studio.com&purpose=signup');

    await user.type(await screen.findByLabelText('Digit 1 of 6'), '123456');

    expect(
      await screen.findByText('You have joined the team.', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(callsTo(fetchMock, 'POST /team/join')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/teamusers/${TEAM_ID}`);
  });

  it('signed in with another address: explains, and does not join', async () => {
    signIn(aUser({ email: 'ada@studio.com' }));
    const fetchMock = api({ 'GET /auth/getProfile': { data: aUser() } });
    renderApp(`/jointeam?token=${TOKEN}`);

    await screen.findByRole(
      'heading',
      { name: 'Olivia Owner invited you to Spring studio' },
      { timeout: 3000 },
    );
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent(
      'You are signed in as ada@studio.com. Sign out, then sign in as carla@studio.com to join this team.',
    );
    expect(screen.getByRole('button', { name: 'Sign out and switch account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join Spring studio' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /team/join')).toHaveLength(0);
  });

  it('shows the server text for an invitation that no longer works', async () => {
    sessionStorage.setItem('pendingInviteToken', TOKEN);
    api({
      [`GET /team/invitation/${TOKEN}`]: {
        status: 404,
        message: 'This invitation is no longer valid.',
      },
    });
    renderApp(`/jointeam?token=${TOKEN}`);

    expect(
      await screen.findByText('This invitation is no longer valid.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('pendingInviteToken')).toBeNull();
  });
});
