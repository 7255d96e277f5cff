import type { Invoice, Payment } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aTeam, aUser, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';

const PRICES = { monthly: 'price_m', quarterly: 'price_q', annually: 'price_a' };

function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    planType: 'Free',
    status: 'none',
    seats: 0,
    seatsUsed: 2,
    periodEnd: null,
    period: null,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    graceEndsAt: null,
    prices: PRICES,
    ...overrides,
  };
}

const PRO: Partial<Payment> = {
  planType: 'Pro',
  status: 'active',
  seats: 3,
  period: 'monthly',
  periodEnd: '2027-03-14T10:00:00.000Z',
};

const INVOICE: Invoice = {
  _id: 'in_1',
  number: 'ATL-0001',
  createdAt: '2027-02-14T10:00:00.000Z',
  amount: 225,
  currency: 'usd',
  status: 'paid',
  pdfUrl: 'https://stripe.test/invoices/1.pdf',
};

type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

function open(path: string, payment: Handler, handlers: Record<string, Handler> = {}) {
  const user = signIn(aUser({ planType: 'Free' }));
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    'GET /payment': payment,
    ...handlers,
  });
  return { ...renderApp(path), fetchMock };
}

describe('billing', () => {
  beforeAll(() => preloadScreens('pricing', 'pricingReturn', 'billingSettings'));
  afterEach(() => vi.unstubAllGlobals());

  it('starts checkout for the chosen period and seats, and goes to the checkout page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, fetchMock } = open(
      '/pricing',
      { data: aPayment() },
      { 'POST /payment/addSubscription': { data: { url: 'https://checkout.test/cs_1' } } },
    );

    const pro = await screen.findByRole('region', { name: 'Pro plan' });
    const seats = await within(pro).findByRole('textbox', { name: /Seats/ });
    expect(seats).toHaveValue('2');
    await user.click(screen.getByRole('radio', { name: 'Quarterly' }));
    await user.clear(seats);
    await user.type(seats, '3');
    await user.click(within(pro).getByRole('button', { name: 'Start free trial' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/cs_1'));
    expect(callsTo(fetchMock, 'POST /payment/addSubscription')[0]!.body).toEqual({
      priceId: PRICES.quarterly,
      seats: 3,
    });
  });

  it('says checkout is unavailable on an installation without Stripe', async () => {
    open('/pricing', { data: aPayment({ prices: null }) });

    const pro = await screen.findByRole('region', { name: 'Pro plan' });
    const trial = await within(pro).findByRole('button', { name: 'Start free trial' });
    await waitFor(() => expect(trial).toBeDisabled());
    expect(trial).toHaveAccessibleDescription(
      'Checkout is unavailable on this installation. Write to us and we will start your free trial.',
    );
  });

  it('marks Pro as the current plan once subscribed', async () => {
    open('/pricing', { data: aPayment(PRO) });
    const pro = await screen.findByRole('region', { name: 'Pro plan' });
    expect(await within(pro).findByText('Current plan')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  });

  it('waits on the return page until the webhook confirms, then says subscribed', async () => {
    let answers = 0;
    const { fetchMock } = open('/pricing/return?session_id=cs_1', () => {
      answers += 1;
      return { data: answers < 2 ? aPayment() : aPayment({ ...PRO, status: 'trialing' }) };
    });

    expect(await screen.findByText(/Confirming your payment/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'subscribed' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The profile is read again, so the plan's menus appear.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /auth/getProfile').length).toBeGreaterThan(1),
    );
  });

  it('shows the plan, seats, next invoice and invoices, and cancels after confirmation', async () => {
    const { user, fetchMock } = open(
      '/setting/billing',
      { data: aPayment(PRO) },
      {
        'GET /price/price_m': {
          data: { _id: 'price_m', planType: 'Pro', period: 'monthly', amount: 75, currency: 'usd' },
        },
        'GET /payment/invoices': { data: [INVOICE] },
        'POST /payment/cancleSubscription': {
          message: 'Your subscription ends at the end of the billing period.',
          data: aPayment({ ...PRO, cancelAtPeriodEnd: true }),
        },
      },
    );

    expect(await screen.findByRole('heading', { name: 'Pro plan' })).toBeInTheDocument();
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(await screen.findByText(/\$225\.00/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download ATL-0001' })).toHaveAttribute(
      'href',
      INVOICE.pdfUrl,
    );

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/Nothing is deleted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /payment/cancleSubscription')).toHaveLength(1),
    );
    expect(await screen.findByText(/^Ends on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('warns on every page while a failed payment is in its grace period', async () => {
    open('/setting/billing', {
      data: aPayment({ ...PRO, status: 'past_due', graceEndsAt: '2027-03-21T10:00:00.000Z' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your last payment failed');
    expect(within(alert).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/setting/billing',
    );
  });
});
