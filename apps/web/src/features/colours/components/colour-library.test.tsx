import { DEFAULT_GENERAL_SETTINGS, type Team } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppLanguage } from '../../../lib/i18n';
import { aTeam, aUser, signIn, TEAM_ID } from '../../../testing/fixtures';
import { aColour, page } from '../../../testing/library-fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';

type Handlers = Record<string, MockAnswer | ((request: MockRequest) => MockAnswer)>;

function openLibrary(
  path: string,
  handlers: Handlers,
  team: Team = aTeam(),
  language?: AppLanguage,
) {
  const user = signIn(aUser());
  localStorage.setItem('selectedTeamId', team._id);
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [team] },
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    ...handlers,
  });
  return { ...renderApp(path, { language }), fetchMock };
}

const bordeaux = aColour();
const saffron = aColour({ name: 'Saffron', code: '14-1064 TCX', hexCode: '#E8B04B' });

// Whole-app renders with dialogs take seconds on a busy machine; the default 5 s is too tight.
describe('colour library', () => {
  // Load the lazy screens before the first test starts counting.
  beforeAll(() => preloadScreens('colorLibrary', 'colorGrid'));

  it('lists the team’s colours with swatch, code and hex', async () => {
    const { fetchMock } = openLibrary('/ColorLibrary', {
      'GET /colour': { data: [bordeaux, saffron], ...page(2) },
    });

    const row = (await screen.findByText('Bordeaux')).closest('tr') as HTMLElement;
    expect(within(row).getByText('19-1725 TCX')).toBeInTheDocument();
    expect(within(row).getByText('#8A1538')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /colour')[0]!.searchParams.get('teamId')).toBe(TEAM_ID);
  });

  it('refuses a wrong hex code, then adds the colour with its normalised hex', async () => {
    const { user, fetchMock } = openLibrary('/ColorLibrary', {
      'GET /colour': { data: [], ...page(0) },
      'POST /colour': { status: 201, message: 'Colour added successfully.', data: bordeaux },
    });

    await screen.findByText('No colours yet');
    await user.click(screen.getAllByRole('button', { name: 'Add colour' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add colour' });
    await user.type(within(dialog).getByLabelText(/Colour name/), 'Bordeaux');
    await user.type(within(dialog).getByLabelText(/^Code/), '19-1725 TCX');
    const hex = within(dialog).getByLabelText(/Hex code/);
    await user.type(hex, '#8A15G8');
    await user.click(within(dialog).getByRole('button', { name: 'Add colour' }));
    expect(await within(dialog).findByText('Hex code must be correct.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /colour')).toHaveLength(0);

    await user.clear(hex);
    await user.type(hex, '8a1538');
    await user.click(within(dialog).getByRole('button', { name: 'Add colour' }));
    expect(await screen.findByText('Colour added successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /colour')[0]!.body).toEqual({
      teamId: TEAM_ID,
      name: 'Bordeaux',
      code: '19-1725 TCX',
      hexCode: '#8A1538',
    });
  });

  it('toggles a favourite and shows my favourites alone', async () => {
    const { user, fetchMock } = openLibrary('/ColorLibrary', {
      'GET /colour': { data: [bordeaux, saffron], ...page(2) },
      'POST /colour/favorite': {
        message: 'Colour added to favourites.',
        data: { colourId: saffron._id, isFavorite: true },
      },
      'GET /colour/favorite': { data: [{ ...saffron, isFavorite: true }], ...page(1) },
    });

    const star = await screen.findByRole('button', { name: 'Favourite Saffron' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await screen.findByText('Colour added to favourites.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /colour/favorite')[0]!.body).toEqual({
      colourId: saffron._id,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Saffron' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    await user.click(screen.getByRole('radio', { name: 'Favourites' }));
    const favourites = await screen.findByRole('table', { name: 'Favourite colours' });
    expect(within(favourites).getByText('Saffron')).toBeInTheDocument();
    expect(within(favourites).queryByText('Bordeaux')).toBeNull();
    expect(callsTo(fetchMock, 'GET /colour/favorite')[0]!.searchParams.get('teamId')).toBe(TEAM_ID);
  });

  it('searches within my favourites', async () => {
    const { user, fetchMock } = openLibrary('/ColorLibrary', {
      'GET /colour': { data: [bordeaux, saffron], ...page(2) },
      'GET /colour/favorite': ({ searchParams }) =>
        searchParams.get('search') === 'bord'
          ? { data: [], ...page(0) }
          : { data: [{ ...saffron, isFavorite: true }], ...page(1) },
    });

    await user.click(await screen.findByRole('radio', { name: 'Favourites' }));
    await screen.findByRole('table', { name: 'Favourite colours' });
    await user.type(screen.getByLabelText('Search colours'), 'bord');

    expect(await screen.findByText('No favourites match “bord”')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /colour/favorite').at(-1)!.searchParams.get('search')).toBe(
      'bord',
    );
  });

  it('imports a palette and lists the rows it skipped with their messages', async () => {
    const { user, fetchMock } = openLibrary('/ColorLibrary', {
      'GET /colour': { data: [bordeaux], ...page(1) },
      'POST /colour/import': {
        message: 'Some colours were imported; the rows listed were skipped.',
        data: {
          added: [saffron],
          errors: [
            { line: 3, text: 'Mint,13-0117,#12G', message: 'Hex code must be correct.' },
            {
              line: 4,
              text: 'just words',
              message: 'Each line needs a name, a code and a hex code.',
            },
          ],
        },
      },
    });

    await screen.findByText('Bordeaux');
    await user.click(screen.getByRole('button', { name: 'Import palette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import colours' });
    const text = 'name,code,hex\nSaffron,14-1064 TCX,#E8B04B\nMint,13-0117,#12G\njust words';
    await user.click(within(dialog).getByLabelText('Palette'));
    await user.paste(text);
    expect(
      await within(dialog).findByText(/1 colour found · 2 lines will be skipped/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(
      await within(dialog).findByText('Some colours were imported; the rows listed were skipped.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/1 colour added/)).toBeInTheDocument();
    const skipped = within(dialog).getByRole('table', { name: 'Skipped rows' });
    const rows = within(skipped).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Mint,13-0117,#12G')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Hex code must be correct.')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('4')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /colour/import')[0]!.body).toEqual({ teamId: TEAM_ID, text });
  });

  it('gives each skipped line’s reason in French to a French reader', async () => {
    const { user } = openLibrary(
      '/ColorLibrary',
      {
        'GET /colour': { data: [bordeaux], ...page(1) },
        'POST /colour/import': {
          message: 'Some colours were imported; the rows listed were skipped.',
          data: {
            added: [],
            errors: [
              {
                line: 1,
                text: 'Bordeaux,19-1725 TCX,#8A1538',
                message: 'A colour with this code already exists.',
                key: 'colourCodeTaken',
              },
              {
                line: 2,
                text: 'just words',
                message: 'Each line needs a name, a code and a hex code.',
                key: 'paletteLineInvalid',
              },
            ],
          },
        },
      },
      aTeam(),
      'fr',
    );

    await screen.findByText('Bordeaux');
    // The library's own texts in French too: its columns, search, count and star.
    await user.click(await screen.findByRole('button', { name: 'Importer une palette' }));
    expect(screen.getByRole('columnheader', { name: 'Échantillon' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des couleurs' })).toBeInTheDocument();
    expect(screen.getByText('1–1 sur 1 couleurs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favori : Bordeaux' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Importer des couleurs' });
    await user.click(within(dialog).getByLabelText('Palette'));
    await user.paste('Bordeaux,19-1725 TCX,#8A1538\njust words');
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));

    const skipped = await within(dialog).findByRole('table', { name: 'Lignes ignorées' });
    const rows = within(skipped).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Une couleur avec ce code existe déjà.')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText(
        'Chaque ligne doit comporter un nom, un code et un code hexadécimal.',
      ),
    ).toBeInTheDocument();
  });

  it('copies a swatch’s hex from the grid', async () => {
    const { user } = openLibrary(`/ColorLibrary/ColorGrid`, {
      [`GET /colour/colorByTeam/${TEAM_ID}`]: { data: [bordeaux, saffron] },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Copy #E8B04B (Saffron)' }));
    expect(writeText).toHaveBeenCalledWith('#E8B04B');
    expect(await screen.findByText('Copied #E8B04B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourite Bordeaux' })).toBeInTheDocument();
  });
});
