import {
  DEFAULT_GENERAL_SETTINGS,
  type CatalogueEntry,
  type GeneralSettings,
  type Team,
} from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppLanguage } from '../../../lib/i18n';
import { aTeam, aUser, policies, signIn, TEAM_ID } from '../../../testing/fixtures';
import { aCategory, aFabric, anEntry, aSubCategory, page } from '../../../testing/library-fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';

type Handlers = Record<string, MockAnswer | ((request: MockRequest) => MockAnswer)>;

/** Ada, signed in, with `team` chosen in the header, on one of the catalogue pages. */
function openCatalogue(
  path: string,
  handlers: Handlers,
  {
    team = aTeam(),
    selected = true,
    settings = {},
    language,
  }: {
    team?: Team;
    selected?: boolean;
    settings?: Partial<GeneralSettings>;
    language?: AppLanguage;
  } = {},
) {
  const user = signIn(aUser());
  // Not selected: the switcher's 'Clear selection'.
  localStorage.setItem('selectedTeamId', selected ? team._id : 'all');
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [team] },
    'GET /generalSetting': { data: { ...DEFAULT_GENERAL_SETTINGS, ...settings } },
    ...handlers,
  });
  return { ...renderApp(path, { language }), fetchMock };
}

const tags = (count: number, from = 0): CatalogueEntry[] =>
  Array.from({ length: count }, (_, index) => anEntry({ name: `Tag ${from + index + 1}` }));

/** 60 tags, answered a page at a time as the server would. */
function pagedTags({ searchParams }: MockRequest): MockAnswer {
  const limit = Number(searchParams.get('limit'));
  const current = Number(searchParams.get('page'));
  const total = 60;
  const count = Math.max(0, Math.min(limit, total - (current - 1) * limit));
  return { data: tags(count, (current - 1) * limit), ...page(total, limit, current) };
}

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

