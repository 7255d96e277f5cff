import { DEFAULT_GENERAL_SETTINGS, messages, type TeamCosting } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aTeam, policies, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-app';
import { TeamCostingCard } from './team-costing';

const PATH = `/team/${TEAM_ID}/costing`;
const EMPTY: TeamCosting = {
  teamId: TEAM_ID,
  currency: null,
  rates: [],
  updatedAt: null,
  updatedBy: null,
  policies: { edit: true },
};

function openCard(granted: Parameters<typeof policies>[0] = 'all') {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${PATH}`]: { data: EMPTY },
    [`PUT ${PATH}`]: ({ body }) => ({
      message: messages.teamCostingSaved,
      data: { ...EMPTY, ...(body as object), updatedAt: '2027-01-05T10:00:00.000Z' },
    }),
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<TeamCostingCard team={aTeam({ policies: policies(granted) })} />);
  return { user, fetchMock };
}

describe('the team’s costing currency and rates', () => {
  it('sets the currency and a rate with its day', async () => {
    const { user, fetchMock } = openCard();
    const form = await screen.findByRole('form', { name: 'Costing currency and rates' });
    await user.click(within(form).getByRole('combobox', { name: /Costing currency/ }));
    await user.click(await screen.findByRole('option', { name: 'EUR · Euro' }));
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    await user.click(within(form).getByRole('combobox', { name: 'Currency of rate 1' }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    await user.type(within(form).getByRole('textbox', { name: /Rate 1 in EUR/ }), '0,92');
    await user.click(within(form).getByRole('button', { name: 'Save currency and rates' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${PATH}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${PATH}`)[0]!.body).toMatchObject({
      currency: 'EUR',
      rates: [{ currency: 'USD', rate: '0.92' }],
    });
    expect(await screen.findByText(messages.teamCostingSaved)).toBeInTheDocument();
  });

  it('refuses a rate for the team’s own currency before sending it', async () => {
    const { user, fetchMock } = openCard();
    const form = await screen.findByRole('form', { name: 'Costing currency and rates' });
    await user.click(within(form).getByRole('combobox', { name: /Costing currency/ }));
    await user.click(await screen.findByRole('option', { name: 'EUR · Euro' }));
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    await user.click(within(form).getByRole('combobox', { name: 'Currency of rate 1' }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    await user.type(within(form).getByRole('textbox', { name: /Rate 1 in EUR/ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Save currency and rates' }));
    expect(await screen.findByText(messages.rateOfOwnCurrency)).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${PATH}`)).toHaveLength(0);
  });

  it('is not shown to a member who may not see costs', () => {
    openCard(['viewTeam']);
    expect(screen.queryByText('Costing currency and rates')).not.toBeInTheDocument();
  });
});
