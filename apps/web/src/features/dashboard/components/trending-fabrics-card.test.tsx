import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTrendingFabric } from '../../../testing/dashboard-fixtures';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-app';
import { TrendingFabricsCard } from './trending-fabrics-card';

describe('the trending fabrics card', () => {
  it('lists the fabrics with how many products use them and how that moved', async () => {
    signIn();
    mockApi({
      'GET /dashboard/trendingFabrics': {
        data: [
          aTrendingFabric({ name: 'Washed linen', count: 12, previousCount: 9, swatch: '/s.webp' }),
          aTrendingFabric({ name: 'Wool crepe', count: 1, previousCount: 4 }),
          aTrendingFabric({ name: 'Silk twill', count: 3, previousCount: 0 }),
          aTrendingFabric({ name: 'Cotton poplin', count: 2, previousCount: 2 }),
        ],
      },
    });
    renderWithRouter(<TrendingFabricsCard teamId={TEAM_ID} />);

    const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;
    await screen.findByRole('link', { name: 'Washed linen' });
    expect(row('Washed linen')).toHaveTextContent('12 products↑ 3 more than the 30 days before');
    expect(row('Wool crepe')).toHaveTextContent('1 product↓ 3 fewer than the 30 days before');
    expect(within(row('Silk twill')).getByText('New')).toBeVisible();
    expect(within(row('Cotton poplin')).getByText('Steady')).toBeVisible();
  });

  it('opens the team’s wall filtered by the fabric', async () => {
    signIn();
    const linen = aTrendingFabric({ name: 'Washed linen' });
    mockApi({ 'GET /dashboard/trendingFabrics': { data: [linen] } });
    const { router, user } = renderWithRouter(<TrendingFabricsCard />);

    await user.click(await screen.findByRole('link', { name: 'Washed linen' }));
    expect(router.state.location.pathname).toBe(`/Wall/${TEAM_ID}`);
    expect(router.state.location.search).toBe(`?fabric=${linen._id}`);
  });

  it('says where fabrics come from when no new product uses one', async () => {
    signIn();
    mockApi({ 'GET /dashboard/trendingFabrics': { data: [] } });
    renderWithRouter(<TrendingFabricsCard teamId={TEAM_ID} />);

    expect(await screen.findByText('No fabrics on new products yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Link fabrics to products' })).toHaveAttribute(
      'href',
      '/fabrics',
    );
  });

  it('tells a member who may not view products so, calmly', async () => {
    signIn();
    mockApi({ 'GET /dashboard/trendingFabrics': { status: 403, message: 'Ask for permission.' } });
    renderWithRouter(<TrendingFabricsCard teamId={TEAM_ID} />);

    expect(await screen.findByText('Ask for permission.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
