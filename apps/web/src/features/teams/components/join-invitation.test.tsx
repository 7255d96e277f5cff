import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOwnerMember, aTeam, aUser, policies, signIn, TEAM_ID } from '../../../testing/fixtures';
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

  it('a supplier’s person lands on the wall of the products assigned to them', async () => {
    signIn(carla);
    const asSupplier = aTeam({
      ...joined,
      supplier: { _id: '5a5a5a5a-0000-4000-8000-000000000001', name: 'Nord Knitwear' },
      policies: policies([]),
      memberCount: 0,
      memberPreview: [],
    });
    api({
      'POST /team/join': { message: 'You have joined the team.', data: asSupplier },
      'GET /team/getUserTeamList': { data: [asSupplier] },
    });
    const { user, router } = renderApp(`/jointeam?token=${TOKEN}`);
    await user.click(
      await screen.findByRole('button', { name: 'Join Spring studio' }, { timeout: 3000 }),
    );
    expect(await screen.findByText('You have joined the team.')).toBeInTheDocument();
    expect(router.state.location.pathname.toLowerCase()).toBe(`/wall/${TEAM_ID}`);
    expect(localStorage.getItem('selectedTeamId')).toBe(TEAM_ID);
  });

  it('signed in with the invited address: declines and goes to the dashboard', async () => {
    signIn(carla);
    const fetchMock = api({
      'POST /team/declineInvite': { message: 'Invitation declined.' },
      'GET /team/getUserTeamList': { data: [] },
    });
    const { user, router } = renderApp(`/jointeam?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 3000 }));

    expect(await screen.findByText('Invitation declined.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /team/declineInvite')[0]?.body).toEqual({ token: TOKEN });
    expect(callsTo(fetchMock, 'POST /team/join')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the server text when the answer fails, and stays', async () => {
    signIn(carla);
    api({
      'POST /team/declineInvite': { status: 404, message: 'This invitation is no longer valid.' },
    });
    const { user, router } = renderApp(`/jointeam?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 3000 }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is no longer valid.',
    );
    expect(router.state.location.pathname).toBe('/jointeam');
  });

  it('signed out with an account: signing in comes back to the invitation, to choose', async () => {
    const fetchMock = api({
      'POST /auth/login': { data: { token: 'carla-token', user: carla } },
    });
    const { user, router } = renderApp(`/jointeam?token=${TOKEN}`);

    await screen.findByRole(
      'heading',
      { name: 'Olivia Owner invited you to Spring studio' },
      { timeout: 3000 },
    );
    expect(
      screen.getByText('Sign in with this address to accept or decline the invitation.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?email=carla%40studio.com',
    );
    await user.click(screen.getByRole('link', { name: 'Sign in' }));

    expect(sessionStorage.getItem('pendingInviteToken')).toBe(TOKEN);
    expect(await screen.findByLabelText('Email')).toHaveValue('carla@studio.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const join = await screen.findByRole('button', { name: 'Join Spring studio' });
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(callsTo(fetchMock, 'POST /team/join')).toHaveLength(0);
    // Used once: a later sign-in in this tab goes where it normally would.
    expect(sessionStorage.getItem('pendingInviteToken')).toBeNull();

    await user.click(join);
    expect(await screen.findByText('You have joined the team.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/teamusers/${TEAM_ID}`);
  });

  it('signed out without an account: sign-up and verification lead back to the invitation', async () => {
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
      await screen.findByRole('button', { name: 'Join Spring studio' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/jointeam');
    expect(callsTo(fetchMock, 'POST /team/join')).toHaveLength(0);
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
  });
});
