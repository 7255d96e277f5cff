import { DEFAULT_GENERAL_SETTINGS, messages, type Product, type Supplier } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { ProductSuppliersSection } from './product-suppliers-section';

const supplier = (n: number, name: string): Supplier => ({
  _id: `5a5a5a5a-0000-4000-8000-00000000000${n}`,
  name,
  people: [],
  invited: [],
  productCount: 0,
  createdAt: '2026-12-01T09:00:00.000Z',
});
const NORD = supplier(1, 'Nord Knitwear');
const MILL = supplier(2, 'Mill Co');
const PATH = `/product/${PRODUCT_ID}/suppliers`;

function openSection(product: Product, assign: MockAnswer = { data: [] }) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${PATH}`]: { data: [{ _id: NORD._id, name: NORD.name }] },
    [`GET /team/${TEAM_ID}/suppliers`]: { data: [NORD, MILL] },
    [`PUT ${PATH}`]: assign,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ProductSuppliersSection product={product} />);
  return { user, fetchMock };
}

describe('a product’s suppliers', () => {
  it('lets whoever may share the product choose them, and says what the server did', async () => {
    const { user, fetchMock } = openSection(aProduct(), {
      message: 'Suppliers saved.',
      data: [
        { _id: NORD._id, name: NORD.name },
        { _id: MILL._id, name: MILL.name },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Suppliers' });
    const select = await within(section).findByRole('combobox', {
      name: /Suppliers who see this product/,
    });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Mill Co' }));
    await user.click(within(section).getByRole('button', { name: 'Save suppliers' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${PATH}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${PATH}`)[0]!.body).toEqual({
      supplierIds: [NORD._id, MILL._id],
    });
    expect(await screen.findByText('Suppliers saved.')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const { user } = openSection(aProduct(), { status: 400, message: messages.supplierNotFound });
    const section = await screen.findByRole('region', { name: 'Suppliers' });
    const select = await within(section).findByRole('combobox', {
      name: /Suppliers who see this product/,
    });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Mill Co' }));
    await user.click(within(section).getByRole('button', { name: 'Save suppliers' }));
    expect(await within(section).findByText(messages.supplierNotFound)).toBeInTheDocument();
  });

  it('only names them for a member who may not share the product', async () => {
    const { fetchMock } = openSection(
      aProduct({ policies: { ...aProduct().policies, share: false } }),
    );
    const section = await screen.findByRole('region', { name: 'Suppliers' });
    expect(await within(section).findByText('Nord Knitwear')).toBeInTheDocument();
    expect(within(section).queryByRole('combobox')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `GET /team/${TEAM_ID}/suppliers`)).toHaveLength(0);
  });
});
