import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const linkedGoogle = {
  identities: [{ provider: 'google', email: 'ada@gmail.test', linkedAt: '2026-11-01T10:00:00Z' }],
  hasPassword: true,
};

function open(identities: unknown, url = '/setting/personal') {
  const user = signIn(aUser());
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /auth/providers': { data: { google: true, facebook: true } },
    'GET /auth/identities': { data: identities },
    'DELETE /auth/identities/google': {
      message: 'The account was unlinked.',
      data: { identities: [], hasPassword: true },
    },
  });
  return { ...renderApp(url), fetchMock };
}

describe('linked accounts in personal settings', () => {
  it('lists the linked provider and unlinks it', async () => {
    const view = open(linkedGoogle);
    expect(await screen.findByText('ada@gmail.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Facebook' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Unlink Google' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Link Google' })).toBeVisible());
    expect(callsTo(view.fetchMock, 'DELETE /auth/identities/google')).toHaveLength(1);
  });

  it('says when a provider was just linked, and how a password-less account gets a password', async () => {
    open({ ...linkedGoogle, hasPassword: false }, '/setting/personal?linked=google');
    expect(await screen.findByText('Google is now linked to your account.')).toBeInTheDocument();
    expect(screen.getByText(/Your account has no password yet/)).toBeInTheDocument();
  });

  it('shows the refusal to unlink the only way in', async () => {
    const user = signIn(aUser());
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /auth/providers': { data: { google: true, facebook: false } },
      'GET /auth/identities': { data: { ...linkedGoogle, hasPassword: false } },
      'DELETE /auth/identities/google': {
        status: 409,
        message:
          'Set a password or link another provider before unlinking your only way to sign in.',
      },
    });
    const view = renderApp('/setting/personal');
    await view.user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/before unlinking/);
  });
});
