import { messages } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTeam, signIn, TEAM_ID } from '../../../testing/fixtures';
import { anEntry } from '../../../testing/library-fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { aProduct } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

const season = anEntry({ name: 'SS27' });

function openCreateProduct(post?: Parameters<typeof mockApi>[0][string]) {
  const user = signIn();
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    'GET /season': { data: [season], extra: { pagination: { page: 1, limit: 100, total: 1 } } },
    'POST /product':
      post ??
      (({ body }) => ({
        status: 201,
        message: messages.productAdded,
        data: aProduct(body as object),
      })),
  });
  return { ...renderApp('/createproduct'), fetchMock };
}

describe('product form', () => {
  it('asks for a name and keeps name and description to their limits', async () => {
    const { user, fetchMock } = openCreateProduct();
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText(messages.productNameRequired)).toBeInTheDocument();

    await user.click(screen.getByLabelText(/Product name/));
    await user.paste('x'.repeat(101));
    expect(await screen.findByText(messages.productNameTooLong)).toBeInTheDocument();
    expect(screen.getByText('101/100')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Description'));
    await user.paste('y'.repeat(161));
    expect(await screen.findByText(messages.descriptionTooLong)).toBeInTheDocument();
    expect(screen.getByText('161/160')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /product')).toHaveLength(0);
  });

  it('sends the product with its team, catalogue links and stage, then opens its page', async () => {
    const { user, fetchMock, router } = openCreateProduct();
    await user.type(await screen.findByLabelText(/Product name/), 'Linen wrap dress');
    await user.click(screen.getByRole('combobox', { name: 'Season' }));
    await user.click(await screen.findByRole('option', { name: 'SS27' }));
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Sampling' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText(messages.productAdded)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /product')[0]?.body).toEqual({
      teamId: TEAM_ID,
      name: 'Linen wrap dress',
      description: '',
      categoryId: null,
      subCategoryId: null,
      seasonId: season._id,
      fabricIds: [],
      tagIds: [],
      colourIds: [],
      deadline: null,
      stage: 'sampling',
    });
    expect(router.state.location.pathname).toBe(`/productDetail/${aProduct()._id}`);
  });

  it('puts the server’s field errors on their fields', async () => {
    const { user } = openCreateProduct({
      status: 400,
      message: messages.seasonOfTeam,
      data: { errors: [{ field: 'seasonId', message: messages.seasonOfTeam }] },
    });
    await user.type(await screen.findByLabelText(/Product name/), 'Linen wrap dress');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText(messages.seasonOfTeam)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
