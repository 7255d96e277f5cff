import { messages } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('plans', () => {
  it('leads a visitor from the Pro plan to sign-up for the free trial', async () => {
    mockApi({});
    renderApp('/plans');

    const pro = await screen.findByRole('region', { name: 'Pro plan' });
    expect(within(pro).getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it("sends a visitor's Teams enquiry to sales, after checking the fields", async () => {
    const fetchMock = mockApi({
      'POST /support/sales': { status: 201, message: messages.salesSent, data: null },
    });
    renderApp('/plans');

    const teams = await screen.findByRole('region', { name: 'Teams plan' });
    await userEvent.click(within(teams).getByRole('button', { name: 'Contact sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact sales' });
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Grace Hopper');
    await userEvent.type(within(dialog).getByLabelText(/Work e-mail/), 'grace@studio.test');
    await userEvent.type(within(dialog).getByLabelText(/Company/), 'Hopper Studio');
    await userEvent.type(within(dialog).getByLabelText(/People who would use Atelier/), 'many');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to sales' }));
    expect(await within(dialog).findByText(messages.salesTeamSizeInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /support/sales')).toHaveLength(0);

    const size = within(dialog).getByLabelText(/People who would use Atelier/);
    await userEvent.clear(size);
    await userEvent.type(size, '24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to sales' }));
    expect(await screen.findByText(messages.salesSent)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /support/sales')[0]?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@studio.test',
      company: 'Hopper Studio',
      teamSize: 24,
      message: '',
    });
  });
});
