import { DEFAULT_GENERAL_SETTINGS, messages, type ApiToken } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accent } from '../../../lib/pseudo-locale';
import { aTeam, aUser, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { untranslated } from '../../../testing/untranslated';

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const OTHER_TEAM = aTeam({
  _id: '8e8e8e8e-0000-4000-8000-000000000008',
  name: 'Knit lab',
  isOwner: false,
});

function aToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    _id: '1a1a1a1a-0000-4000-8000-000000000001',
    name: 'ERP sync',
    hint: 'atl_…k3Qz',
    teams: [{ _id: TEAM_ID, name: 'Spring studio' }],
    scope: 'write',
    createdAt: daysFromNow(-10),
    expiresAt: daysFromNow(80),
    lastUsedAt: null,
    revokedAt: null,
    status: 'active',
    ...overrides,
  };
}

function openTokens(
  handlers: Record<string, MockAnswer | (() => MockAnswer)> = {},
  language?: 'en-XA',
) {
  const user = signIn(aUser());
  localStorage.setItem('selectedTeamId', TEAM_ID);
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam(), OTHER_TEAM] },
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    'GET /auth/tokens': { data: [aToken()] },
    ...handlers,
  });
  return { ...renderApp('/setting/tokens', language ? { language } : {}), fetchMock };
}

