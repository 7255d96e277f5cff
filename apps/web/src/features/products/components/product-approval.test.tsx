import type { ProductApproval } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { ProductApprovalCard } from './product-approval';

const REQUEST: ProductApproval = {
  _id: 'c3c3c3c3-0000-4000-8000-00000000000c',
  productId: PRODUCT_ID,
  stage: 'approved',
  fromStage: 'sampling',
  rule: 'all',
  status: 'pending',
  requestedBy: { _id: 'u-1', name: 'Dee Designer' },
  requestedAt: '2026-11-28T09:00:00.000Z',
  dueAt: '2026-12-01T09:00:00.000Z',
  decidedAt: null,
  approvers: [
    { _id: 'u-2', name: 'Ada Approver', decision: 'approve', comment: null, decidedAt: null },
    { _id: 'u-3', name: 'Ben Buyer', decision: null, comment: null, decidedAt: null },
  ],
  canDecide: true,
};

describe('a product waiting for approval', () => {
  it('shows who decided and lets an approver approve or ask for changes', async () => {
    signIn();
    const fetchMock = mockApi({
      [`GET /product/${PRODUCT_ID}/approval`]: { data: REQUEST },
      [`POST /product/${PRODUCT_ID}/approval`]: ({ body }) => ({
        message:
          (body as { decision: string }).decision === 'approve'
            ? 'Approved.'
            : 'Changes requested.',
        data: { ...REQUEST, canDecide: false },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductApprovalCard productId={PRODUCT_ID} />);
    const card = await screen.findByRole('region', {
      name: 'Waiting for approval to enter Approved',
    });
    const approvers = within(card).getByRole('list', { name: 'Approvers' });
    expect(
      within(approvers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ApprovedAda Approver', 'WaitingBen Buyer']);
    expect(
      within(card).getByText(/Dee Designer asked .* Everyone must approve · Due/),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await within(dialog).findByText('Say what should change.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What should change' }),
      'Shorter sleeves',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST /product/${PRODUCT_ID}/approval`)).toHaveLength(1),
    );
    expect(callsTo(fetchMock, `POST /product/${PRODUCT_ID}/approval`)[0]!.body).toEqual({
      decision: 'changes',
      comment: 'Shorter sleeves',
    });

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST /product/${PRODUCT_ID}/approval`)).toHaveLength(2),
    );
    expect(callsTo(fetchMock, `POST /product/${PRODUCT_ID}/approval`)[1]!.body).toEqual({
      decision: 'approve',
    });
  });

  it('says a signed-off request without repeating the stage (issue 44 §18)', async () => {
    signIn();
    mockApi({
      [`GET /product/${PRODUCT_ID}/approval`]: {
        data: { ...REQUEST, status: 'approved', canDecide: false },
      },
    });
    renderWithProviders(<ProductApprovalCard productId={PRODUCT_ID} />);
    expect(
      await screen.findByRole('region', { name: 'Signed off to enter Approved' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Approved for Approved/)).toBeNull();
  });

  it('shows nothing for a product that never asked', async () => {
    signIn();
    mockApi({ [`GET /product/${PRODUCT_ID}/approval`]: { data: null } });
    const { container } = renderWithProviders(<ProductApprovalCard productId={PRODUCT_ID} />);
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
