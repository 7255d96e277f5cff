import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTeam, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

const FIELDS = {
  productId: PRODUCT_ID,
  styleNumber: 'SS27-0142',
  sizes: ['XS', 'S', 'M'],
  composition: '100% linen',
  wholesalePrice: 42.5,
  retailPrice: null,
  currency: 'EUR',
  deliveryFrom: '2027-02-01',
  deliveryTo: null,
};

describe('buyer details', () => {
  it('shows what buyers read and saves a change', async () => {
    const user = signIn();
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /product/${PRODUCT_ID}`]: { data: aProduct() },
      [`GET /product/${PRODUCT_ID}/files`]: { data: [] },
      'GET /product/productComments': { data: [] },
      [`GET /product/${PRODUCT_ID}/buyer`]: { data: FIELDS },
      [`PUT /product/${PRODUCT_ID}/buyer`]: {
        message: 'Buyer details saved.',
        data: { ...FIELDS, styleNumber: 'SS27-0143' },
      },
    });
    const { user: person } = renderApp(`/productDetail/${PRODUCT_ID}`);
    const card = await screen.findByRole('region', { name: 'For buyers' }, { timeout: 10_000 });
    expect(await within(card).findByText('SS27-0142')).toBeInTheDocument();
    expect(within(card).getByText('XS, S, M')).toBeInTheDocument();
    expect(within(card).getByText(/42[.,]50/)).toBeInTheDocument();

    await person.click(within(card).getByRole('button', { name: 'Edit buyer details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buyer details' });
    const style = within(dialog).getByRole('textbox', { name: 'Style number' });
    await person.clear(style);
    await person.type(style, 'SS27-0143');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `PUT /product/${PRODUCT_ID}/buyer`)).toHaveLength(1),
    );
    expect(callsTo(fetchMock, `PUT /product/${PRODUCT_ID}/buyer`)[0]!.body).toMatchObject({
      styleNumber: 'SS27-0143',
      sizes: ['XS', 'S', 'M'],
      wholesalePrice: 42.5,
      currency: 'EUR',
    });
  });
});
