import {
  DEFAULT_GENERAL_SETTINGS,
  messages,
  type SampleDetail,
  type SampleRequest,
} from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drain } from '../../../lib/outbox/outbox';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import type { SampleRequestOptions } from './request-sample-modal';
import { SamplesSection } from './samples-section';

const SAMPLE_ID = '5b5b5b5b-0000-4000-8000-000000000001';
const SUPPLIER = { _id: '5a5a5a5a-0000-4000-8000-000000000001', name: 'Lucky Garments' };
const POM_ID = '5c5c5c5c-0000-4000-8000-000000000001';

const aSample = (overrides: Partial<SampleRequest> = {}): SampleRequest => ({
  _id: SAMPLE_ID,
  teamId: TEAM_ID,
  productId: PRODUCT_ID,
  productName: 'Linen shirt',
  supplier: SUPPLIER,
  round: 'Fit 1',
  sizes: ['M', 'L'],
  quantity: 2,
  neededBy: '2020-01-02',
  techpack: { _id: '5d5d5d5d-0000-4000-8000-000000000001', revision: 'A' },
  note: 'Wash before measuring',
  status: 'requested',
  proposedDate: null,
  carrier: null,
  tracking: null,
  acknowledgedAt: null,
  shippedAt: null,
  receivedAt: null,
  late: true,
  fitId: null,
  createdAt: '2026-12-01T09:00:00.000Z',
  createdBy: { _id: 'u1', name: 'Olive Owner' },
  policies: { answer: true, receive: false },
  ...overrides,
});

const detail = (sample: SampleRequest): SampleDetail => ({
  ...sample,
  sampleSize: 'M',
  unit: 'cm',
  points: [
    {
      pomId: POM_ID,
      code: 'T01',
      name: 'Body length from HPS',
      spec: 70,
      tolerance: { minus: 1, plus: 1 },
    },
  ],
  fit: null,
});

const LIST = `/product/${PRODUCT_ID}/samples`;
const ONE = `${LIST}/${SAMPLE_ID}`;

