import type { PresenceEntry } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aTeam, signIn } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { aComment, aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';

const ana = (more: Partial<PresenceEntry> = {}): PresenceEntry => ({
  key: 'socket-ana',
  seq: 1,
  user: { _id: 'u-ana', name: 'Ana Lima', initials: 'AL', profilePicture: null },
  place: 'product',
  cell: null,
  typing: null,
  ...more,
});

// The product page is a large lazy chunk: loaded before the test, not within its waiting time.
beforeAll(() => preloadScreens('productDetail'), 60_000);

describe('presence on the product page', () => {
  it('says the user is there, and shows who else is and what they type', async () => {
    const user = signIn();
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /product/${PRODUCT_ID}`]: { data: aProduct() },
      [`GET /product/${PRODUCT_ID}/files`]: { data: [] },
      'GET /product/productComments': { data: [aComment()] },
    });
    const { realtime } = renderApp(`/productDetail/${PRODUCT_ID}`);
    const socket = await realtime.openSocket();
    const said: unknown[] = [];
    socket.on('presence', (input: { place?: unknown }) => input.place && said.push(input));
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await realtime.serverEmit('ready');
    await waitFor(() =>
      expect(said).toContainEqual({
        productId: PRODUCT_ID,
        place: 'product',
        cell: null,
        typing: null,
      }),
    );

    await realtime.serverEmit('presence', {
      productId: PRODUCT_ID,
      full: true,
      here: [ana({ typing: { thread: null, image: null, shared: false } })],
    });
    expect(await screen.findByRole('group', { name: 'Also here: Ana Lima' })).toBeInTheDocument();
    expect(within(comments).getByText('Ana Lima is typing…')).toBeInTheDocument();

    // The user's own tab is never listed; another product's watchers are not this one's.
    await realtime.serverEmit('presence', {
      productId: PRODUCT_ID,
      here: [
        {
          ...ana(),
          key: 'mine',
          user: { _id: user._id, name: 'Me', initials: 'ME', profilePicture: null },
        },
      ],
    });
    await realtime.serverEmit('presence', {
      productId: 'another',
      here: [
        {
          ...ana(),
          key: 'other',
          user: { _id: 'u-x', name: 'Xi', initials: 'X', profilePicture: null },
        },
      ],
    });
    expect(screen.getByRole('group', { name: 'Also here: Ana Lima' })).toBeInTheDocument();

    await realtime.serverEmit('presence', { productId: PRODUCT_ID, gone: ['socket-ana'] });
    await waitFor(() => expect(screen.queryByRole('group', { name: /Also here/ })).toBeNull());
    expect(within(comments).queryByText('Ana Lima is typing…')).toBeNull();
  });
});
