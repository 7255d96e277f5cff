import { messages } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { aTeam, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { aComment, aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

function openProduct(
  product = aProduct(),
  comments = [aComment()],
  post: Parameters<typeof mockApi>[0][string] = {
    message: messages.commentAdded,
    data: aComment(),
  },
) {
  const user = signIn();
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    [`GET /product/${PRODUCT_ID}`]: { data: product },
    [`GET /product/${PRODUCT_ID}/files`]: { data: [] },
    'GET /product/productComments': { data: comments },
    'POST /product/productComments': post,
  });
  return { ...renderApp(`/productDetail/${PRODUCT_ID}`), fetchMock };
}

// The whole app renders and the user types, which takes seconds on a busy two-core machine.
describe('comments on the product page', () => {
  it('keeps a comment written with no network and posts it once when the network returns', async () => {
    let online = false;
    const { user, fetchMock } = openProduct(aProduct(), [], () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { message: messages.commentAdded, data: aComment({ text: 'Hem 2 cm up.' }) };
    });
    const section = await screen.findByRole('region', { name: 'Comments' });
    await user.type(await within(section).findByLabelText('Add a comment'), 'Hem 2 cm up.');
    await user.click(within(section).getByRole('button', { name: 'Post comment' }));
    expect(
      await screen.findByText('Comment kept on this device: it is sent when you are back online.'),
    ).toBeInTheDocument();
    const waiting = within(section).getByRole('list', { name: 'Waiting to send' });
    expect(waiting).toHaveTextContent('Hem 2 cm up.');
    expect(screen.getByRole('button', { name: '1 change waiting to send' })).toBeInTheDocument();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /waiting to send/ })).not.toBeInTheDocument(),
    );
    expect(
      within(section).queryByRole('list', { name: 'Waiting to send' }),
    ).not.toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST /product/productComments');
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts.map((posted) => posted.headers.get('idempotency-key'))).size).toBe(1);
    expect(posts.at(-1)!.body).toEqual({
      productId: PRODUCT_ID,
      text: 'Hem 2 cm up.',
      parentId: null,
      visibility: 'internal',
    });
  });

  it('shows threads with their replies, and posts a reply to its thread', async () => {
    const { user, fetchMock } = openProduct(aProduct(), [
      aComment(),
      aComment({
        _id: 'c-2',
        parentId: 'c-1',
        text: 'Agreed.',
        author: { _id: 'u-3', name: 'Ada Lovelace', profilePicture: null, guest: false },
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(section).findByText('Shorten the hem by 2 cm.')).toBeInTheDocument();
    expect(within(section).getByText('Agreed.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Reply' }));
    expect(within(section).getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    await user.type(
      within(section).getByLabelText('Reply to Grace Hopper'),
      'Done in the next sample.',
    );
    await user.click(within(section).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText(messages.commentAdded)).toBeInTheDocument();
    const [posted] = callsTo(fetchMock, 'POST /product/productComments');
    expect(posted!.body).toEqual({
      productId: PRODUCT_ID,
      text: 'Done in the next sample.',
      parentId: 'c-1',
    });
  });

  it('waits for some text before posting, and is not shown without canViewComments', async () => {
    const { user } = openProduct(aProduct(), []);
    const section = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(section).findByText('No comments yet.')).toBeInTheDocument();
    const post = within(section).getByRole('button', { name: 'Post comment' });
    expect(post).toBeDisabled();
    await user.type(within(section).getByLabelText('Add a comment'), '   ');
    expect(post).toBeDisabled();
  });

  it('is hidden from a member who may not see comments', async () => {
    const product = aProduct({
      policies: { ...aProduct().policies, viewComments: false, comment: false },
    });
    const { fetchMock } = openProduct(product);
    expect(await screen.findByRole('heading', { name: product.name })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /product/productComments')).toHaveLength(0);
  });
});
