import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

async function openSignup() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { name: 'Create your account' });
  return view;
}

describe('signup form', () => {
  it('shows the password rule under the password field', async () => {
    await openSignup();
    expect(
      screen.getByText(
        'Password must include atleast 8 characters including 1 number, one uppercase and lowercase letter, and 1 special character',
      ),
    ).toBeInTheDocument();
  });

  it('names every missing field and does not call the server', async () => {
    const fetchMock = mockApi({});
    const { user } = await openSignup();

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(
      screen.getByText('Please accept the Terms of Service and Privacy Policy.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/register')).toHaveLength(0);
  });

  it('rejects a bad e-mail and a weak password with the SPEC texts', async () => {
    mockApi({});
    const { user } = await openSignup();

    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter password in valid format.')).toBeInTheDocument();
  });

  it('says when the two passwords differ', async () => {
    mockApi({});
    const { user } = await openSignup();

    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@studio.com');
    await user.type(screen.getByLabelText('Password'), 'Sketch#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Sketch#2027');
    await user.click(screen.getByLabelText(/I accept the Terms of Service/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('registers and moves on to the code, with the server message', async () => {
    const fetchMock = mockApi({
      'POST /auth/register': {
        status: 201,
        message: 'Check your email to finish signing up.',
        data: { email: 'ada@studio.com', signupToken: 'attempt-1.sig' },
      },
    });
    const { user, router } = await openSignup();

    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@Studio.com');
    await user.type(screen.getByLabelText('Password'), 'Sketch#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Sketch#2026');
    await user.click(screen.getByLabelText(/I accept the Terms of Service/));
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=ada%40studio.com&purpose=signup');
    expect(screen.getByText('Check your email to finish signing up.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/register')[0]?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@studio.com',
      password: 'Sketch#2026',
      confirmPassword: 'Sketch#2026',
      acceptTerms: true,
    });
    expect(sessionStorage.getItem('signupToken:ada@studio.com')).toBe('attempt-1.sig');
  });

  it('drops the sign-up toast once the code is accepted', async () => {
    mockApi({
      'POST /auth/register': {
        status: 201,
        message: 'Check your email to finish signing up.',
        data: { email: 'ada@studio.com', signupToken: 'attempt-1.sig' },
      },
      'POST /auth/verifyOtp': {
        message: 'Email verified.',
        data: { token: 'fresh', user: aUser() },
      },
    });
    const { user } = await openSignup();
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@studio.com');
    await user.type(screen.getByLabelText('Password'), 'Sketch#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Sketch#2026');
    await user.click(screen.getByLabelText(/I accept the Terms of Service/));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Verify your email' });
    expect(screen.getByText('Check your email to finish signing up.')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus());
    await user.keyboard('246810');

    expect(
      await screen.findByRole('heading', { name: 'Tell us about your work' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Email verified.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Check your email to finish signing up.')).toBeNull(),
    );
  });

  it('puts a server field error on its field', async () => {
    mockApi({
      'POST /auth/register': {
        status: 400,
        message: 'Invalid email address.',
        data: { errors: [{ field: 'email', message: 'Invalid email address.' }] },
      },
    });
    const { user } = await openSignup();

    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@studio.com');
    await user.type(screen.getByLabelText('Password'), 'Sketch#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Sketch#2026');
    await user.click(screen.getByLabelText(/I accept the Terms of Service/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