/** "New token" waits for the person's teams, which the form offers. */
async function openForm(user: ReturnType<typeof openTokens>['user']) {
  const button = await screen.findByRole('button', { name: 'New token' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('the API tokens page (issue 49 §1)', () => {
  it('lists each token with its hint, teams, access, dates and state', async () => {
    openTokens({
      'GET /auth/tokens': {
        data: [
          aToken(),
          aToken({
            _id: '1a1a1a1a-0000-4000-8000-000000000002',
            name: 'Old script',
            hint: 'atl_…9xYw',
            scope: 'read',
            teams: [
              { _id: TEAM_ID, name: 'Spring studio' },
              { _id: OTHER_TEAM._id, name: 'Knit lab' },
            ],
            lastUsedAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
            expiresAt: daysFromNow(-2),
            status: 'expired',
          }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
    const erp = await screen.findByRole('listitem', { name: 'ERP sync' });
    expect(within(erp).getByText('atl_…k3Qz')).toBeInTheDocument();
    expect(within(erp).getByText('Read and write')).toBeInTheDocument();
    expect(within(erp).getByText('Active')).toBeInTheDocument();
    expect(within(erp).getByText('Teams: Spring studio')).toBeInTheDocument();
    expect(within(erp).getByText(/^Expires in 80 days \(\d\d-\d\d-\d{4}\)$/)).toBeInTheDocument();
    expect(within(erp).getByText('Never used')).toBeInTheDocument();
    expect(within(erp).getByRole('button', { name: 'Revoke ERP sync' })).toBeInTheDocument();

    const old = screen.getByRole('listitem', { name: 'Old script' });
    expect(within(old).getByText('Read')).toBeInTheDocument();
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).getByText('Teams: Spring studio, Knit lab')).toBeInTheDocument();
    expect(within(old).getByText('Last used 3 hours ago')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('explains what tokens are for when there are none, and links to the API docs', async () => {
    openTokens({ 'GET /auth/tokens': { data: [] } });
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it('says when the tokens cannot be loaded', async () => {
    openTokens({ 'GET /auth/tokens': { status: 500, message: 'Please try again.' } });
    expect(await screen.findByText('Your tokens could not be loaded')).toBeInTheDocument();
  });

  it('checks the form, makes the token and shows it once, to copy', async () => {
    const { user, fetchMock } = openTokens({
      'POST /auth/tokens': {
        status: 201,
        message: messages.apiTokenCreated,
        data: { _id: '1a1a1a1a-0000-4000-8000-000000000009', token: 'atl_s3cretT0kenValue' },
      },
    });
    await openForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(messages.apiTokenNameRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/tokens')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Shop feed');
    // The team chosen in the header starts ticked; the person adds their other team.
    await user.click(within(dialog).getByRole('combobox', { name: /Teams/ }));
    await user.click(await screen.findByRole('option', { name: 'Knit lab' }));
    await user.click(within(dialog).getByRole('radio', { name: /Read and write/ }));
    await user.click(within(dialog).getByRole('radio', { name: '365 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /auth/tokens')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /auth/tokens')[0]!.body).toEqual({
      name: 'Shop feed',
      teamIds: [TEAM_ID, OTHER_TEAM._id],
      scope: 'write',
      expiresInDays: 365,
    });
    const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(shown).getByRole('textbox', { name: 'Your new token' })).toHaveValue(
      'atl_s3cretT0kenValue',
    );
    expect(within(shown).getByText(/only time the token is shown/)).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('atl_s3cretT0kenValue');
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // Escape does not lose the secret: only saying it was copied closes it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Copy your new token' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Copy your new token' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByDisplayValue('atl_s3cretT0kenValue')).not.toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    const { user } = openTokens({
      'POST /auth/tokens': {
        status: 400,
        message: messages.apiTokenTeamNotYours,
        data: { errors: [{ field: 'teamIds', message: messages.apiTokenTeamNotYours }] },
      },
    });
    await openForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Shop feed');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(messages.apiTokenTeamNotYours)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Teams/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('revokes a token only after asking, and then shows it revoked', async () => {
    const revoked = aToken({ status: 'revoked', revokedAt: new Date().toISOString() });
    let tokens = [aToken()];
    const { user, fetchMock } = openTokens({
      'GET /auth/tokens': () => ({ data: tokens }),
      [`DELETE /auth/tokens/${aToken()._id}`]: () => {
        tokens = [revoked];
        return { message: messages.apiTokenRevoked, data: revoked };
      },
    });
    const row = await screen.findByRole('listitem', { name: 'ERP sync' });
    await user.click(within(row).getByRole('button', { name: 'Revoke ERP sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(within(confirm).getByText(/“ERP sync” stops working at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE /auth/tokens/${aToken()._id}`)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Revoke ERP sync' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(again).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `DELETE /auth/tokens/${aToken()._id}`)).toHaveLength(1),
    );
    expect(await screen.findByText(messages.apiTokenRevoked)).toBeInTheDocument();
    const after = screen.getByRole('listitem', { name: 'ERP sync' });
    expect(await within(after).findByText('Revoked')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('is reachable from the settings page', async () => {
    const { user, router } = openTokens();
    router.navigate('/setting');
    await user.click(await screen.findByRole('link', { name: /API tokens/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/tokens'));
  });

  it('leaves no text outside the catalogue', async () => {
    openTokens({}, 'en-XA');
    await screen.findByRole('listitem', { name: 'ERP sync' });
    await screen.findByRole('heading', { name: `[${accent('API tokens')}]`, level: 1 });
    const own = ['ERP sync', 'atl_…k3Qz', 'Spring studio', 'Knit lab', 'Atelier'];
    expect(untranslated(screen.getByRole('main'), own)).toEqual([]);
  });

  it('leaves no text outside the catalogue in the form and the token shown once', async () => {
    const { user } = openTokens(
      {
        'POST /auth/tokens': {
          status: 201,
          message: messages.apiTokenCreated,
          data: { _id: '1a1a1a1a-0000-4000-8000-000000000009', token: 'atl_s3cretT0kenValue' },
        },
      },
      'en-XA',
    );
    const button = await screen.findByRole('button', { name: `[${accent('New token')}]` });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(untranslated(dialog, ['Spring studio', 'Knit lab'])).toEqual([]);
    await user.type(within(dialog).getAllByRole('textbox')[0]!, 'Shop feed');
    await user.click(within(dialog).getByRole('button', { name: `[${accent('Create token')}]` }));
    const shown = await screen.findByRole('dialog', { name: `[${accent('Copy your new token')}]` });
    expect(untranslated(shown, ['atl_s3cretT0kenValue', 'Authorization: Bearer atl_…'])).toEqual(
      [],
    );
  });
});