function open(
  forSupplier: boolean,
  answers: Parameters<typeof mockApi>[0] = {},
  sample = aSample(),
  options?: SampleRequestOptions,
) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${LIST}`]: { data: [sample] },
    [`GET ${ONE}`]: { data: detail(sample) },
    [`GET /team/${TEAM_ID}/sampleRounds`]: {
      data: [{ _id: 'r1', name: 'Fit 1', position: 0, sessionCount: 0 }],
    },
    ...answers,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <SamplesSection
      product={aProduct()}
      forSupplier={forSupplier}
      {...(options ? { useRequestOptions: () => options } : {})}
    />,
  );
  return { user, fetchMock };
}

describe('a product’s sample requests', () => {
  it('lets the supplier acknowledge with a proposed date, and shows the request late', async () => {
    const { user, fetchMock } = open(true, {
      [`PUT ${ONE}`]: { message: messages.sampleSaved, data: aSample({ status: 'acknowledged' }) },
    });
    const section = await screen.findByRole('region', { name: 'Samples' });
    const card = await within(section).findByRole('article', { name: 'Fit 1 · Lucky Garments' });
    expect(within(card).getByText('Late')).toBeInTheDocument();
    expect(within(card).getByText('Requested')).toBeInTheDocument();
    expect(within(card).getByText('Tech pack revision A')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: /Acknowledge the Fit 1 sample/ });
    const date = within(dialog).getByLabelText('Date you can send it');
    await user.clear(date);
    await user.type(date, '2099-02-20');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${ONE}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${ONE}`)[0]!.body).toEqual({
      status: 'acknowledged',
      proposedDate: '2099-02-20',
      was: 'requested',
    });
    expect(await screen.findByText(messages.sampleSaved)).toBeInTheDocument();
  });

  it('sends only the measurements the supplier typed', async () => {
    const { user, fetchMock } = open(true, {
      [`PUT ${ONE}/measurements`]: {
        message: messages.sampleMeasured,
        data: detail(aSample()),
      },
    });
    const card = await screen.findByRole('article', { name: 'Fit 1 · Lucky Garments' });
    await user.click(within(card).getByRole('button', { name: 'Send measurements' }));
    const dialog = await screen.findByRole('dialog', { name: /measurements/ });
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'T01 measurement' }),
      '71.5',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send measurements' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${ONE}/measurements`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${ONE}/measurements`)[0]!.body).toEqual({
      unit: 'cm',
      rows: [{ pomId: POM_ID, value: '71.5' }],
    });
  });

  it('lets the team receive a request but not answer it, and ask for a new one', async () => {
    const { user, fetchMock } = open(
      false,
      {
        [`PUT ${ONE}`]: { message: messages.sampleSaved, data: aSample({ status: 'received' }) },
        [`POST ${LIST}`]: { status: 201, message: messages.sampleRequested, data: aSample() },
      },
      aSample({
        status: 'shipped',
        carrier: 'DHL',
        tracking: '123',
        policies: { answer: true, receive: true },
      }),
      {
        suppliers: [{ value: SUPPLIER._id, label: SUPPLIER.name }],
        revisions: [],
        sizes: ['M'],
        isLoading: false,
      },
    );
    const card = await screen.findByRole('article', { name: 'Fit 1 · Lucky Garments' });
    expect(within(card).getByText(/DHL · tracking 123/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${ONE}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${ONE}`)[0]!.body).toEqual({
      status: 'received',
      was: 'shipped',
    });

    await user.click(screen.getByRole('button', { name: 'Request a sample' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a sample' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(messages.sampleSizesRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${LIST}`)).toHaveLength(0);
  });

  it('asks before the team withdraws a request', async () => {
    const { user, fetchMock } = open(
      false,
      { [`DELETE ${ONE}`]: { message: messages.sampleWithdrawn, data: { _id: SAMPLE_ID } } },
      aSample({ policies: { answer: true, receive: true } }),
    );
    const card = await screen.findByRole('article', { name: 'Fit 1 · Lucky Garments' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    expect(dialog).toHaveTextContent('will no longer be asked of Lucky Garments');
    expect(callsTo(fetchMock, `DELETE ${ONE}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(callsTo(fetchMock, `DELETE ${ONE}`)).toHaveLength(1));
    expect(await screen.findByText(messages.sampleWithdrawn)).toBeInTheDocument();
  });

  it('keeps a step taken with no network on the phone, shows it waiting, and sends it once', async () => {
    let online = false;
    const { user, fetchMock } = open(true, {
      [`PUT ${ONE}`]: () =>
        online
          ? {
              message: messages.sampleSaved,
              data: aSample({ status: 'shipped', carrier: 'DHL', tracking: '1234' }),
            }
          : { status: 503, message: 'Service Unavailable' },
    });
    const card = await screen.findByRole('article', { name: 'Fit 1 · Lucky Garments' });
    await user.click(within(card).getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark the Fit 1 sample/ });
    await user.type(within(dialog).getByLabelText('Carrier'), 'DHL');
    await user.type(within(dialog).getByLabelText('Tracking number'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(
      await screen.findByText('Kept on this device: sent when you are back online.'),
    ).toBeInTheDocument();

    // Shown on its card as waiting, and its next step follows it: no acknowledging now.
    const waiting = await within(card).findByText('Shipped, DHL 1234');
    expect(waiting.closest('[data-waiting]')).toHaveTextContent('Waiting to send');
    expect(within(card).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();

    online = true;
    await drain();
    await waitFor(() =>
      expect(within(card).queryByText('Shipped, DHL 1234')).not.toBeInTheDocument(),
    );
    const sent = callsTo(fetchMock, `PUT ${ONE}`);
    expect(sent).toHaveLength(2);
    // The same write each time: one key, so the server makes it once.
    const key = sent[0]!.headers.get('Idempotency-Key');
    expect(key).toBeTruthy();
    expect(sent[1]!.headers.get('Idempotency-Key')).toBe(key);
    expect(sent[1]!.body).toEqual({
      status: 'shipped',
      carrier: 'DHL',
      tracking: '1234',
      was: 'requested',
    });
  });

  it('shows a step someone else overtook, and sends mine again when the person keeps it', async () => {
    let answers = 0;
    const { user, fetchMock } = open(
      false,
      {
        [`PUT ${ONE}`]: () =>
          ++answers === 1
            ? {
                status: 409,
                message: messages.sampleChangedMeanwhile,
                data: {
                  theirs: {
                    status: 'shipped',
                    carrier: 'UPS',
                    tracking: '999',
                    proposedDate: null,
                  },
                },
              }
            : { message: messages.sampleSaved, data: aSample({ status: 'received' }) },
      },
      aSample({ status: 'acknowledged', policies: { answer: true, receive: true } }),
    );
    const card = await screen.findByRole('article', { name: 'Fit 1 · Lucky Garments' });
    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else meanwhile');
    expect(alert).toHaveTextContent(messages.sampleChangedMeanwhile);
    expect(alert).toHaveTextContent('Now on Atelier: Shipped, UPS 999');
    expect(alert).toHaveTextContent('Fit 1 sample of Linen shirt: Received');

    await user.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${ONE}`)).toHaveLength(2));
    const [first, mine] = callsTo(fetchMock, `PUT ${ONE}`);
    expect(first!.body).toEqual({ status: 'received', was: 'acknowledged' });
    // Kept over theirs: without what was seen, under a new key (other content under the old).
    expect(mine!.body).toEqual({ status: 'received' });
    expect(mine!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('drops the step when the person keeps theirs, and sends nothing more', async () => {
    const { user, fetchMock } = open(
      true,
      {
        [`PUT ${ONE}`]: {
          status: 409,
          message: messages.sampleChangedMeanwhile,
          data: {
            theirs: {
              status: 'acknowledged',
              carrier: null,
              tracking: null,
              proposedDate: '2099-02-25',
            },
          },
        },
      },
      aSample({ late: false }),
    );
    const card = await screen.findByRole('article', { name: 'Fit 1 · Lucky Garments' });
    await user.click(within(card).getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: /Acknowledge the Fit 1 sample/ });
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Now on Atelier: Acknowledged, Proposed: 25-02-2099');
    await user.click(within(alert).getByRole('button', { name: 'Keep theirs' }));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `PUT ${ONE}`)).toHaveLength(1);
    expect(within(card).queryByText('Waiting to send')).not.toBeInTheDocument();
  });
});
