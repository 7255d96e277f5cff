import type { LineSheetCard, SharedLineSheet } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accent } from '../../lib/pseudo-locale';
import { callsTo, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { untranslated } from '../../testing/untranslated';

class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});

const card = (index: number): LineSheetCard => ({
  _id: `c0c0c0c0-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Tee ${index}`,
  styleNumber: `SS27-${index}`,
  season: null,
  category: null,
  colours: [],
  fabrics: [],
  sizes: [],
  composition: '',
  wholesalePrice: null,
  retailPrice: 30,
  currency: 'EUR',
  deliveryFrom: null,
  deliveryTo: null,
  image: null,
});

/** Page `page` of an 8-product sheet, 5 cards a page (the server says how many). */
function page(number: number): SharedLineSheet {
  const from = (number - 1) * 5;
  return {
    title: 'SS27 for buyers',
    team: { name: 'Spring studio', logo: null },
    products: Array.from({ length: Math.min(5, 8 - from) }, (_, index) => card(from + index)),
    page: number,
    total: 8,
    nextPage: number === 1 ? 2 : null,
    expiresAt: '2027-01-01T00:00:00.000Z',
    dateFormat: 'dd-mm-yyyy',
  };
}

describe('a live line sheet', () => {
  it('shows the first page, then the next as the visitor asks for more', async () => {
    const { user } = renderSheet();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(screen.getByRole('heading', { name: 'SS27 for buyers' })).toBeInTheDocument();
    expect(screen.getByText(/Spring studio · 8 products/)).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Tee 7' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const asked = callsTo(fetchMock!, 'GET /linesheet/shared').map((call) => [
      call.searchParams.get('token'),
      call.searchParams.get('page'),
    ]);
    expect(asked).toEqual([
      ['abc.def', '1'],
      ['abc.def', '2'],
    ]);
  });

  it('names each colour for the buyer, not only a dot (issue 44 §12)', async () => {
    fetchMock = mockApi({
      'GET /linesheet/shared': {
        data: {
          ...page(1),
          products: [
            {
              ...card(1),
              colours: [
                { name: 'Poppy red', hexCode: '#D7263D' },
                { name: 'Sand', hexCode: '#D8C3A5' },
              ],
            },
          ],
          total: 1,
          nextPage: null,
        },
      },
    });
    renderApp('/linesheet/abc.def');
    const article = await screen.findByRole('article', { name: 'Tee 1' });
    const colours = within(article).getByRole('list', { name: 'Colours' });
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Poppy red', 'Sand']);
  });
});

describe('a live line sheet’s dates', () => {
  it('are written as the member who shared it writes dates (issue 44 §18)', async () => {
    fetchMock = mockApi({
      'GET /linesheet/shared': {
        data: {
          ...page(1),
          dateFormat: 'mm-dd-yyyy',
          products: [{ ...card(1), deliveryFrom: '2027-02-01', deliveryTo: '2027-03-15' }],
          total: 1,
          nextPage: null,
        },
      },
    });
    renderApp('/linesheet/abc.def');
    const article = await screen.findByRole('article', { name: 'Tee 1' });
    expect(within(article).getByText('02-01-2027 – 03-15-2027')).toBeInTheDocument();
  });
});

describe('a live line sheet in the visitor’s language (issue 47 §4)', () => {
  const priced = () => ({
    ...page(1),
    products: [
      {
        ...card(1),
        wholesalePrice: 42.5,
        retailPrice: 1250,
        sizes: ['S', 'M'],
        deliveryFrom: '2027-02-01',
        deliveryTo: '2027-03-15',
      },
    ],
    total: 1,
    nextPage: null,
  });

  it('reads in German, prices as a German buyer writes them', async () => {
    fetchMock = mockApi({ 'GET /linesheet/shared': { data: priced() } });
    renderApp('/linesheet/abc.def', { language: 'de' });
    // German arrives with its chunk (the app's and the line sheets'), before or after the data.
    expect(
      await screen.findByText('Spring studio · 1 Produkt, im aktuellen Stand'),
    ).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Tee 1' });
    const text = article.textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Großhandel 42,50 €');
    expect(text).toContain('Einzelhandel 1.250,00 €');
    expect(text).toContain('Größen S, M');
    expect(screen.getByRole('list', { name: 'Produkte' })).toBeInTheDocument();
  });

  it('leaves no text outside the catalogue', async () => {
    fetchMock = mockApi({ 'GET /linesheet/shared': { data: { ...priced(), nextPage: 2 } } });
    renderApp('/linesheet/abc.def', { language: 'en-XA' });
    await screen.findByRole('list', { name: `[${accent('Products')}]` });
    // The sheet's title, team, product and sizes are the team's; dates and prices are numbers.
    const own = ['SS27 for buyers', 'Spring studio', 'Tee 1', 'SS27-1', 'S, M'];
    expect(untranslated(screen.getByRole('main'), own)).toEqual([]);
  });
});

let fetchMock: ReturnType<typeof mockApi> | undefined;

function renderSheet() {
  fetchMock = mockApi({
    'GET /linesheet/shared': ({ searchParams }) => ({
      data: page(Number(searchParams.get('page') ?? 1)),
    }),
  });
  return renderApp('/linesheet/abc.def');
}
