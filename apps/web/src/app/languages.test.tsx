import { DEFAULT_GENERAL_SETTINGS, type GeneralSettingsAnswer } from '@atelier/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aTeam, aUser, signIn } from '../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../testing/mock-api';
import { preloadScreens } from '../testing/preload-screens';
import { renderApp } from '../testing/render-app';
import { accent } from '../lib/pseudo-locale';
import { untranslated } from '../testing/untranslated';

type Handlers = Record<string, MockAnswer | ((request: MockRequest) => MockAnswer)>;

const NEVER_CHOSEN: GeneralSettingsAnswer = {
  ...DEFAULT_GENERAL_SETTINGS,
  isLanguageChosen: false,
};

function openGeneralSettings(handlers: Handlers = {}, language?: 'en-XA') {
  const person = signIn(aUser({ firstName: 'Ada', email: 'ada@example.com' }));
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: person },
    'GET /team/getUserTeamList': { data: [aTeam({ name: 'Knitwear' })] },
    'GET /generalSetting': { data: NEVER_CHOSEN },
    ...handlers,
  });
  return { ...renderApp('/setting/general', { language }), fetchMock };
}

describe('languages', () => {
  beforeAll(() => preloadScreens('generalSettings'));

  it('shows the signed-in shell and the general settings in the pseudo-locale, every text translated', async () => {
    const { user } = openGeneralSettings({}, 'en-XA');
    await screen.findByRole('combobox', { name: `[${accent('Date format')}]` });
    expect(document.documentElement.lang).toBe('en');
    // Their name, initials, e-mail and team, and the brand.
    const own = ['Ada', 'AL', 'ada@example.com', 'Knitwear', 'Atelier'];

    const navigation = screen.getByRole('navigation', { name: `[${accent('Side navigation')}]` });
    expect(untranslated(navigation, own)).toEqual([]);
    expect(untranslated(screen.getByRole('main'), own)).toEqual([]);
    expect(untranslated(screen.getByRole('banner'), own)).toEqual([]);

    await user.click(screen.getByRole('button', { name: `[${accent('Create')}]` }));
    expect(untranslated(await screen.findByRole('menu'), own)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /ŕöƒîļé ɱéñû/ }));
    expect(untranslated(await screen.findByRole('menu'), own)).toEqual([]);

    // The test itself fails on an English text.
    const english = document.createElement('p');
    english.textContent = 'Save changes';
    expect(untranslated(english, own)).toEqual(['Save changes']);
  });

  it('shows the sign-in page in the pseudo-locale, its form and pitch translated', async () => {
    mockApi({ 'GET /auth/providers': { data: { google: true, facebook: true } } });
    renderApp('/', { language: 'en-XA' });
    await screen.findByRole('link', { name: `[${accent('Continue with')} Google]` });
    expect(await screen.findByRole('button', { name: `[${accent('Sign in')}]` })).toBeVisible();
    // SPEC §1's marketing line stays the brand's own words; the two providers are names.
    const own = ['Collaborative FASHION Platform', 'Atelier', 'Google', 'Facebook'];
    expect(untranslated(screen.getByRole('main'), own)).toEqual([]);
  });

  it('repaints the shell in French once French is saved, without a reload', async () => {
    let saved = NEVER_CHOSEN;
    const { user, fetchMock } = openGeneralSettings({
      'GET /generalSetting': () => ({ data: saved }),
      'PUT /generalSetting': ({ body }) => {
        saved = { ...saved, ...(body as object), isLanguageChosen: true };
        return { message: 'General settings updated successfully.', data: saved };
      },
    });
    // Never chosen: the picker shows the browser's language (jsdom's is en-US).
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('English');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paramètres généraux' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Premier jour de la semaine' })).toHaveValue(
      'lundi',
    );
    expect(
      screen.getByRole('button', { name: 'Enregistrer les modifications' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(callsTo(fetchMock, 'PUT /generalSetting')[0]!.body).toMatchObject({ language: 'fr' });
    // Back to English the same way.
    await user.click(screen.getByRole('combobox', { name: 'Langue' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the browser until a language is chosen, and the saved one after', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    openGeneralSettings();
    expect(await screen.findByRole('link', { name: 'Pinnwand' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('Deutsch');
    expect(document.documentElement.lang).toBe('de');
  });
});
