import { messages, type Product } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTeam, policies, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { aComment, aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

const NORD = { _id: '5a5a5a5a-0000-4000-8000-000000000001', name: 'Nord Knitwear' };
/** What `GET product/{id}` answers a supplier's person: the product and its shared comments. */
const SUPPLIER_POLICIES: Product['policies'] = {
  edit: false,
  delete: false,
  like: false,
  share: false,
  duplicate: false,
  comment: true,
  viewComments: true,
  viewCosts: false,
};

function openProduct({ supplier = false, comments = [aComment()] } = {}) {
  const user = signIn();
  const team = supplier
    ? aTeam({ supplier: NORD, policies: policies([]), memberCount: 0, memberPreview: [] })
    : aTeam();
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [team] },
    [`GET /product/${PRODUCT_ID}`]: {
      data: aProduct(supplier ? { policies: SUPPLIER_POLICIES } : {}),
    },
    [`GET /product/${PRODUCT_ID}/files`]: { data: [] },
    [`GET /product/${PRODUCT_ID}/suppliers`]: { data: supplier ? [NORD] : [] },
    // A supplier's person reads their own samples and the released tech packs (issue 47 §3).
    [`GET /product/${PRODUCT_ID}/samples`]: { data: [] },
    [`GET /product/${PRODUCT_ID}/techpack`]: { data: [] },
    'GET /product/productComments': { data: comments },
    'POST /product/productComments': { message: messages.commentAdded, data: aComment() },
  });
  return { ...renderApp(`/productDetail/${PRODUCT_ID}`), fetchMock };
}

describe('whom a product comment is for', () => {
  it('is internal unless the member shares it with suppliers', async () => {
    const { user, fetchMock } = openProduct();
    const section = await screen.findByRole('region', { name: 'Comments' });
    const choice = await within(section).findByRole('radiogroup', {
      name: 'Who sees this comment',
    });
    expect(within(choice).getByRole('radio', { name: 'Internal' })).toBeChecked();

    await user.type(within(section).getByLabelText('Add a comment'), 'Team only.');
    await user.click(within(section).getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /product/productComments')).toHaveLength(1),
    );
    // Posted: the box is empty again for the next comment.
    await waitFor(() => expect(within(section).getByLabelText('Add a comment')).toHaveValue(''));

    await user.click(within(choice).getByLabelText('Shared with suppliers'));
    await user.type(within(section).getByLabelText('Add a comment'), 'Please use the 2 cm hem.');
    await user.click(within(section).getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /product/productComments')).toHaveLength(2),
    );

    const [internal, shared] = callsTo(fetchMock, 'POST /product/productComments');
    expect(internal!.body).toMatchObject({ text: 'Team only.', visibility: 'internal' });
    expect(shared!.body).toMatchObject({
      productId: PRODUCT_ID,
      text: 'Please use the 2 cm hem.',
      parentId: null,
      visibility: 'shared',
    });
  });

  it('marks a shared thread', async () => {
    openProduct({
      comments: [aComment({ visibility: 'shared' }), aComment({ _id: 'c-9', text: 'Ours.' })],
    });
    const section = await screen.findByRole('region', { name: 'Comments' });
    await within(section).findByText('Ours.');
    expect(within(section).getAllByText('Shared')).toHaveLength(1);
  });

  it('offers a supplier’s person no choice, and none of the team’s own sections', async () => {
    const { user, fetchMock } = openProduct({
      supplier: true,
      comments: [aComment({ visibility: 'shared' })],
    });
    const section = await screen.findByRole('region', { name: 'Comments' });
    await within(section).findByText('Shorten the hem by 2 cm.');
    expect(within(section).queryByRole('radiogroup')).not.toBeInTheDocument();

    await user.type(within(section).getByLabelText('Add a comment'), 'Sample ships Monday.');
    await user.click(within(section).getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /product/productComments')).toHaveLength(1),
    );
    // Posted: the box is empty again for the next comment.
    await waitFor(() => expect(within(section).getByLabelText('Add a comment')).toHaveValue(''));
    expect(callsTo(fetchMock, 'POST /product/productComments')[0]!.body).not.toHaveProperty(
      'visibility',
    );

    expect(screen.queryByRole('region', { name: 'Suppliers' })).not.toBeInTheDocument();
    expect(await screen.findByText(/No sample has been asked of you/)).toBeInTheDocument();
    // designmate answers a supplier's person within their scope (issue 47 §1).
    expect(screen.getByRole('link', { name: 'Ask designmate' })).toBeInTheDocument();
    expect(callsTo(fetchMock, `GET /product/${PRODUCT_ID}/files`)).toHaveLength(0);
    expect(screen.queryByText(/No Record Found/)).not.toBeInTheDocument();
  });
});
