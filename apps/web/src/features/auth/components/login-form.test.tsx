import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import { aUser } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const user = aUser();
const signedIn = {
  'POST /auth/login': { message: 'Signed in successfully.', data: { token: 'new-token', user } },
  'GET /auth/getProfile': { data: user },
};

async function fillAndSubmit(
  view: ReturnType<typeof renderApp>,
  email = 'ada@studio.com',
  password = 'Sketch#2026',
) {
  await screen.findByRole('heading', { name: 'Welcome back' });
  await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.keyboard('{Enter}');
}

describe('login', () => {
  it('signs in, stores the session and opens the dashboard', async () => {
    const fetchMock = mockApi(signedIn);
    const view = renderApp('/');

    await fillAndSubmit(view);

    expect(
      await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), Ada$/ }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('userDetails') ?? 'null')).toMatchObject({
      email: 'ada@studio.com',
    });
    expect(callsTo(fetchMock, 'POST /auth/login')[0]?.body).toEqual({
      email: 'ada@studio.com',
      password: 'Sketch#2026',
    });
  });

  it('returns to the product page remembered before signing in', async () => {
    mockApi(signedIn);
    const view = renderApp('/productDetail/p-42/t-7');
    await screen.findByRole('heading', { name: 'Welcome back' });

    await fillAndSubmit(view);

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull());
    expect(view.router.state.location.pathname).toBe('/productDetail/p-42/t-7');
  });

  it('says how long to wait when the account’s failed sign-ins are held back', async () => {
    const wait = messages.accountThrottled(4);
    mockApi({ 'POST /auth/login': { status: 429, message: wait } });
    const view = renderApp('/');

    await fillAndSubmit(view, 'ada@studio.com', 'wrong');

    expect(await screen.findByText(wait)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message for wrong credentials and stays signed out', async () => {
    mockApi({ 'POST /auth/login': { status: 401, message: 'Invalid email or password.' } });
    const view = renderApp('/');

    await fillAndSubmit(view, 'ada@studio.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('sends an unverified account to the code page', async () => {
    mockApi({
      'POST /auth/login': {
        status: 403,
        message: 'Please verify your email address. We have sent you a new code.',
        data: { needsVerification: true, email: 'ada@studio.com' },
      },
    });
    const view = renderApp('/');

    await fillAndSubmit(view);

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?email=ada%40studio.com&purpose=signup');
  });

  it('validates before calling the server', async () => {
    const fetchMock = mockApi({});
    const view = renderApp('/');

    await fillAndSubmit(view, 'not-an-email', 'x');

    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/login')).toHaveLength(0);
  });
});
