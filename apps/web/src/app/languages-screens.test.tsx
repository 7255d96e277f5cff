import { ALLOWED_EXTENSIONS, DEFAULT_GENERAL_SETTINGS } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accent } from '../lib/pseudo-locale';
import {
  anActiveProduct,
  anActivity,
  aTrendingFabric,
  quietChartSizeWarnings,
  someUploads,
} from '../testing/dashboard-fixtures';
import {
  aNotification,
  aTeam,
  aUser,
  notificationsAnswer,
  signIn,
  TEAM_ID,
} from '../testing/fixtures';
import { aColour, page } from '../testing/library-fixtures';
import { mockApi } from '../testing/mock-api';
import { aComment, aProduct, PRODUCT_ID } from '../testing/product-fixtures';
import { renderApp, renderWithProviders, renderWithRouter } from '../testing/render-app';
import { aSpecSheet, LETTER_SIZES, TEAM_POMS } from '../testing/spec-fixtures';
import { SpecSheetSection } from '../features/specs/components/spec-sheet-section';
import { TechpackSection } from '../features/techpacks/components/techpack-section';
import { ProductTimeline } from '../features/products/components/product-timeline';
import { untranslated } from '../testing/untranslated';
import { DateTimeField } from '../components/form/date-time-field';
import { ListToolbar } from '../components/list/list-toolbar';
import { editDeleteActions, RowActions } from '../components/list/row-actions';
import { useListState } from '../lib/list-state';
import { useT } from '../lib/i18n';

/**
 * The screens a person sees most (issue 47 §4), rendered in the pseudo-locale: any visible text
 * or accessible name outside brackets bypassed the catalogue. Names of people, teams and products
 * are their data, not ours.
 */
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});

const OWN = ['Ada', 'AL', 'ada@example.com', 'Knitwear', 'Atelier'];

function signedIn(handlers: Parameters<typeof mockApi>[0]) {
  const person = signIn(aUser({ firstName: 'Ada', email: 'ada@example.com' }));
  return mockApi({
    'GET /auth/getProfile': { data: person },
    'GET /team/getUserTeamList': { data: [aTeam({ name: 'Knitwear' })] },
    ...handlers,
  });
}

