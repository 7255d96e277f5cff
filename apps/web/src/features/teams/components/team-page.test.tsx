import type { PolicyAction, Team } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aMember,
  anOwnerMember,
  aTeam,
  aUser,
  policies,
  signIn,
  TEAM_ID,
} from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';

const ben = aMember();
const cy = aMember({
  _id: 'c0c0c0c0-0000-4000-8000-000000000003',
  firstName: 'Cy',
  lastName: 'Cole',
  email: 'cy@studio.com',
  status: 'blocked',
});

/** Ada (signed in) on the team page; `team` says what the server lets her do there. */
function openTeamPage(team: Team, extra: Parameters<typeof mockApi>[0] = {}) {
  const user = signIn(aUser({ planType: 'Pro' }));
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [team] },
    [`GET /team/${TEAM_ID}`]: { data: team },
    [`GET /team/members/${TEAM_ID}`]: { data: [anOwnerMember(), ben, cy] },
    [`GET /team/${TEAM_ID}/invites`]: { data: [] },
    [`GET /team/${TEAM_ID}/requests`]: { data: [] },
    'GET /role': { data: [] },
    'GET /users/allUsers': { data: [] },
    ...extra,
  });
  return { ...renderApp(`/teamusers/${TEAM_ID}`), fetchMock };
}

const asMember = (granted: PolicyAction[]) =>
  aTeam({
    isOwner: false,
    createdBy: { _id: 'owner', firstName: 'Olivia', profilePicture: null },
    policies: policies(['viewTeam', 'canViewTeams', ...granted]),
  });

