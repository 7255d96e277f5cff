import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { anActiveProduct, quietChartSizeWarnings } from '../../../testing/dashboard-fixtures';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-app';
import { ActiveProductsCard } from './active-products-card';

const NO_COUNTS = { idea: 0, design: 0, sampling: 0, approved: 0, production: 0 };

const answer = (products = [anActiveProduct()], countsByStage = { ...NO_COUNTS, design: 1 }) => ({
  'GET /dashboard/activeProducts': { data: products, extra: { countsByStage } },
});

beforeEach(quietChartSizeWarnings);

describe('the active products card', () => {
  it('lists the products in progress with their stage, who changed them and when', async () => {
    signIn();
    const shirt = anActiveProduct({ name: 'Linen shirt', stage: 'sampling' });
    const fetchMock = mockApi(answer([shirt]));
    renderWithRouter(<ActiveProductsCard teamId={TEAM_ID} createTo={null} />);

    const row = (await screen.findByRole('link', { name: 'Linen shirt' })).closest('li')!;
    expect(within(row).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      `/productDetail/${shirt._id}`,
    );
    expect(within(row).getByText('Sampling')).toBeVisible();
    expect(within(row).getByText('Changed by Ada Lovelace · 1 hour ago')).toBeVisible();
    expect(within(row).queryByText(/Spring studio/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /dashboard/activeProducts')[0]!.searchParams.get('teamId')).toBe(
      TEAM_ID,
    );
  });

  it('names each product’s team when it shows all teams, and “Someone” gone is left out', async () => {
    signIn();
    mockApi(answer([anActiveProduct({ teamName: 'Knitwear', updatedBy: null })]));
    renderWithRouter(<ActiveProductsCard createTo={null} />);

    expect(await screen.findByText('Knitwear · Changed 1 hour ago')).toBeVisible();
  });

  it('marks a product past its deadline as late, in red, and not one still due', async () => {
    signIn();
    mockApi(
      answer([
        anActiveProduct({ name: 'Wrap dress', deadline: '2020-03-01' }),
        anActiveProduct({ name: 'Trench coat', deadline: '2999-03-01' }),
      ]),
    );
    renderWithRouter(<ActiveProductsCard teamId={TEAM_ID} createTo={null} />);

    const late = (await screen.findByRole('link', { name: 'Wrap dress' })).closest('li')!;
    expect(within(late).getByText('Late · Due 01-03-2020')).toBeVisible();
    const due = screen.getByRole('link', { name: 'Trench coat' }).closest('li')!;
    expect(within(due).getByText('Due 01-03-2999')).toBeVisible();
    expect(within(due).queryByText(/Late/)).not.toBeInTheDocument();
  });

  it('writes out every stage’s count, each leading to its column of the progress board', async () => {
    signIn();
    mockApi(
      answer([anActiveProduct()], { idea: 3, design: 1, sampling: 0, approved: 4, production: 2 }),
    );
    renderWithRouter(<ActiveProductsCard teamId={TEAM_ID} createTo={null} />);

    const stages = await screen.findByRole('list', { name: 'Products by stage' });
    const items = within(stages).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Idea 3',
      'Design 1',
      'Sampling 0',
      'Approved 4',
      'Production 2',
    ]);
    expect(within(stages).getByRole('link', { name: 'Approved' })).toHaveAttribute(
      'href',
      `/Wall/Progress?team=${TEAM_ID}&stage=approved`,
    );
  });

  it('says what to do first when nothing is in progress', async () => {
    signIn();
    mockApi(answer([], NO_COUNTS));
    const { router, user } = renderWithRouter(
      <ActiveProductsCard teamId={TEAM_ID} createTo="/createproduct" />,
    );

    expect(await screen.findByText('No products in progress')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Products by stage' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create product' }));
    expect(router.state.location.pathname).toBe('/createproduct');
  });

  it('offers no Create product to someone who may not add products', async () => {
    signIn();
    mockApi(answer([], NO_COUNTS));
    renderWithRouter(<ActiveProductsCard teamId={TEAM_ID} createTo={null} />);

    expect(await screen.findByText('No products in progress')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Create product' })).not.toBeInTheDocument();
  });

  it('tells a member who may not view products so, calmly', async () => {
    signIn();
    mockApi({
      'GET /dashboard/activeProducts': { status: 403, message: 'Ask for permission.' },
    });
    renderWithRouter(<ActiveProductsCard teamId={TEAM_ID} createTo={null} />);

    expect(await screen.findByText('Ask for permission.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active products', level: 2 })).toBeVisible();
  });

  it('shows a failure with Try again', async () => {
    signIn();
    mockApi({ 'GET /dashboard/activeProducts': { status: 400, message: 'Try again.' } });
    renderWithRouter(<ActiveProductsCard teamId={TEAM_ID} createTo={null} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