describe('the most seen screens in the pseudo-locale', () => {
  it('shows the wall with its filters and cards, every text translated', async () => {
    const products = [
      aProduct({ name: 'Linen wrap dress', deadline: '2020-01-10' }),
      aProduct({
        _id: 'b0000000-0000-4000-8000-000000000002',
        name: 'Wool coat',
        stage: 'approved',
        likeCount: 1,
      }),
    ];
    signedIn({
      'GET /product': {
        data: products,
        extra: { pagination: { page: 1, limit: 50, total: products.length } },
      },
    });
    renderApp('/Wall', { language: 'en-XA' });
    await screen.findByRole('list', { name: `[${accent('Products')}]` });
    const own = [...OWN, 'Linen wrap dress', 'Wool coat', 'LW', 'WC'];
    expect(untranslated(screen.getByRole('main'), own)).toEqual([]);
  });

  it('shows the dashboard with its cards filled, every text translated', async () => {
    quietChartSizeWarnings();
    localStorage.setItem('selectedTeamId', TEAM_ID);
    signedIn({
      'GET /dashboard/activeProducts': {
        data: [
          anActiveProduct({ deadline: '2020-01-10' }),
          anActiveProduct({ name: 'Wool coat', updatedBy: null, deadline: '2999-01-10' }),
        ],
        extra: { countsByStage: { idea: 1, design: 2, sampling: 0, approved: 1, production: 0 } },
      },
      'GET /dashboard/trendingFabrics': {
        data: [
          aTrendingFabric(),
          aTrendingFabric({ name: 'Silk', count: 1, previousCount: 0 }),
          aTrendingFabric({ name: 'Denim', count: 3, previousCount: 3 }),
        ],
      },
      'GET /dashboard/totalUploads': { data: someUploads() },
      'GET /dashboard/recentActivity': {
        data: [
          anActivity(),
          anActivity({ kind: 'like', actor: null }),
          anActivity({ kind: 'created', at: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
        ],
      },
      'GET /calendarEvent': { data: [] },
      'GET /task/global': { data: [], ...page(0) },
      'GET /announcement': { data: [] },
      'GET /product': { data: [], ...page(3) },
      'GET /colour': { data: [], ...page(12) },
    });
    renderApp('/dashboard', { language: 'en-XA' });
    await screen.findByRole('region', { name: `[${accent('Recent activity')}]` });
    await screen.findByText('Washed linen');
    await screen.findByText(/Can we try a softer wash/);
    await screen.findAllByText('Linen shirt');
    const own = [
      'Ada Lovelace',
      ...OWN,
      'Linen shirt',
      'Wool coat',
      'Washed linen',
      'Silk',
      'Denim',
      'Can we try a softer wash?',
      // File sizes are written with their units in every language.
      '0 B',
      'MB',
      'GB',
    ];
    expect(untranslated(screen.getByRole('main'), own)).toEqual([]);
  });

  it('shows the products table with its toolbar, columns and count, every text translated', async () => {
    const products = [aProduct({ deadline: '2999-01-10', stage: 'sampling', likeCount: 3 })];
    signedIn({
      'GET /product': {
        data: products,
        extra: { pagination: { page: 1, limit: 10, total: 12 } },
      },
    });
    renderApp('/viewproducts', { language: 'en-XA' });
    await screen.findByRole('table', { name: `[${accent('Products')}]` });
    await screen.findByText('Linen wrap dress');
    expect(untranslated(screen.getByRole('main'), [...OWN, 'Linen wrap dress'])).toEqual([]);
  });

  it('shows a product page’s frame, facts, files, comments and timeline, every text translated', async () => {
    signedIn({
      [`GET /product/${PRODUCT_ID}`]: {
        data: aProduct({ deadline: '2020-01-10', likeCount: 2, likedByMe: true }),
      },
      [`GET /product/${PRODUCT_ID}/files`]: { data: [] },
      'GET /product/productComments': {
        data: [
          aComment({ visibility: 'shared', editedAt: '2026-11-20T11:00:00.000Z' }),
          aComment({
            _id: 'c-2',
            parentId: 'c-1',
            text: 'Done.',
            author: { _id: 'u-3', name: 'Linus', profilePicture: null, guest: true },
          }),
        ],
      },
      [`GET /product/${PRODUCT_ID}/timeline`]: {
        data: [],
        extra: { pagination: { page: 1, limit: 20, total: 0 } },
      },
      'GET /product': { data: [], extra: { pagination: { page: 1, limit: 50, total: 0 } } },
    });
    renderApp(`/productDetail/${PRODUCT_ID}`, { language: 'en-XA' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Linen wrap dress' });
    const comments = await screen.findByRole('region', { name: `[${accent('Comments')}]` });
    await within(comments).findByText('Shorten the hem by 2 cm.');
    const timeline = screen.getByRole('region', { name: `[${accent('Timeline')}]` });
    await within(timeline).findByText(`[${accent('Nothing has happened here yet.')}]`);
    const files = screen
      .getByRole('heading', { name: `[${accent('Files')}]` })
      .closest('.mantine-Card-root');
    await within(files as HTMLElement).findByText(`[${accent('No files yet')}]`);
    // The page's own sections (approvals, buyer fields, spec sheet, BOM, costing, tech pack) are
    // translated in sessions of their own: the frame around them is checked here.
    const own = [
      ...OWN,
      'Linen wrap dress',
      'Bias-cut',
      'Ada Lovelace',
      'Grace Hopper',
      'GH',
      'Linus',
      'L',
      'Shorten the hem by 2 cm.',
      'Done.',
      // The file types a drop takes are written as their extensions in every language.
      ...ALLOWED_EXTENSIONS,
      'GB',
      // A time of day in the 12-hour clock.
      'AM',
      'PM',
    ];
    const header = heading.closest('.mantine-Group-root')!.parentElement!.parentElement!;
    const facts = document.querySelector('main dl') as HTMLElement;
    for (const part of [header, facts, files, comments, timeline]) {
      expect(untranslated(part as HTMLElement, own)).toEqual([]);
    }
  });

  it('tells a product’s timeline in the pseudo-locale, the stored names and words aside', async () => {
    const at = new Date().toISOString();
    const actor = { _id: 'u-2', name: 'Grace Hopper', guest: false };
    const part = { field: null, before: null, after: null, subject: null, actor, at };
    const entries = [
      {
        ...part,
        kind: 'stage',
        action: 'moved',
        field: 'Stage',
        before: 'Idea',
        after: 'Sampling',
      },
      { ...part, kind: 'edit', action: 'changed', field: 'Deadline', after: '2027-03-15' },
      {
        ...part,
        kind: 'file',
        action: 'added a version of',
        subject: 'front.png',
        after: 'Version 2',
      },
      { ...part, kind: 'share', action: 'shared by e-mail', subject: 'li@x.io (view only)' },
      {
        ...part,
        kind: 'spec',
        action: 'changed',
        after: 'Revision 2',
        subject: '3 values changed',
      },
      {
        ...part,
        kind: 'fit',
        action: 'opened',
        after: 'Proto',
        subject: 'Proto fit session, size M',
      },
      { ...part, kind: 'bom', action: 'created', subject: '2 lines, 1 colourway' },
      { ...part, kind: 'techpack', action: 'released', after: 'Revision B', subject: null },
    ].map((entry, index) => ({ ...entry, _id: `e-${index}` }));
    signedIn({
      [`GET /product/${PRODUCT_ID}/timeline`]: {
        data: entries,
        extra: { pagination: { page: 1, limit: 20, total: entries.length } },
      },
    });
    renderWithProviders(<ProductTimeline product={aProduct()} />, { language: 'en-XA' });
    const list = await screen.findByRole('list', { name: `[${accent('Timeline entries')}]` });
    const own = ['Grace Hopper', 'front.png', 'li@x.io', 'Proto', 'M', 'B', 'AM', 'PM'];
    expect(within(list).getAllByRole('listitem')).toHaveLength(entries.length);
    // The products catalogue is a chunk of its own: the sentences are English until it arrives.
    await waitFor(() => expect(untranslated(list, own)).toEqual([]));
    expect(list.textContent).toContain(`[Grace Hopper ${accent('released tech pack revision')} B]`);
  });

  it('shows the notifications page in the pseudo-locale, the server’s messages aside', async () => {
    const items = [
      aNotification(),
      aNotification({ message: 'Grace liked Linen wrap dress.', isRead: true }),
    ];
    signedIn({
      'GET /notifications/userNotifications': notificationsAnswer(items, { total: 12 }),
    });
    renderApp('/Notification', { language: 'en-XA' });
    await screen.findByText('Olivia Owner added you to Spring studio.');
    // Notification texts are written by the server, in English until their own session.
    const own = [
      ...OWN,
      'Olivia Owner added you to Spring studio.',
      'Grace liked Linen wrap dress.',
      'O',
    ];
    expect(untranslated(screen.getByRole('main'), own)).toEqual([]);
  });

  it('shows the search results in the pseudo-locale, the hits’ own words aside', async () => {
    const hit = (kind: string, _id: string, title: string, snippet: string) => ({
      kind,
      _id,
      title,
      snippet,
      teamId: TEAM_ID,
      teamName: 'Knitwear',
      productId: null,
      at: '2026-11-27T10:00:00.000Z',
    });
    signedIn({
      'GET /team': { data: [{ _id: TEAM_ID, name: 'Knitwear' }] },
      'GET /globalSearch': {
        data: [
          hit('product', 'p1', 'Linen shirt', '<mark>Linen</mark> shirt'),
          hit('comment', 'c1', 'Comment on Linen shirt', 'the <mark>linen</mark> is too thin'),
        ],
        extra: {
          pagination: { page: 1, limit: 50, total: 2 },
          counts: { product: 1, comment: 1 },
        },
      },
    });
    renderApp('/globalSearch?q=linen', { language: 'en-XA' });
    await screen.findByText('too thin', { exact: false });
    // A hit's title and snippet are the server's (a comment's title names its product), split
    // where the typed word is highlighted.
    const own = [
      'Linen shirt',
      'Comment on Linen shirt',
      'Comment on ',
      'the ',
      'linen',
      'Linen',
      ' is too thin',
      ' shirt',
    ];
    expect(untranslated(screen.getByRole('main'), [...OWN, ...own])).toEqual([]);
  });

  it('shows a product’s spec sheet with its revisions and a fit session, every text translated', async () => {
    const ben = { _id: 'b0b0b0b0-0000-4000-8000-000000000002', name: 'Ben Baker' };
    const revision = (number: number) => ({
      revision: number,
      unit: 'cm',
      sizes: ['S', 'M', 'L'],
      baseSize: 'M',
      rowCount: 2,
      createdAt: '2026-12-05T10:00:00.000Z',
      createdBy: ben,
    });
    const fit = {
      _id: 'f1f1f1f1-0000-4000-8000-000000000001',
      productId: PRODUCT_ID,
      round: 'Fit 1',
      sampleSize: 'M',
      arrivedAt: '2026-12-04',
      specRevision: 3,
      unit: 'cm',
      appliedRevision: null,
      appliedAt: null,
      appliedBy: null,
      measuredCount: 0,
      outOfToleranceCount: 0,
      createdAt: '2026-12-05T10:30:00.000Z',
      createdBy: ben,
      rows: [],
      photos: [],
      policies: { edit: true },
    };
    const spec = `/product/${PRODUCT_ID}/spec`;
    signedIn({
      'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
      [`GET ${spec}`]: { data: aSpecSheet() },
      'GET /pom': { data: TEAM_POMS },
      'GET /sizeRange': { data: [LETTER_SIZES] },
      [`GET ${spec}/revisions`]: { data: [revision(3), revision(2)] },
      [`GET ${spec}/compare`]: {
        data: {
          from: revision(2),
          to: revision(3),
          changes: [
            {
              pomId: 'p1',
              code: 'T01',
              name: 'Body length from HPS',
              on: 'tolerance',
              size: 'minus',
              kind: 'changed',
              before: 1,
              after: 1.5,
              delta: 0.5,
              revision: 3,
              changedAt: '2026-12-05T10:00:00.000Z',
              changedBy: ben,
            },
          ],
        },
      },
      [`GET /product/${PRODUCT_ID}/fits`]: { data: [fit, { ...fit, _id: 'f2', round: 'Proto' }] },
    });
    renderWithProviders(
      <SpecSheetSection productId={PRODUCT_ID} productName="Boxy tee" teamId={TEAM_ID} />,
      { language: 'en-XA' },
    );
    await screen.findByRole('table', { name: `[${accent('Spec sheet in centimetres')}]` });
    await screen.findByRole('table', { name: `[${accent('Fit sessions')}]` });
    await screen.findByText('Body length from HPS', { selector: 'td *, td' });
    const own = [
      ...OWN,
      'Boxy tee',
      'Ben Baker',
      'Body length from HPS',
      'Chest width',
      'Fit 1',
      'Proto',
      'T01',
      'T02',
      // Sizes and the units of length are written alike in every language.
      'S',
      'M',
      'L',
      'cm',
      'in',
      'AM',
      'PM',
    ];
    expect(untranslated(document.body, own)).toEqual([]);
  });

  it('shows a product’s tech pack with its revisions, downloads and links, every text translated', async () => {
    const eda = { _id: 'u-1', name: 'Eda Editor' };
    const revision = (letter: string, seq: number) => ({
      _id: `${letter.toLowerCase()}0000000-0000-4000-8000-00000000000${letter.toLowerCase()}`,
      revision: letter,
      seq,
      releasedAt: '2026-12-01T10:00:00.000Z',
      releasedBy: eda,
      note: null,
      summary: {
        sketches: 2,
        specRows: 12,
        sizes: 5,
        fits: 1,
        colourways: 2,
        bomLines: 9,
        callouts: 3,
      },
    });
    const [b, a] = [revision('B', 2), revision('A', 1)];
    const link = (state: 'active' | 'expired' | 'revoked', openCount: number) => ({
      _id: `link-${state}`,
      productId: PRODUCT_ID,
      revisionId: b._id,
      revision: 'B',
      recipient: 'Lucky Garments',
      email: null,
      url: 'http://localhost:3000/techpack/abc',
      state,
      createdBy: eda,
      createdAt: '2027-01-02T09:00:00.000Z',
      expiresAt: '2027-02-01T09:00:00.000Z',
      revokedAt: state === 'revoked' ? '2027-01-05T09:00:00.000Z' : null,
      firstOpenedAt: openCount ? '2027-01-03T08:00:00.000Z' : null,
      lastOpenedAt: openCount ? '2027-01-03T10:42:00.000Z' : null,
      openCount,
    });
    const path = `/product/${PRODUCT_ID}/techpack`;
    signedIn({
      'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
      [`GET ${path}`]: { data: [b, a] },
      [`GET ${path}/compare`]: { data: null },
      [`GET ${path}/links`]: {
        data: [link('active', 2), link('expired', 0), link('revoked', 1)],
      },
    });
    renderWithRouter(
      <TechpackSection
        productId={PRODUCT_ID}
        productName="Linen shirt"
        canRelease
        canViewCosts
        canShare
      />,
      { language: 'en-XA' },
    );
    await screen.findByRole('list', { name: `[${accent('Tech pack revisions')}]` });
    await screen.findAllByText('Lucky Garments');
    const own = [
      ...OWN,
      'Eda Editor',
      'Lucky Garments',
      // Revision letters, file formats and paper sizes are written alike in every language.
      'A',
      'B',
      'A4',
      'PDF',
      'XLSX',
      'AM',
      'PM',
    ];
    expect(untranslated(document.body, own)).toEqual([]);
  });

  it('shows the shared list pieces (orders, row buttons and menu) in the pseudo-locale', async () => {
    function SharedListPieces() {
      const t = useT();
      const list = useListState();
      const actions = editDeleteActions({
        canEdit: true,
        canDelete: true,
        onEdit: () => {},
        onDelete: () => {},
      });
      return (
        <main>
          <ListToolbar state={list} searchLabel={t('products.search')} />
          <RowActions name="Linen" actions={actions} />
          <RowActions name="Silk" actions={actions} asMenu />
        </main>
      );
    }
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SharedListPieces />, { language: 'en-XA' });
    const main = screen.getByRole('main');
    await screen.findByRole('button', { name: `[${accent('Edit')}] Linen` });
    expect(screen.getByRole('button', { name: `[${accent('Delete')}] Linen` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `[${accent('Actions for')} Silk]` }));
    expect(await screen.findByRole('menuitem', { name: `[${accent('Edit')}]` })).toBeVisible();
    expect(untranslated(document.body, ['Linen', 'Silk'])).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: `[${accent('Sort by')}]` }));
    for (const order of ['Newest first', 'Oldest first', 'Name A–Z', 'Name Z–A']) {
      expect(await screen.findByRole('option', { name: `[${accent(order)}]` })).toBeInTheDocument();
    }
    expect(untranslated(main, ['Linen', 'Silk'])).toEqual([]);
  });

  it('shows the create product page and its form in the pseudo-locale', async () => {
    signedIn({
      'GET /season': { data: [], extra: { pagination: { page: 1, limit: 100, total: 0 } } },
    });
    renderApp('/createproduct', { language: 'en-XA' });
    await screen.findByRole('button', { name: `[${accent('Create Product')}]` });
    expect(screen.getByRole('textbox', { name: new RegExp(accent('Product name')) })).toBeVisible();
    await waitFor(() => expect(untranslated(screen.getByRole('main'), OWN)).toEqual([]));
  });

  it('shows the progress board’s header in the pseudo-locale', async () => {
    signedIn({
      'GET /product': { data: [], extra: { pagination: { page: 1, limit: 100, total: 0 } } },
    });
    renderApp(`/Wall/Progress?team=${TEAM_ID}&stage=sampling`, { language: 'en-XA' });
    expect(
      await screen.findByRole('button', { name: `[${accent('All stages')}]` }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: `[${accent('Wall')}]` }),
    ).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent(accent('Sampling')));
    expect(untranslated(heading, OWN)).toEqual([]);
  });

  it('shows the colour library and the colour grid in the pseudo-locale', async () => {
    const colour = aColour();
    const own = [...OWN, colour.name, colour.code, colour.hexCode];
    signedIn({
      'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
      'GET /colour': { data: [colour], ...page(1) },
      [`GET /colour/colorByTeam/${TEAM_ID}`]: { data: [colour] },
    });
    const { router, user } = renderApp('/ColorLibrary', { language: 'en-XA' });
    await screen.findByRole('table', { name: `[${accent('Colours')}]` });
    await screen.findByText(colour.name);
    await waitFor(() => expect(untranslated(screen.getByRole('main'), own)).toEqual([]));
    await user.click(screen.getByRole('button', { name: `[${accent('Delete')}] ${colour.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `[${accent('Delete colour?')}]` });
    expect(untranslated(dialog, own)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: `[${accent('Cancel')}]` }));

    await router.navigate('/ColorLibrary/ColorGrid');
    await screen.findByRole('list', { name: `[${accent('Colour swatches')}]` });
    await waitFor(() => expect(untranslated(screen.getByRole('main'), own)).toEqual([]));
  });

  it('names the date picker’s controls in the pseudo-locale', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DateTimeField label="Due" />, { language: 'en-XA' });
    await user.click(screen.getByLabelText('Due'));
    expect(
      await screen.findByRole('button', { name: `[${accent('Next month')}]` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `[${accent('Previous month')}]` }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(`[${accent('Hours')}]`)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `[${accent('Use this date and time')}]` }),
    ).toBeInTheDocument();
  });
});
