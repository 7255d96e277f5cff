import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aTeam, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { aProduct } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});

function openWall(path: string, products = [aProduct()], handlers = {}) {
  const user = signIn();
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    'GET /product': ({ searchParams }) => {
      const stage = searchParams.get('stage');
      const found = products.filter((product) => !stage || product.stage === stage);
      return {
        data: found,
        extra: { pagination: { page: 1, limit: 50, total: found.length } },
      };
    },
    ...handlers,
  });
  return { ...renderApp(path), fetchMock };
}

describe('the wall', () => {
  it('shows each product as a card with its initials while it has no thumbnail', async () => {
    openWall('/Wall');
    const list = await screen.findByRole('list', { name: 'Products' });
    const card = within(list).getByRole('link', { name: /Linen wrap dress/ });
    expect(card).toHaveAttribute('href', `/productDetail/${aProduct()._id}`);
    expect(within(card).getByText('LW')).toBeInTheDocument();
    expect(within(card).getByText('Idea')).toBeInTheDocument();
  });

  it('flags a product past its deadline as late in words, as the dashboard does (issue 44 §5)', async () => {
    openWall('/Wall', [
      aProduct({
        _id: 'b0000000-0000-4000-8000-000000000001',
        name: 'Late dress',
        deadline: '2020-01-10',
      }),
      aProduct({
        _id: 'b0000000-0000-4000-8000-000000000002',
        name: 'Approved coat',
        stage: 'approved',
        deadline: '2020-01-10',
      }),
      aProduct({
        _id: 'b0000000-0000-4000-8000-000000000003',
        name: 'Future skirt',
        deadline: '2999-01-10',
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Products' });
    const late = within(list).getByRole('link', { name: /Late dress/ });
    expect(within(late).getByText(/^Late · Due/)).toBeInTheDocument();
    for (const name of [/Approved coat/, /Future skirt/]) {
      expect(within(within(list).getByRole('link', { name })).queryByText(/Late/)).toBeNull();
    }
  });

  it('shows the team the header works in, and follows either choice (issue 44 §4)', async () => {
    const other = aTeam({ _id: 'c0000000-0000-4000-8000-000000000009', name: 'Private lab' });
    localStorage.setItem('selectedTeamId', other._id);
    const { user, router } = openWall('/Wall', [aProduct()], {
      'GET /team/getUserTeamList': { data: [aTeam(), other] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Wall/${other._id}`));
    expect(await screen.findByRole('heading', { name: 'Private lab wall' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Team: Private lab' })).toBeInTheDocument();

    // All teams on the wall clears the header's team.
    await user.click(screen.getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'All teams' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Wall'));
    expect(await screen.findByRole('button', { name: 'Team: Select team' })).toBeInTheDocument();

    // A team chosen in the header moves the wall to it.
    await user.click(screen.getByRole('button', { name: 'Team: Select team' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Spring studio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Wall/${TEAM_ID}`));
    expect(await screen.findByRole('heading', { name: 'Spring studio wall' })).toBeInTheDocument();
  });

  it('reads its filters from the address and puts new ones there', async () => {
    const { user, router, fetchMock } = openWall(`/Wall/${TEAM_ID}?stage=design`);
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    const asked = callsTo(fetchMock, 'GET /product')[0]!.searchParams;
    expect(asked.get('stage')).toBe('design');
    expect(asked.get('teamId')).toBe(TEAM_ID);

    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Idea' }));
    expect(router.state.location.search).toBe('?stage=idea');
    expect(await screen.findByRole('link', { name: /Linen wrap dress/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('offers to create the first product when the wall is empty', async () => {
    openWall('/Wall', []);
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create product' })[0]).toHaveAttribute(
      'href',
      '/createproduct',
    );
  });

  it('opens product creation when /wall is opened with the state createProduct', async () => {
    const { router } = openWall('/dashboard');
    await router.navigate('/wall', { state: 'createProduct' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wall/createproduct'));
    expect(await screen.findByRole('heading', { name: 'Create Product' })).toBeInTheDocument();
  });

  it('does not offer to create when the user may not add products', async () => {
    const user = signIn();
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': {
        data: [aTeam({ isOwner: false, policies: { ...aTeam().policies, canAddProduct: false } })],
      },
      'GET /product': { data: [], extra: { pagination: { page: 1, limit: 50, total: 0 } } },
    });
    renderApp('/Wall');
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create product' })).toBeNull();
  });
});

describe('the wall with its filters in the path (SPEC §2)', () => {
  const SS27 = '5b7f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
  const LINEN = '6c8f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
  const entries = (...named: [string, string][]) => ({
    data: named.map(([_id, name]) => ({ _id, name, teamId: TEAM_ID })),
    extra: { pagination: { page: 1, limit: 100, total: named.length } },
  });
  const catalogues = {
    'GET /season': entries([SS27, 'SS27']),
    'GET /category': entries(['7d8f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', 'Dresses']),
    'GET /fabric': entries([LINEN, 'Washed Linen']),
    'GET /tag': entries(),
  };

  it('opens the wall of all teams filtered by the names the path holds, in any case', async () => {
    const { router, fetchMock } = openWall(
      '/Wall/ss27/deadline/tag/Dresses/fabric',
      [],
      catalogues,
    );
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    const asked = callsTo(fetchMock, 'GET /product').at(-1)!.searchParams;
    expect(asked.get('season')).toBe('ss27');
    expect(asked.get('category')).toBe('Dresses');
    expect(asked.has('tag')).toBe(false);
    expect(asked.has('teamId')).toBe(false);
    expect(router.state.location.pathname).toBe('/Wall/ss27/deadline/tag/Dresses/fabric');
    expect(await screen.findByRole('combobox', { name: 'Season' })).toHaveValue('SS27');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Dresses');
  });

  it('writes the names back into the path when a filter changes, and leaves it when cleared', async () => {
    const { user, router } = openWall('/Wall/SS27/deadline/tag/category/fabric', [], catalogues);
    await user.click(await screen.findByRole('combobox', { name: 'Fabric' }));
    await user.click(await screen.findByRole('option', { name: 'Washed Linen' }));
    expect(router.state.location.pathname).toBe('/Wall/SS27/deadline/tag/category/Washed%20Linen');

    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Sampling' }));
    expect(router.state.location.pathname).toBe('/Wall/SS27/deadline/tag/category/Washed%20Linen');
    expect(router.state.location.search).toBe('?stage=sampling');

    // The plain wall is the wall of the team the header works in (issue 44 §4).
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Wall/${TEAM_ID}`));
    expect(router.state.location.search).toBe('');
  });

  it('rewrites an address of ids with the names they stand for', async () => {
    const { router, fetchMock } = openWall(
      `/Wall/${SS27}/2027-03-31/tag/category/${LINEN}`,
      [],
      catalogues,
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/Wall/SS27/2027-03-31/tag/category/Washed%20Linen',
      ),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /product').at(-1)!.searchParams.get('season')).toBe('SS27'),
    );
    expect(callsTo(fetchMock, 'GET /product').at(-1)!.searchParams.get('deadlineTo')).toBe(
      '2027-03-31',
    );
  });
});

describe('a wall address that names no team', () => {
  it('is not found, with the way back', async () => {
    openWall('/Wall/not-a-team');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
