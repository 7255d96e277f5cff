import { DEFAULT_GENERAL_SETTINGS, messages, type Supplier } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aTeam, policies, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-app';
import { SuppliersCard } from './suppliers-card';

const PATH = `/team/${TEAM_ID}/suppliers`;
const NORD: Supplier = {
  _id: '5a5a5a5a-0000-4000-8000-000000000001',
  name: 'Nord Knitwear',
  people: [
    {
      _id: '5a5a5a5a-0000-4000-8000-000000000011',
      name: 'Ola Nordmann',
      email: 'ola@nord.example',
      status: 'active',
    },
  ],
  invited: ['kari@nord.example'],
  productCount: 2,
  createdAt: '2026-12-01T09:00:00.000Z',
};

function openCard({
  list = { data: [NORD] } as MockAnswer,
  granted = 'all' as Parameters<typeof policies>[0],
  invite = { status: 201, message: messages.supplierInvited, data: { _id: 'x' } } as MockAnswer,
} = {}) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${PATH}`]: list,
    [`POST ${PATH}`]: invite,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SuppliersCard team={aTeam({ policies: policies(granted) })} />);
  return { user, fetchMock };
}

describe('the team’s suppliers card', () => {
  it('lists each supplier with its people, invitations and products', async () => {
    openCard();
    const card = await screen.findByRole('region', { name: 'Suppliers' });
    const row = await within(card).findByRole('listitem', { name: 'Nord Knitwear' });
    expect(within(row).getByText('2 products')).toBeInTheDocument();
    expect(within(row).getByText(/Ola Nordmann/)).toBeInTheDocument();
    expect(within(row).getByText('ola@nord.example')).toBeInTheDocument();
    expect(within(row).getByText('kari@nord.example')).toBeInTheDocument();
    expect(within(row).getByText('Invited')).toBeInTheDocument();
  });

  it('says when the team has no suppliers yet', async () => {
    openCard({ list: { data: [] } });
    expect(await screen.findByText(/No suppliers yet\./)).toBeInTheDocument();
  });

  it('shows the server’s error when the list cannot be loaded', async () => {
    openCard({ list: { status: 500, message: 'Please try again.' } });
    expect(await screen.findByText('The suppliers could not be loaded')).toBeInTheDocument();
  });

  it('checks the invitation before sending it, then sends the name and addresses', async () => {
    const { user, fetchMock } = openCard();
    await user.click(await screen.findByRole('button', { name: 'Invite supplier' }));
    const dialog = await screen.findByRole('dialog', { name: /Invite a supplier/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText(messages.supplierNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.emailsRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${PATH}`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Supplier name/ }), 'Mill Co');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Email addresses/ }),
      'maria@mill.example{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${PATH}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${PATH}`)[0]!.body).toEqual({
      name: 'Mill Co',
      emails: ['maria@mill.example'],
    });
    expect(await screen.findByText(messages.supplierInvited)).toBeInTheDocument();
  });

  it('puts a taken name on the name field', async () => {
    const { user } = openCard({
      invite: { status: 409, message: messages.supplierNameTaken },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite supplier' }));
    const dialog = await screen.findByRole('dialog', { name: /Invite a supplier/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Supplier name/ }), 'Nord');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Email addresses/ }),
      'a@nord.example{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText(messages.supplierNameTaken)).toBeInTheDocument();
  });

  it('offers no invitation to a member who may not add people', async () => {
    openCard({ granted: ['viewTeam'] });
    await screen.findByRole('listitem', { name: 'Nord Knitwear' });
    expect(screen.queryByRole('button', { name: 'Invite supplier' })).not.toBeInTheDocument();
  });
});