// Whole-app renders with dialogs take seconds on a busy machine; the default 5 s is too tight.
describe('catalogue pages', () => {
  // Load the lazy screens before the first test starts counting.
  beforeAll(() => preloadScreens('tags', 'categories', 'seasons', 'fabrics'));

  it('asks a team to be chosen first', async () => {
    openCatalogue('/tags', {}, { selected: false });

    expect(await screen.findByText('Choose a team')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Teams' })).toHaveAttribute('href', '/teams');
  });

  it('asks for a team in the person’s language, naming what the team keeps (issue 47 §4)', async () => {
    openCatalogue('/tags', {}, { selected: false, language: 'fr' });

    expect(await screen.findByText('Choisissez une équipe')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Chaque équipe a ses propres étiquettes. Choisissez l’équipe dans laquelle vous travaillez pour les voir.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller aux équipes' })).toHaveAttribute(
      'href',
      '/teams',
    );
  });

  it('pages through the server’s list; 50 rows per page asks for limit=50', async () => {
    const { user, fetchMock } = openCatalogue('/tags', { 'GET /tag': pagedTags });

    expect(await screen.findByText('Tag 1')).toBeInTheDocument();
    expect(tableRows('Tags')).toHaveLength(10);
    expect(screen.getByText('1–10 of 60 tags')).toBeInTheDocument();
    const first = callsTo(fetchMock, 'GET /tag')[0]!.searchParams;
    expect(Object.fromEntries(first)).toEqual({
      teamId: TEAM_ID,
      page: '1',
      limit: '10',
      sortBy: 'createdAt',
      orderBy: 'desc',
    });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Tag 11')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /tag').at(-1)!.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(await screen.findByText('Tag 50')).toBeInTheDocument();
    const last = callsTo(fetchMock, 'GET /tag').at(-1)!.searchParams;
    expect([last.get('limit'), last.get('page')]).toEqual(['50', '1']);
    expect(tableRows('Tags')).toHaveLength(50);
  });

  it('starts at the page size of the general settings, and sorts by name', async () => {
    const { user, fetchMock } = openCatalogue(
      '/seasons',
      { 'GET /season': { data: [anEntry({ name: 'SS27' })], ...page(1, 100) } },
      { settings: { pageSize: 100 } },
    );

    expect(await screen.findByText('SS27')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /season')[0]!.searchParams.get('limit')).toBe('100');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name A–Z' }));
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET /season').at(-1)!.searchParams;
      expect([last.get('sortBy'), last.get('orderBy')]).toEqual(['name', 'asc']);
    });
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const { user, fetchMock } = openCatalogue('/tags', {
      'GET /tag': ({ searchParams }) =>
        searchParams.get('search') ? { data: [], ...page(0) } : { data: tags(2), ...page(2) },
    });

    await screen.findByText('Tag 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'linen');

    expect(await screen.findByText('No tags match “linen”')).toBeInTheDocument();
    const searches = callsTo(fetchMock, 'GET /tag')
      .map((call) => call.searchParams.get('search'))
      .filter(Boolean);
    // Debounced: one call for the whole word, not one per letter.
    expect(searches).toEqual(['linen']);
  });

  it('shows an empty catalogue with a way to add the first entry', async () => {
    openCatalogue('/seasons', { 'GET /season': { data: [], ...page(0) } });

    expect(await screen.findByText('No seasons yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add season' }).length).toBeGreaterThan(0);
  });

  it('shows a failed list with a retry', async () => {
    let calls = 0;
    const { user } = openCatalogue('/tags', {
      'GET /tag': () => {
        calls += 1;
        return calls === 1
          ? { status: 400, message: 'Please try again.' }
          : { data: tags(1), ...page(1) };
      },
    });

    expect(await screen.findByText('The tags could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tag 1')).toBeInTheDocument();
  });

  it('adds a tag: the name is required, then the server’s text is shown', async () => {
    const { user, fetchMock } = openCatalogue('/tags', {
      'GET /tag': { data: [], ...page(0) },
      'POST /tag': { status: 201, message: 'Tag added successfully.', data: anEntry() },
    });

    await screen.findByText('No tags yet');
    await user.click(screen.getAllByRole('button', { name: 'Add tag' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add tag' });
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await within(dialog).findByText('Tag name is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /tag')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Tag name/), '  Bestseller ');
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('Tag added successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /tag')[0]!.body).toEqual({
      teamId: TEAM_ID,
      name: 'Bestseller',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a duplicate name under the name field', async () => {
    const { user } = openCatalogue('/categories', {
      'GET /category': { data: [aCategory()], ...page(1) },
      'POST /category': { status: 409, message: 'A category with this name already exists.' },
    });

    await screen.findByText('Dresses');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    await user.type(within(dialog).getByLabelText(/Category name/), 'Dresses');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(
      await within(dialog).findByText('A category with this name already exists.'),
    ).toBeInTheDocument();
  });

  it('deletes only after confirming, with the server’s text', async () => {
    const linen = anEntry({ name: 'Linen look' });
    const { user, fetchMock } = openCatalogue('/tags', {
      'GET /tag': { data: [linen], ...page(1) },
      [`DELETE /tag/${linen._id}`]: {
        message: 'Tag deleted successfully.',
        data: { _id: linen._id },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Linen look' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tag?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE /tag/${linen._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Linen look' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete tag?' })).getByRole('button', {
        name: 'Delete tag',
      }),
    );
    expect(await screen.findByText('Tag deleted successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /tag/${linen._id}`)).toHaveLength(1);
  });

  it('opens a category to its sub-categories and adds one there', async () => {
    const dresses = aCategory({ name: 'Dresses', subCategoryCount: 1 });
    const maxi = aSubCategory({ categoryId: dresses._id, name: 'Maxi dresses' });
    const { user, fetchMock } = openCatalogue('/categories', {
      'GET /category': { data: [dresses], ...page(1) },
      'GET /subCategory': { data: [maxi], ...page(1, 100) },
      'POST /subCategory': {
        status: 201,
        message: 'Sub category added successfully.',
        data: aSubCategory({ categoryId: dresses._id, name: 'Shirt dresses' }),
      },
    });

    const toggle = await screen.findByRole('button', { name: 'Show sub-categories of Dresses' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const panel = await screen.findByRole('region', { name: 'Sub-categories of Dresses' });
    expect(await within(panel).findByText('Maxi dresses')).toBeInTheDocument();
    expect(
      Object.fromEntries(callsTo(fetchMock, 'GET /subCategory')[0]!.searchParams),
    ).toMatchObject({ teamId: TEAM_ID, categoryId: dresses._id });

    await user.click(within(panel).getByRole('button', { name: 'Add sub-category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sub-category to Dresses' });
    await user.click(within(dialog).getByRole('button', { name: 'Add sub-category' }));
    expect(await within(dialog).findByText('Sub category name is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Sub-category name/), 'Shirt dresses');
    await user.click(within(dialog).getByRole('button', { name: 'Add sub-category' }));

    expect(await screen.findByText('Sub category added successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /subCategory')[0]!.body).toEqual({
      teamId: TEAM_ID,
      categoryId: dresses._id,
      name: 'Shirt dresses',
    });
  });

  it('hides what the policies deny', async () => {
    const viewer = aTeam({
      isOwner: false,
      createdBy: { _id: 'owner', firstName: 'Olivia', profilePicture: null },
      policies: policies(['viewTeam', 'canViewTeams']),
    });
    const readOnly = { update: false, delete: false };
    openCatalogue(
      '/categories',
      {
        'GET /category': {
          data: [aCategory({ name: 'Knitwear', policies: readOnly })],
          ...page(1),
        },
      },
      { team: viewer },
    );

    expect(await screen.findByText('Knitwear')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Knitwear' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Knitwear' })).toBeNull();
  });

  it('shows a member who may edit but not delete only the edit action', async () => {
    const maker = aTeam({
      isOwner: false,
      policies: policies(['viewTeam', 'canAddProduct', 'manageCatalogue']),
    });
    openCatalogue(
      '/tags',
      {
        'GET /tag': {
          data: [anEntry({ name: 'Core', policies: { update: true, delete: false } })],
          ...page(1),
        },
      },
      { team: maker },
    );

    expect(await screen.findByRole('button', { name: 'Edit Core' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Core' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add tag' })).toBeInTheDocument();
  });

  it('shows fabrics with swatch, weight and a price in the user’s format', async () => {
    const fabric = aFabric({
      swatch: {
        path: 'fabrics/t/f/poplin.jpg',
        url: '/media/fabrics/t/f/poplin.jpg',
        thumbnailUrl: '/media/fabrics/t/f/th_poplin.webp',
        previewUrl: '/media/fabrics/t/f/pre_poplin.webp',
        status: 'ready',
      },
    });
    openCatalogue(
      '/fabrics',
      { 'GET /fabric': { data: [fabric], ...page(1) } },
      { settings: { decimalSeparator: 'comma', currencyPosition: 'Right' } },
    );

    const row = (await screen.findByText('Organic poplin')).closest('tr') as HTMLElement;
    expect(within(row).getByText('100% organic cotton')).toBeInTheDocument();
    expect(within(row).getByText('120 gsm')).toBeInTheDocument();
    expect(within(row).getByText('1.234,50 €')).toBeInTheDocument();
    const swatch = within(row).getByRole('img', { name: 'Swatch of Organic poplin' });
    expect(swatch).toHaveAttribute('src', '/media/fabrics/t/f/th_poplin.webp');
    // The thumbnail is not there yet: the original is shown instead.
    swatch.dispatchEvent(new Event('error'));
    await waitFor(() => expect(swatch).toHaveAttribute('src', '/media/fabrics/t/f/poplin.jpg'));
  });

  it('adds a fabric with a price typed the user’s way, sent as a number', async () => {
    const { user, fetchMock } = openCatalogue(
      '/fabrics',
      {
        'GET /fabric': { data: [], ...page(0) },
        'POST /fabric': { status: 201, message: 'Fabric added successfully.', data: aFabric() },
      },
      { settings: { decimalSeparator: 'comma', currency: 'EUR' } },
    );

    await screen.findByText('No fabrics yet');
    await user.click(screen.getAllByRole('button', { name: 'Add fabric' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add fabric' });
    await user.type(within(dialog).getByLabelText(/Fabric name/), 'Silk crepe');
    await user.type(within(dialog).getByLabelText('Price per metre'), '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Add fabric' }));

    expect(await screen.findByText('Fabric added successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /fabric')[0]!.body).toMatchObject({
      name: 'Silk crepe',
      pricePerMeter: 12.5,
      currency: 'EUR',
    });
  });
});
