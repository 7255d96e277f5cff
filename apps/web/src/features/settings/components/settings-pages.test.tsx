import {
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_GENERAL_SETTINGS,
  type GeneralSettings,
} from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aTeam, aUser, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';

type Handlers = Record<string, MockAnswer | ((request: MockRequest) => MockAnswer)>;

function openSettings(path: string, handlers: Handlers = {}) {
  const user = signIn(aUser());
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    ...handlers,
  });
  return { ...renderApp(path), fetchMock };
}

describe('settings pages', () => {
  beforeAll(() => preloadScreens('generalSettings', 'emailSettings', 'companySettings', 'teams'));

  it('says so when general settings are saved unchanged', async () => {
    const { user, fetchMock } = openSettings('/setting/general', {
      'PUT /generalSetting': {
        message: 'General settings are already updated.',
        data: DEFAULT_GENERAL_SETTINGS,
      },
    });

    expect(await screen.findByRole('combobox', { name: 'Date format' })).toHaveValue(
      'dd-mm-yyyy (28-02-2027)',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('General settings are already updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /generalSetting')[0]!.body).toEqual(DEFAULT_GENERAL_SETTINGS);
  });

  it('changes how dates show across the app once a new date format is saved', async () => {
    let saved: GeneralSettings = DEFAULT_GENERAL_SETTINGS;
    const { user, router } = openSettings('/setting/general', {
      'GET /generalSetting': () => ({ data: saved }),
      'PUT /generalSetting': ({ body }) => {
        saved = { ...saved, ...(body as Partial<GeneralSettings>) };
        return { message: 'General settings updated successfully.', data: saved };
      },
    });

    await user.click(await screen.findByRole('combobox', { name: 'Date format' }));
    await user.click(await screen.findByRole('option', { name: 'yyyy-mm-dd (2027-02-28)' }));
    expect(screen.getByText(/^2027-02-28 14:30/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('General settings updated successfully.')).toBeInTheDocument();

    await router.navigate('/teams');
    // aTeam() was created on 2 November 2026.
    expect(await screen.findByText('Created by you · 2026-11-02')).toBeInTheDocument();
  });

  it('saves e-mail settings and shows the server’s answer', async () => {
    const { user, fetchMock } = openSettings('/setting/email', {
      'GET /emailSetting': { data: DEFAULT_EMAIL_SETTINGS },
      'PUT /emailSetting': ({ body }) => ({
        message: 'Email settings updated successfully.',
        data: { ...DEFAULT_EMAIL_SETTINGS, ...(body as object) },
      }),
    });

    await user.click(await screen.findByRole('switch', { name: /Offers and events/ }));
    await user.click(screen.getByRole('combobox', { name: /Activity digest/ }));
    await user.click(await screen.findByRole('option', { name: 'Every Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Email settings updated successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /emailSetting')[0]!.body).toEqual({
      ...DEFAULT_EMAIL_SETTINGS,
      marketing: true,
      digestFrequency: 'weekly',
    });
  });

  it('uploads a company logo and saves it with the company details', async () => {
    const logo = {
      path: 'logos/u/logo.png',
      url: '/media/logos/u/logo.png',
      thumbnailUrl: null,
      previewUrl: null,
      status: 'pending',
    };
    const { user, fetchMock } = openSettings('/setting/company', {
      'GET /general': {
        data: { companyName: '', logo: null, address: '', website: '', industry: '' },
      },
      'POST /general/logo': { message: 'Logo uploaded successfully.', data: logo },
      'PUT /general': ({ body }) => ({
        message: 'Company settings updated successfully.',
        data: {
          companyName: 'Maison Ada',
          logo,
          address: '',
          website: '',
          industry: '',
          ...(body as object),
        },
      }),
    });

    await user.type(await screen.findByLabelText('Company name'), 'Maison Ada');
    await user.type(screen.getByLabelText('Website'), 'maison-ada.example');
    await user.upload(
      screen.getByLabelText('Company logo'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'POST /general/logo')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Company settings updated successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /general')[0]!.body).toMatchObject({
      companyName: 'Maison Ada',
      website: 'https://maison-ada.example',
      logo: 'logos/u/logo.png',
    });
  });

  it('offers the company, general and e-mail settings on the hub', async () => {
    openSettings('/setting');

    // Each card is named by what it shows: its title, then its description.
    for (const name of [/^Company/, /^General/, /^Email/]) {
      expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /^General/ })).toHaveAttribute(
      'href',
      '/setting/general',
    );
    expect(within(document.body).queryByText('Coming soon')).toBeNull();
  });
});
