import { messages } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTeam, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { aComment, aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

const GRACE = { _id: 'u-2', name: 'Grace Hopper' };
const ALAN = { _id: 'u-4', name: 'Alan Turing' };

/** A comment of Ada's that mentions Grace, which she may edit. */
const mentioning = () =>
  aComment({
    text: '@Grace Hopper can you check the hem?',
    author: { _id: 'u-1', name: 'Ada Lovelace', profilePicture: null, guest: false },
    mentions: [GRACE],
    policies: { reply: true, edit: true, delete: true, translate: false },
  });

function openProduct() {
  const user = signIn();
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    [`GET /product/${PRODUCT_ID}`]: { data: aProduct() },
    [`GET /product/${PRODUCT_ID}/files`]: { data: [] },
    'GET /product/productComments': { data: [mentioning()] },
    'GET /product/mentionable': {
      data: [GRACE, ALAN].map((person) => ({ ...person, profilePicture: null })),
    },
    'POST /product/productComments': { message: messages.commentAdded, data: mentioning() },
    'PUT /product/productComments/c-1': { message: messages.commentUpdated, data: mentioning() },
  });
  return { ...renderApp(`/productDetail/${PRODUCT_ID}`), fetchMock };
}

// Whole page journeys: the lazy screen and many keystrokes take longer on a busy machine.
describe('@mentions on the product page', () => {
  it('shows mentions set apart, and sends the people a new comment mentions', async () => {
    const { user, fetchMock } = openProduct();
    const section = await screen.findByRole('region', { name: 'Comments' }, { timeout: 10_000 });
    const mention = await within(section).findByText('@Grace Hopper');
    expect(mention).toHaveAttribute('data-mention', GRACE._id);
    // The team is asked for only once someone writes.
    expect(callsTo(fetchMock, 'GET /product/mentionable')).toHaveLength(0);

    const box = within(section).getByLabelText('Add a comment');
    await user.click(box);
    await user.type(box, 'Over to @al');
    await screen.findByRole('option', { name: 'Alan Turing' });
    expect(callsTo(fetchMock, 'GET /product/mentionable')[0]!.searchParams.get('productId')).toBe(
      PRODUCT_ID,
    );
    await user.keyboard('{Enter}');
    await user.type(box, 'for the pattern.');
    await user.click(within(section).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(messages.commentAdded)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /product/productComments')[0]!.body).toEqual({
      productId: PRODUCT_ID,
      text: 'Over to @Alan Turing for the pattern.',
      parentId: null,
      mentions: [ALAN._id],
      visibility: 'internal',
    });
  });

  it('keeps the mentions of an edited comment whose names stay, and adds new ones', async () => {
    const { user, fetchMock } = openProduct();
    const section = await screen.findByRole('region', { name: 'Comments' }, { timeout: 10_000 });
    await user.click(
      await within(section).findByRole('button', {
        name: 'Actions for the comment by Ada Lovelace',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = within(section).getByLabelText('Edit comment');
    await user.type(box, ' Or @tur');
    await screen.findByRole('option', { name: 'Alan Turing' });
    await user.keyboard('{Tab}');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.commentUpdated)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /product/productComments/c-1')[0]!.body).toEqual({
      text: '@Grace Hopper can you check the hem? Or @Alan Turing',
      mentions: [GRACE._id, ALAN._id],
    });
  });
});
