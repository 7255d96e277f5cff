import { messages } from '@atelier/domain';
import type { ProductComment } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aTeam, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockRequest } from '../../../testing/mock-api';
import {
  aComment,
  anImage,
  aProduct,
  IMAGE_ID,
  PRODUCT_ID,
} from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

const onImage = (overrides: Partial<ProductComment>) =>
  aComment({ fileId: IMAGE_ID, ...overrides });

/** Opens the image with these comments; writes change them as the server would. */
function openImage(initial: ProductComment[], product = aProduct()) {
  const user = signIn();
  let comments = initial;
  const saved = (id: string, change: Partial<ProductComment>) => {
    comments = comments.map((item) => (item._id === id ? { ...item, ...change } : item));
    return comments.find((item) => item._id === id);
  };
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    [`GET /product/${PRODUCT_ID}`]: { data: product },
    [`GET /product/${PRODUCT_ID}/files`]: { data: [anImage()] },
    'GET /product/getProductImgComments': () => ({ data: comments }),
    'POST /product/productImgComments': ({ body }: MockRequest) => {
      const input = body as { text: string; x?: number; y?: number };
      const added = onImage({ _id: 'c-new', text: input.text, x: input.x, y: input.y });
      comments = [...comments, added];
      return { status: 201, message: messages.commentAdded, data: added };
    },
    'PUT /product/productImgComments/c-1': ({ body }: MockRequest) => {
      const { resolved } = body as { resolved: boolean };
      return {
        message: resolved ? messages.commentResolved : messages.commentReopened,
        data: saved('c-1', { resolved }),
      };
    },
  });
  const app = renderApp(`/productImgDetail/${IMAGE_ID}?product=${PRODUCT_ID}`);
  return { ...app, fetchMock };
}

// The first sight of the page waits for its lazy screen, slow on a busy machine.
const panel = () => screen.findByRole('region', { name: 'Comments' }, { timeout: 10_000 });
const threadOf = (text: string) => screen.getByText(text).closest('li')!;

