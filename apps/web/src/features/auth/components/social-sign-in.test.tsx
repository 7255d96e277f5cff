import { SOCIAL_ERRORS } from '@atelier/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const both = { 'GET /auth/providers': { data: { google: true, facebook: true } } };

describe('social sign-in buttons', () => {
  it('offers the configured providers on sign-in and sign-up, pointing at the server', async () => {
    mockApi({ 'GET /auth/providers': { data: { google: true, facebook: false } } });
    const view = renderApp('/');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/v1/auth/google');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();

    await view.router.navigate('/signup');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('shows none when the server offers none', async () => {
    mockApi({ 'GET /auth/providers': { data: { google: false, facebook: false } } });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull());
  });
});

describe('the end of a trip to a provider', () => {
  it('trades the code for a session and asks a new account the onboarding questions', async () => {
    const fetchMock = mockApi({
      ...both,
      'POST /auth/socialSignIn': {
        message: 'Signed in successfully.',
        data: { token: 'social-token', user: aUser(), isNewAccount: true },
      },
    });
    const view = renderApp('/socialSignIn?code=one-time');

    expect(
      await screen.findByRole('heading', { name: 'Tell us about your work' }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/questions');
    expect(localStorage.getItem('token')).toBe('social-token');
    expect(localStorage.getItem('initialLogin')).toBe('true');
    expect(callsTo(fetchMock, 'POST /auth/socialSignIn')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /auth/socialSignIn')[0]?.body).toEqual({ code: 'one-time' });
  });

  it('returns an existing account to the product remembered before signing in', async () => {
    mockApi({
      ...both,
      'POST /auth/socialSignIn': {
        message: 'Signed in successfully.',
        data: { token: 'social-token', user: aUser(), isNewAccount: false },
      },
      'GET /auth/getProfile': { data: aUser() },
    });
    localStorage.setItem('productRedirect', JSON.stringify({ productId: 'p-1', teamId: 't-2' }));
    const view = renderApp('/socialSignIn?code=one-time');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/productDetail/p-1/t-2'));
  });

  it('asks for the e-mailed code before linking an existing account', async () => {
    const fetchMock = mockApi({
      ...both,
      'POST /auth/socialSignIn': (request) =>
        (request.body as { otp?: string }).otp
          ? {
              message: 'Signed in successfully.',
              data: { token: 'linked', user: aUser(), isNewAccount: false },
            }
          : {
              message: 'We e-mailed you a code.',
              data: { needsCode: true, email: 'ada@studio.com', provider: 'google' },
            },
      'GET /auth/getProfile': { data: aUser() },
    });
    const view = renderApp('/socialSignIn?code=one-time');

    expect(
      await screen.findByRole('heading', { name: 'Confirm it is your account' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await view.user.click(screen.getAllByRole('textbox')[0]!);
    await view.user.keyboard('135790');

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('linked');
    expect(callsTo(fetchMock, 'POST /auth/socialSignIn')[1]?.body).toEqual({
      code: 'one-time',
      otp: '135790',
    });
  });

  it('says clearly why a refused trip did not sign anyone in', async () => {
    const fetchMock = mockApi(both);
    renderApp('/socialSignIn?error=unverified');
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_ERRORS.unverified);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(callsTo(fetchMock, 'POST /auth/socialSignIn')).toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server answer for a used or expired code', async () => {
    mockApi({
      ...both,
      'POST /auth/socialSignIn': { status: 400, message: SOCIAL_ERRORS.state },
    });
    renderApp('/socialSignIn?code=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_ERRORS.state);
  });
});
