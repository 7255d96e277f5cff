import { messages, type Construction } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCallout, aConstruction, FRONT } from '../../../testing/construction-fixtures';
import { aTeam, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockRequest } from '../../../testing/mock-api';
import { anImage, aProduct, IMAGE_ID, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

const PATH = `/product/${PRODUCT_ID}/construction`;

/** The image page of a member, with these construction details; writes answer as the server. */
function openImage(construction: Construction) {
  const user = signIn();
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    [`GET /product/${PRODUCT_ID}`]: { data: aProduct() },
    [`GET /product/${PRODUCT_ID}/files`]: { data: [anImage()] },
    'GET /product/getProductImgComments': { data: [] },
    [`GET ${PATH}`]: () => ({ data: construction }),
    [`POST ${PATH}/callouts`]: ({ body }: MockRequest) => ({
      status: 201,
      message: messages.calloutAdded,
      data: aCallout({ _id: 'k-new', number: 2, ...(body as object) }),
    }),
    [`PUT ${PATH}/callouts/k-1`]: ({ body }: MockRequest) => ({
      message: messages.calloutSaved,
      data: aCallout(body as object),
    }),
    [`DELETE ${PATH}/callouts/k-1`]: { message: messages.calloutDeleted, data: null },
  });
  const app = renderApp(`/productImgDetail/${IMAGE_ID}?product=${PRODUCT_ID}`);
  return { ...app, fetchMock };
}

/** Switches the image page from comment pins to callouts. */
async function showCallouts(user: ReturnType<typeof openImage>['user']) {
  const callouts = await screen.findByRole('radio', { name: 'Callouts' }, { timeout: 10_000 });
  await user.click(callouts);
  return screen.findByRole('region', { name: 'Callouts on this image' });
}

describe('construction callouts on a product image', () => {
  it('switches from comment pins to the numbered callouts of the image', async () => {
    const { user } = openImage(aConstruction({ images: [FRONT], callouts: [aCallout()] }));
    await screen.findByRole('region', { name: 'Comments' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /^Callout 1/ })).toBeNull();
    const panel = await showCallouts(user);
    const marker = screen.getByRole('button', { name: 'Callout 1: Double needle topstitch' });
    expect(marker.parentElement).toHaveStyle({ left: '25%', top: '50%' });
    expect(within(panel).getByText('Double needle topstitch')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add pin' })).toBeNull();
  });

  it('places a callout with Add callout and a click, then adds it with its text', async () => {
    const { user, fetchMock } = openImage(
      aConstruction({ images: [FRONT], callouts: [aCallout()] }),
    );
    await showCallouts(user);
    const canvas = screen.getByRole('img', { name: 'front.png' }).parentElement!;
    vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 50, width: 400, height: 300 }),
    );
    await user.click(screen.getByRole('button', { name: 'Add callout' }));
    expect(screen.getByRole('status')).toHaveTextContent('Click the image to place callout 2');
    await user.pointer({
      keys: '[MouseLeft]',
      target: canvas,
      coords: { clientX: 300, clientY: 125 },
    });
    const draft = screen.getByRole('img', { name: 'New callout 2' });
    expect(draft.parentElement).toHaveStyle({ left: '50%', top: '25%' });
    const text = await screen.findByRole('textbox', { name: 'Callout 2' });
    await user.type(text, 'Bar tack at pocket corners');
    await user.click(screen.getByRole('button', { name: 'Save callout' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${PATH}/callouts`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${PATH}/callouts`)[0]!.body).toEqual({
      fileId: IMAGE_ID,
      x: 0.5,
      y: 0.25,
      text: 'Bar tack at pocket corners',
    });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'New callout 2' })).toBeNull());
  });

  it('nudges a focused callout with the arrow keys and saves where it stops', async () => {
    const { user, fetchMock } = openImage(
      aConstruction({ images: [FRONT], callouts: [aCallout()] }),
    );
    await showCallouts(user);
    const marker = screen.getByRole('button', { name: 'Callout 1: Double needle topstitch' });
    marker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(marker.parentElement).toHaveStyle({ left: '27%', top: '55%' });
    // The arrows moved the callout, not to another image.
    expect(screen.getByRole('heading', { name: 'front.png' })).toBeVisible();
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${PATH}/callouts/k-1`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${PATH}/callouts/k-1`)[0]!.body).toEqual({
      x: 0.27,
      y: 0.55,
    });
  });

  it('edits a callout’s text, and deletes it only once asked', async () => {
    const { user, fetchMock } = openImage(
      aConstruction({ images: [FRONT], callouts: [aCallout()] }),
    );
    await showCallouts(user);
    await user.click(screen.getByRole('button', { name: 'Callout 1: Double needle topstitch' }));
    const text = await screen.findByRole('textbox', { name: 'Callout 1' });
    await user.clear(text);
    await user.type(text, 'Single needle, 3 mm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${PATH}/callouts/k-1`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${PATH}/callouts/k-1`)[0]!.body).toEqual({
      text: 'Single needle, 3 mm',
    });

    await user.click(screen.getByRole('button', { name: 'Callout 1: Double needle topstitch' }));
    await user.click(await screen.findByRole('button', { name: 'Delete callout' }));
    expect(screen.getByText(/Delete callout 1\?/)).toBeVisible();
    expect(callsTo(fetchMock, `DELETE ${PATH}/callouts/k-1`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, `DELETE ${PATH}/callouts/k-1`)).toHaveLength(1));
  });

  it('shows a viewer the callouts without the ways to change them', async () => {
    const { user } = openImage(
      aConstruction({ images: [FRONT], callouts: [aCallout()], policies: { edit: false } }),
    );
    const panel = await showCallouts(user);
    expect(screen.queryByRole('button', { name: 'Add callout' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Callout 1: Double needle topstitch' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Double needle topstitch');
    expect(screen.queryByRole('textbox', { name: 'Callout 1' })).toBeNull();
    expect(within(panel).queryByText(/Use Add callout/)).toBeNull();
  });
});