// The whole app renders and the user types, which takes seconds on a busy two-core machine.
describe('comments on a product image', () => {
  it('draws each pinned thread’s pin at its fractions, numbered in thread order', async () => {
    openImage([
      onImage({ _id: 'c-1', x: 0.25, y: 0.5 }),
      onImage({ _id: 'c-2', text: 'General note, no pin.' }),
      onImage({
        _id: 'c-3',
        text: 'Darker buttons here.',
        x: 0.8,
        y: 0.1,
        author: { _id: 'u-3', name: 'Jane Doe', profilePicture: null, guest: false },
      }),
    ]);
    const comments = await panel();
    const first = await screen.findByRole('button', { name: 'Comment 1 by Grace Hopper' });
    const second = screen.getByRole('button', { name: 'Comment 2 by Jane Doe' });
    // The pin's anchor sits at the point, as a share of the image's size (so zoom keeps it there).
    expect(first.parentElement).toHaveStyle({ left: '25%', top: '50%' });
    expect(second.parentElement).toHaveStyle({ left: '80%', top: '10%' });
    expect(screen.getAllByRole('button', { name: /^Comment \d by / })).toHaveLength(2);
    expect(within(comments).getByRole('button', { name: 'Show pin 2 on the image' })).toBeVisible();
  });

  it('says so when the image has no comments yet', async () => {
    openImage([]);
    expect(
      await within(await panel()).findByText(/^No comments on this image yet/),
    ).toBeInTheDocument();
  });

  it('places a draft pin with C and a click, then posts it as a pinned thread', async () => {
    const { user, fetchMock } = openImage([onImage({ _id: 'c-1', x: 0.5, y: 0.5 })]);
    const comments = await panel();
    const image = await screen.findByRole('img', { name: 'front.png' });
    await screen.findByRole('button', { name: 'Comment 1 by Grace Hopper' });
    const canvas = image.parentElement!;
    vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 50, width: 400, height: 300 }),
    );

    await user.keyboard('c');
    expect(screen.getByRole('button', { name: 'Add pin' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Click the image to place your pin');
    await user.pointer({
      keys: '[MouseLeft]',
      target: canvas,
      coords: { clientX: 200, clientY: 200 },
    });

    const draft = screen.getByRole('img', { name: 'New pin 2' });
    expect(draft.parentElement).toHaveStyle({ left: '25%', top: '50%' });
    expect(screen.getByRole('button', { name: 'Add pin' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const box = within(comments).getByLabelText('Add a comment');
    await waitFor(() => expect(box).toHaveFocus());

    await user.type(box, 'Move this pocket up.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(messages.commentAdded)).toBeInTheDocument();
    const [posted] = callsTo(fetchMock, 'POST /product/productImgComments');
    expect(posted!.body).toEqual({
      productId: PRODUCT_ID,
      fileId: IMAGE_ID,
      text: 'Move this pocket up.',
      parentId: null,
      x: 0.25,
      y: 0.5,
      // A member's new thread says whom it is for: the team alone unless shared.
      visibility: 'internal',
    });
    expect(await screen.findByRole('button', { name: 'Comment 2 by Grace Hopper' })).toBeVisible();
    expect(screen.queryByRole('img', { name: /^New pin/ })).not.toBeInTheDocument();
  });

  it('lets Escape drop the pin mode before it leaves the image', async () => {
    const { user, router } = openImage([]);
    await within(await panel()).findByText(/^No comments on this image yet/);
    await user.click(screen.getByRole('button', { name: 'Add pin' }));
    expect(screen.getByRole('button', { name: 'Add pin' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Add pin' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(router.state.location.pathname).toBe(`/productImgDetail/${IMAGE_ID}`);
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe(`/productDetail/${PRODUCT_ID}`);
  });

  it('picks a thread from its pin and a pin from its thread', async () => {
    const { user } = openImage([
      onImage({ _id: 'c-1', x: 0.2, y: 0.2 }),
      onImage({ _id: 'c-2', text: 'Second spot.', x: 0.6, y: 0.6 }),
    ]);
    await panel();
    const pin = await screen.findByRole('button', { name: 'Comment 2 by Grace Hopper' });
    await user.click(pin);
    expect(threadOf('Second spot.')).toHaveAttribute('data-active');
    expect(pin).toHaveAttribute('data-active');

    await user.click(screen.getByRole('button', { name: 'Show pin 1 on the image' }));
    expect(threadOf('Shorten the hem by 2 cm.')).toHaveAttribute('data-active');
    expect(screen.getByRole('button', { name: 'Comment 1 by Grace Hopper' })).toHaveAttribute(
      'data-active',
    );
    expect(pin).not.toHaveAttribute('data-active');
  });

  it('resolves a thread away, shows it again on request and reopens it', async () => {
    const { user, fetchMock } = openImage([onImage({ _id: 'c-1', x: 0.3, y: 0.4 })]);
    const comments = await panel();
    await user.click(await within(comments).findByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(messages.commentResolved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /product/productImgComments/c-1')[0]!.body).toEqual({
      resolved: true,
    });
    // Resolved threads and their pins step aside until asked for.
    await waitFor(() =>
      expect(within(comments).queryByText('Shorten the hem by 2 cm.')).not.toBeInTheDocument(),
    );
    expect(within(comments).getByText('Every thread here is resolved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Comment 1 by/ })).not.toBeInTheDocument();

    await user.click(within(comments).getByRole('switch', { name: 'Show resolved (1)' }));
    expect(
      screen.getByRole('button', { name: 'Comment 1 by Grace Hopper, resolved' }),
    ).toBeInTheDocument();
    const thread = threadOf('Shorten the hem by 2 cm.');
    expect(within(thread).getByText('Resolved')).toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();

    await user.click(within(thread).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText(messages.commentReopened)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /product/productImgComments/c-1')[1]!.body).toEqual({
      resolved: false,
    });
    expect(await screen.findByRole('button', { name: 'Comment 1 by Grace Hopper' })).toBeVisible();
    expect(within(comments).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
  });

  it('offers no pin, reply or resolve to a member who may only read comments', async () => {
    openImage(
      [
        onImage({
          _id: 'c-1',
          x: 0.3,
          y: 0.4,
          policies: { reply: false, edit: false, delete: false, translate: false },
        }),
      ],
      aProduct({ policies: { ...aProduct().policies, comment: false } }),
    );
    const comments = await panel();
    expect(await within(comments).findByText('Shorten the hem by 2 cm.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment 1 by Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add pin' })).not.toBeInTheDocument();
    expect(within(comments).queryByLabelText('Add a comment')).not.toBeInTheDocument();
    expect(within(comments).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(within(comments).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('refetches the image’s comments when a teammate comments on it', async () => {
    const { fetchMock, realtime } = openImage([]);
    await within(await panel()).findByText(/^No comments on this image yet/);
    const before = callsTo(fetchMock, 'GET /product/getProductImgComments').length;
    await realtime.serverEmit('commentChanged', {
      teamId: TEAM_ID,
      productId: PRODUCT_ID,
      commentId: 'c-9',
      fileId: IMAGE_ID,
      change: 'created',
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /product/getProductImgComments').length).toBe(before + 1),
    );
    const [call] = callsTo(fetchMock, 'GET /product/getProductImgComments');
    expect(Object.fromEntries(call!.searchParams)).toEqual({
      productId: PRODUCT_ID,
      fileId: IMAGE_ID,
    });
  });
});

describe('the rounds of a product image', () => {
  const round = (number: number, label: string, current: boolean) => ({
    _id: number === 1 ? IMAGE_ID : `v-${number}`,
    fileId: IMAGE_ID,
    number,
    label,
    name: `front-${number}.png`,
    ext: 'png',
    size: 1024,
    url: `/media/v${number}.png`,
    thumbnail: `/media/th_v${number}.webp`,
    preview: `/media/pre_v${number}.webp`,
    status: 'ready' as const,
    current,
    uploadedBy: { _id: 'u-1', name: 'Ada Lovelace' },
    createdAt: '2026-11-20T10:00:00.000Z',
  });

  it('says what is true on an older round with no comments (issue 44 §15)', async () => {
    const user = signIn();
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /product/${PRODUCT_ID}`]: { data: aProduct() },
      [`GET /product/${PRODUCT_ID}/files`]: { data: [anImage()] },
      [`GET /product/${PRODUCT_ID}/files/${IMAGE_ID}/versions`]: {
        data: [round(1, 'Proto 1', false), round(2, 'SMS', true)],
      },
      'GET /product/getProductImgComments': { data: [] },
    });
    renderApp(`/productImgDetail/${IMAGE_ID}?product=${PRODUCT_ID}`);
    const strip = await screen.findByRole('group', { name: 'Versions' }, { timeout: 10_000 });
    await userEvent.click(within(strip).getAllByRole('button')[0]!);
    expect(
      await within(await panel()).findByText(
        'No comments on this round. New comments go on the newest round.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Add pin/)).toBeNull();
  });

  it('shows each round with its own comments, and compares two', async () => {
    const user = signIn();
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /product/${PRODUCT_ID}`]: { data: aProduct() },
      [`GET /product/${PRODUCT_ID}/files`]: { data: [anImage()] },
      [`GET /product/${PRODUCT_ID}/files/${IMAGE_ID}/versions`]: {
        data: [round(1, 'Proto 1', false), round(2, 'SMS', true)],
      },
      'GET /product/getProductImgComments': ({ searchParams }: MockRequest) => ({
        data:
          searchParams.get('version') === '1'
            ? [onImage({ _id: 'c-1', text: 'Shorten the hem', x: 0.5, y: 0.5, resolved: true })]
            : [],
      }),
    });
    renderApp(`/productImgDetail/${IMAGE_ID}?product=${PRODUCT_ID}`);
    const strip = await screen.findByRole('group', { name: 'Versions' }, { timeout: 10_000 });
    const [first, second] = within(strip).getAllByRole('button');
    expect(first).toHaveTextContent('v1 · Proto 1');
    expect(second).toHaveTextContent('v2 · SMS');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(await panel()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /comment/i })).toBeInTheDocument();

    await userEvent.click(first!);
    // The older round's resolved requests show at once: what the next round settled.
    expect(await screen.findByText('Shorten the hem')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Comment 1 by Grace Hopper, resolved' }),
    ).toBeVisible();
    const strip2 = screen.getByRole('group', { name: 'Versions' });
    expect(within(strip2).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true');
    // New comments go to the newest round: an older one is read, not written on.
    expect(screen.queryByRole('textbox', { name: /comment/i })).toBeNull();
    expect(
      callsTo(fetchMock, 'GET /product/getProductImgComments').map((call) =>
        call.searchParams.get('version'),
      ),
    ).toContain('1');

    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare versions' });
    expect(within(dialog).getByRole('img', { name: 'v1 · Proto 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'v2 · SMS' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Overlay'));
    expect(within(dialog).getByText(/Drag the line/)).toBeInTheDocument();
  });
});
