import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('create password', () => {
  it('takes the token of an e-mailed link (an account made by a team owner)', async () => {
    const fetchMock = mockApi({
      'POST /auth/createPassword': { message: 'Your password has been reset.' },
    });
    const { user, router } = renderApp('/createPassword?token=setup-token-1');

    await user.type(await screen.findByLabelText('New password'), 'Secret#123');
    // The token leaves the address bar once read.
    expect(router.state.location.search).toBe('');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/createPassword')[0]?.body).toEqual({
      resetToken: 'setup-token-1',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
    expect(router.state.location.pathname).toBe('/passwordResetSuccess');
  });

  it('without a token, asks for a code first', async () => {
    renderApp('/createPassword');

    expect(await screen.findByRole('link', { name: 'Go to Forgot password' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
  });
});
