import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accent } from '../lib/pseudo-locale';
import { aTeam, aUser, signIn } from '../testing/fixtures';
import { mockApi } from '../testing/mock-api';
import { aProduct } from '../testing/product-fixtures';
import { renderApp } from '../testing/render-app';
import { untranslated } from '../testing/untranslated';

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
});