async function menuFor(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

// Whole-app renders with dialogs take seconds on a busy machine; the default 5 s is too tight.
describe('team page', () => {
  beforeAll(() => preloadScreens('teamUsers'));

  it('loads the team and its members when opened directly', async () => {
    openTeamPage(aTeam());

    expect(
      await screen.findByRole('heading', { name: 'Spring studio', level: 1 }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(await within(members).findByText('Ben Baker')).toBeInTheDocument();
    const benRow = within(members).getByText('Ben Baker').closest('tr') as HTMLElement;
    expect(within(benRow).getByText('Designer')).toBeInTheDocument();
    expect(within(benRow).getByText('Active')).toBeInTheDocument();
    const cyRow = within(members).getByText('Cy Cole').closest('tr') as HTMLElement;
    expect(within(cyRow).getByText('Blocked')).toBeInTheDocument();
  });

  it('gives the owner every action on members, none on the owner row', async () => {
    const { user } = openTeamPage(aTeam());

    const menu = await menuFor(user, 'Ben Baker');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Change role and permissions', 'Block', 'Remove from team']);
    expect(screen.queryByRole('button', { name: 'Actions for Ada Lovelace' })).toBeNull();
    await user.keyboard('{Escape}');
    // One filled button: Invite members, once.
    expect(screen.getAllByRole('button', { name: 'Invite members' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Create user' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'More actions for Spring studio' }));
    const teamMenu = await screen.findByRole('menu');
    expect(
      within(teamMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit team', 'Delete team']);
    expect(screen.getByRole('tab', { name: 'Pending invitations' })).toBeInTheDocument();
  });

  it('offers a member nothing beyond what their policies allow', async () => {
    openTeamPage(asMember([]));

    await screen.findByRole('table', { name: 'Members' });
    expect(await screen.findByText('Ben Baker')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    for (const name of ['Invite members', 'More actions for Spring studio']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('tab', { name: 'Pending invitations' })).toBeNull();
  });

  it('lets a member who may block do only that, and unblock the blocked', async () => {
    const { user } = openTeamPage(asMember(['canBlockUser', 'blockTeamUser']));

    const menu = await menuFor(user, 'Ben Baker');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Block']);
    await user.keyboard('{Escape}');
    const cyMenu = await menuFor(user, 'Cy Cole');
    expect(within(cyMenu).getByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('removes a member only after confirming, with the server message', async () => {
    const { user, fetchMock } = openTeamPage(aTeam(), {
      [`DELETE /team/${TEAM_ID}/members/${ben._id}`]: { message: 'Member removed successfully.' },
    });

    await user.click(
      within(await menuFor(user, 'Ben Baker')).getByRole('menuitem', {
        name: 'Remove from team',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove member?' });
    expect(callsTo(fetchMock, `DELETE /team/${TEAM_ID}/members/${ben._id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Member removed successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /team/${TEAM_ID}/members/${ben._id}`)).toHaveLength(1);
  });

  it('deletes the team only once its name is typed', async () => {
    const { user, router, fetchMock } = openTeamPage(aTeam(), {
      [`DELETE /team/${TEAM_ID}`]: { message: 'Team deleted successfully.' },
    });

    await user.click(await screen.findByRole('button', { name: 'More actions for Spring studio' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete team?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete team' });
    expect(confirm).toBeDisabled();

    await user.type(
      within(dialog).getByLabelText('Type "Spring studio" to confirm'),
      'Spring studio',
    );
    await user.click(confirm);

    expect(await screen.findByText('Team deleted successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /team/${TEAM_ID}`)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/teams');
  });

  it('invites several people by e-mail with a role', async () => {
    const designer = {
      _id: '00000000-0000-4000-8000-000000000003',
      name: 'Designer',
      permissionArr: ['canAddProduct'],
      isDefault: true,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const viewer = { ...designer, _id: '00000000-0000-4000-8000-000000000001', name: 'Viewer' };
    const { user, fetchMock } = openTeamPage(aTeam(), {
      'GET /role': { data: [viewer, designer] },
      [`POST /team/${TEAM_ID}/invite`]: {
        message: 'Invitation sent successfully.',
        data: {
          invited: ['dee@studio.com', 'eve@studio.com'],
          skipped: [{ email: 'ben@studio.com', reason: 'Already a member of this team.' }],
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Invite members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite people to Spring studio' });
    const emails = within(dialog).getByLabelText('Email addresses');
    await user.type(emails, 'not-an-email{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('not-an-email: Invalid email address.')).toBeVisible();
    expect(callsTo(fetchMock, `POST /team/${TEAM_ID}/invite`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove not-an-email' }));
    await user.type(emails, 'dee@studio.com, Ben@studio.com{Enter}eve@studio.com');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Designer');
    await user.click(within(dialog).getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByText('Invitation sent successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /team/${TEAM_ID}/invite`)[0]?.body).toEqual({
      emails: ['dee@studio.com', 'ben@studio.com', 'eve@studio.com'],
      roleId: viewer._id,
    });
    expect(
      screen.getByText('Not invited: ben@studio.com (Already a member of this team.)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the plan has no room for more members', async () => {
    const { user } = openTeamPage(aTeam(), {
      [`POST /team/${TEAM_ID}/invite`]: { status: 403, message: 'Upgrade your plan.' },
    });

    await user.click(await screen.findByRole('button', { name: 'Invite members' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email addresses'), 'dee@studio.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Upgrade your plan.');
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('lets the owner pay for more seats when the team has used the paid ones, then invites', async () => {
    let invites = 0;
    const { user, fetchMock } = openTeamPage(aTeam(), {
      [`POST /team/${TEAM_ID}/invite`]: () => {
        invites += 1;
        return invites === 1
          ? {
              status: 403,
              message: 'Upgrade your plan.',
              data: { seatsUsed: 3, seatsPaid: 3, canAddSeats: true },
            }
          : {
              message: 'Invitation sent successfully.',
              data: { invited: ['dee@studio.com'], skipped: [] },
            };
      },
      'POST /payment/seats': { message: 'Seats updated.', data: null },
    });

    await user.click(await screen.findByRole('button', { name: 'Invite members' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email addresses'), 'dee@studio.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This team uses 3 of the 3 seats its owner pays for.');
    await user.click(within(alert).getByRole('button', { name: 'Pay for 4 seats and invite' }));

    expect(await screen.findByText('Invitation sent successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /payment/seats')[0]?.body).toEqual({ seats: 4 });
    expect(callsTo(fetchMock, `POST /team/${TEAM_ID}/invite`)).toHaveLength(2);
  });

  it('lets someone outside the team ask to join it', async () => {
    const { user, fetchMock } = openTeamPage(aTeam(), {
      'GET /team/getUserTeamList': { data: [] },
      [`GET /team/${TEAM_ID}`]: { status: 404, message: 'No Record Found.' },
      [`POST /team/${TEAM_ID}/requestJoin`]: {
        status: 201,
        message: 'Your request to join has been sent.',
      },
    });

    expect(await screen.findByText('No Record Found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));

    expect(await screen.findByText('Your request to join has been sent.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /team/${TEAM_ID}/requestJoin`)).toHaveLength(1);
  });

  it('lets the owner change a member’s role and permissions', async () => {
    const viewer = {
      _id: '00000000-0000-4000-8000-000000000001',
      name: 'Viewer',
      permissionArr: ['canViewProducts', 'canViewTeams'],
      isDefault: true,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const { user, fetchMock } = openTeamPage(aTeam(), {
      'GET /role': { data: [viewer] },
      'PUT /users/updatePermissions': {
        message: 'Permissions updated successfully.',
        data: ben,
      },
    });

    await user.click(
      within(await menuFor(user, 'Ben Baker')).getByRole('menuitem', {
        name: 'Change role and permissions',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Permissions of Ben Baker',
    });
    expect(within(dialog).getByLabelText('Add products')).toBeChecked();

    await user.click(within(dialog).getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    expect(within(dialog).getByLabelText('Add products')).not.toBeChecked();
    expect(within(dialog).getByLabelText('View products')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save permissions' }));

    expect(await screen.findByText('Permissions updated successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /users/updatePermissions')[0]?.body).toEqual({
      teamId: TEAM_ID,
      userId: ben._id,
      roleId: viewer._id,
      permissionArr: ['canViewProducts', 'canViewTeams'],
    });
  });

  it('shows the server’s refusal when permissions may not be changed', async () => {
    const { user } = openTeamPage(aTeam(), {
      'PUT /users/updatePermissions': {
        status: 403,
        message: 'Only Team Owner can change permission.',
      },
    });

    await user.click(
      within(await menuFor(user, 'Ben Baker')).getByRole('menuitem', {
        name: 'Change role and permissions',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Block members'));
    await user.click(within(dialog).getByRole('button', { name: 'Save permissions' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only Team Owner can change permission.',
    );
  });
});
