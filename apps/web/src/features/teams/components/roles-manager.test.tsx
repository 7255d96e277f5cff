import { PERMISSION_KEYS, PERMISSION_LABELS } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const labels = PERMISSION_KEYS.map((key) => ({ key, label: PERMISSION_LABELS[key] }));
const viewer = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Viewer',
  permissionArr: ['canViewTeams', 'canViewProducts'],
  isDefault: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const patterns = {
  ...viewer,
  _id: '99999999-0000-4000-8000-000000000009',
  name: 'Pattern maker',
  isDefault: false,
};

function openRoles(planType: 'Free' | 'Pro', extra: Record<string, MockAnswer> = {}) {
  const user = signIn(aUser({ planType }));
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [] },
    'GET /rolePermission': { data: labels },
    'GET /role': { data: [viewer, patterns] },
    ...extra,
  });
  return { ...renderApp('/setting/role'), fetchMock };
}

describe('roles & permission', () => {
  it('shows the upgrade state on Free, without asking for roles', async () => {
    const { fetchMock } = openRoles('Free');

    expect(await screen.findByText('Upgrade your plan.', {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(callsTo(fetchMock, 'GET /role')).toHaveLength(0);
  });

  it('shows the upgrade state when the server refuses a stale paid plan', async () => {
    openRoles('Pro', { 'GET /role': { status: 403, message: 'Upgrade your plan.' } });

    expect(await screen.findByText('Upgrade your plan.', {}, { timeout: 3000 })).toBeVisible();
  });

  it('lists built-in roles read-only and the user’s own roles with actions', async () => {
    openRoles('Pro');

    const table = await screen.findByRole('table', { name: 'Roles' }, { timeout: 3000 });
    expect(await within(table).findByText('Pattern maker')).toBeInTheDocument();
    expect(within(table).getByText('Built-in')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Viewer' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Edit Pattern maker' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Delete Pattern maker' })).toBeVisible();
  });

  it('creates a role from a name and a permission checklist', async () => {
    const { user, fetchMock } = openRoles('Pro', {
      'POST /role': { status: 201, message: 'Role added successfully.', data: patterns },
    });

    await user.click(await screen.findByRole('button', { name: 'New role' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Role name is required.')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Role name/), 'Sampler');
    await user.click(within(dialog).getByLabelText('Add products'));
    await user.click(within(dialog).getByLabelText('View the team'));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));

    expect(await screen.findByText('Role added successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /role')[0]?.body).toEqual({
      name: 'Sampler',
      permissionArr: ['canAddProduct', 'canViewTeams'],
    });
  });
});
