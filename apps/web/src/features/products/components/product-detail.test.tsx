import { messages } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aTeam, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { anImage, aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

function openProduct(product = aProduct()) {
  const user = signIn();
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    [`GET /product/${PRODUCT_ID}`]: { data: product },
    [`GET /product/${PRODUCT_ID}/files`]: { data: [] },
    'GET /product/productComments': { data: [] },
    [`DELETE /product/${PRODUCT_ID}`]: {
      message: messages.productDeleted,
      data: { _id: PRODUCT_ID },
    },
    [`POST /product/${PRODUCT_ID}/like`]: {
      message: messages.productLiked,
      data: { productId: PRODUCT_ID, liked: true, likeCount: 1 },
    },
    'GET /product': { data: [], extra: { pagination: { page: 1, limit: 50, total: 0 } } },
  });
  return { ...renderApp(`/productDetail/${PRODUCT_ID}`), fetchMock };
}

describe('product page', () => {
  it('asks with the SPEC text before deleting, then goes back to the team wall', async () => {
    const { user, router, fetchMock } = openProduct();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to permanently delete this product.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /product/${PRODUCT_ID}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText(messages.productDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /product/${PRODUCT_ID}`)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/Wall/${TEAM_ID}`);
    // Nothing of the deleted product is asked for again (each would answer 404).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, `GET /product/${PRODUCT_ID}`)).toHaveLength(1);
    expect(callsTo(fetchMock, `GET /product/${PRODUCT_ID}/files`)).toHaveLength(1);
  });

  it('says a product that does not exist is not found, with the way back to the wall', async () => {
    const user = signIn();
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /product/${PRODUCT_ID}`]: { status: 404, message: 'No Record Found.' },
    });
    const { user: person, router } = renderApp(`/productDetail/${PRODUCT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText(/No Record Found\. It may have been deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(callsTo(fetchMock, `GET /product/${PRODUCT_ID}/files`)).toHaveLength(0);
    await person.click(screen.getByRole('link', { name: 'Back to the wall' }));
    // The wall of the team the header works in (issue 44 §4).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Wall/${TEAM_ID}`));
  });

  it('says so when a teammate deletes the open product, asking nothing more of it', async () => {
    const { fetchMock, realtime } = openProduct();
    expect(await screen.findByRole('heading', { name: aProduct().name })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, `GET /product/${PRODUCT_ID}/files`)).toHaveLength(1),
    );
    const afterDeletion = mockApi({
      'GET /auth/getProfile': { data: signIn() },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /product/${PRODUCT_ID}`]: { status: 404, message: 'No Record Found.' },
      'GET /product': { data: [], extra: { pagination: { page: 1, limit: 50, total: 0 } } },
    });
    await realtime.serverEmit('productChanged', {
      teamId: TEAM_ID,
      productId: PRODUCT_ID,
      change: 'deleted',
    });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(callsTo(afterDeletion, `GET /product/${PRODUCT_ID}`)).toHaveLength(1);
    expect(callsTo(afterDeletion, `GET /product/${PRODUCT_ID}/files`)).toHaveLength(0);
  });

  it('likes with the server’s text and shows the new count', async () => {
    const { user } = openProduct();
    await user.click(await screen.findByRole('button', { name: 'Like · 0' }));
    expect(await screen.findByText(messages.productLiked)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Liked · 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows only the actions the product’s policies allow, and why Like is off', async () => {
    const { fetchMock } = openProduct(
      aProduct({
        policies: {
          edit: false,
          delete: false,
          like: false,
          share: false,
          duplicate: false,
          comment: false,
          viewComments: false,
          viewCosts: false,
        },
      }),
    );
    const like = await screen.findByRole('button', { name: 'Like · 0' });
    expect(like).toHaveAttribute('aria-disabled', 'true');
    expect(like).toHaveAccessibleDescription(messages.noPermissionLike);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    expect(callsTo(fetchMock, `POST /product/${PRODUCT_ID}/like`)).toHaveLength(0);
  });
});

describe('a file dropped under a name the folder has', () => {
  it('is kept beside the other as “name (2).ext” when the person keeps both (issue 44 §19)', async () => {
    const sent: FormData[] = [];
    // Uploads go through XMLHttpRequest (for progress): this one records what would be sent.
    class RecordingRequest {
      upload = {};
      open() {}
      setRequestHeader() {}
      abort() {}
      send(form: FormData) {
        sent.push(form);
      }
    }
    vi.stubGlobal('XMLHttpRequest', RecordingRequest);
    const user = signIn();
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /product/${PRODUCT_ID}`]: { data: aProduct() },
      [`GET /product/${PRODUCT_ID}/files`]: {
        data: [anImage(), anImage({ _id: 'f-2', name: 'front (2).png' })],
      },
      'GET /product/productComments': { data: [] },
      'GET /product': { data: [], extra: { pagination: { page: 1, limit: 50, total: 0 } } },
    });
    const { user: person } = renderApp(`/productDetail/${PRODUCT_ID}`);
    await screen.findByRole('list', { name: 'Files' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await person.upload(input, new File(['png'], 'front.png', { type: 'image/png' }));

    const dialog = await screen.findByRole('dialog', { name: 'front.png is already here' });
    await person.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.get('files') as File).name).toBe('front (3).png');
  });
});
