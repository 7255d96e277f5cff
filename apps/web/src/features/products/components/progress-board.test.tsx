import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aTeam, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { aProduct } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

function openBoard(path: string) {
  const user = signIn();
  const products = [
    aProduct({ _id: 'p-1', name: 'Linen wrap dress', stage: 'idea' }),
    aProduct({ _id: 'p-2', name: 'Wool coat', stage: 'sampling' }),
    aProduct({
      _id: 'p-3',
      name: 'Silk scarf',
      stage: 'sampling',
      policies: { ...aProduct().policies, edit: false },
    }),
  ];
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    'GET /product': ({ searchParams }) => {
      const found = products.filter((product) => product.stage === searchParams.get('stage'));
      return { data: found, extra: { pagination: { page: 1, limit: 50, total: found.length } } };
    },
  });
  return { ...renderApp(path), fetchMock };
}

describe('the progress board', () => {
  it('shows a column per stage with its products, and marks those the user may not move', async () => {
    const { fetchMock } = openBoard(`/Wall/Progress?team=${TEAM_ID}`);
    const sampling = await screen.findByRole('region', { name: 'Sampling' });
    expect(await within(sampling).findByRole('link', { name: 'Wool coat' })).toBeInTheDocument();
    expect(within(sampling).getByLabelText('2 products')).toBeInTheDocument();
    expect(within(sampling).getByLabelText('You may not move this product')).toBeInTheDocument();
    const idea = screen.getByRole('region', { name: 'Idea' });
    expect(within(idea).getByRole('link', { name: 'Linen wrap dress' })).toHaveAttribute(
      'href',
      '/productDetail/p-1',
    );
    expect(
      within(screen.getByRole('region', { name: 'Production' })).getByText('Nothing here yet'),
    ).toBeInTheDocument();
    const asked = callsTo(fetchMock, 'GET /product').map((call) => call.searchParams);
    expect(asked.map((params) => params.get('stage')).sort()).toEqual([
      'approved',
      'design',
      'idea',
      'production',
      'sampling',
    ]);
    expect(asked.every((params) => params.get('teamId') === TEAM_ID)).toBe(true);
  });

  it('shows one stage alone when the address asks, until All stages', async () => {
    const user = userEvent.setup();
    openBoard(`/Wall/Progress?team=${TEAM_ID}&stage=sampling`);
    const sampling = await screen.findByRole('region', { name: 'Sampling' });
    expect(await within(sampling).findByRole('link', { name: 'Wool coat' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Idea' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('· Sampling');

    await user.click(screen.getByRole('button', { name: 'All stages' }));
    expect(await screen.findByRole('region', { name: 'Idea' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All stages' })).not.toBeInTheDocument();
  });
});
