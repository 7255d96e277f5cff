import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const SIGNUP = '/otpVerification?email=ada%40studio.com&purpose=signup';
const box = (position: number) => screen.getByLabelText(`Digit ${position} of 6`);
const values = () =>
  [1, 2, 3, 4, 5, 6].map((position) => (box(position) as HTMLInputElement).value).join('');

async function openCodePage(path = SIGNUP) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: /Verify your email|Check your email/ });
  return view;
}

describe('verification code', () => {
  it('has six boxes; typing moves on and Backspace moves back', async () => {
    mockApi({ 'POST /auth/verifyOtp': { status: 400, message: 'Please enter correct otp.' } });
    const { user } = await openCodePage();
    expect(screen.getAllByLabelText(/^Digit \d of 6$/)).toHaveLength(6);

    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('123');
    expect(values()).toBe('123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('12');

    await user.keyboard('9');
    expect(values()).toBe('129');
  });

  it('fills every box from a pasted code and verifies it', async () => {
    const fetchMock = mockApi({
      'POST /auth/verifyOtp': { status: 400, message: 'Please enter correct otp.' },
    });
    const { user } = await openCodePage();

    await user.click(box(1));
    await user.paste('654 321');

    expect(await screen.findByText('Please enter correct otp.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/verifyOtp')[0]?.body).toEqual({
      email: 'ada@studio.com',
      otp: '654321',
      purpose: 'signup',
    });
    // The boxes are cleared for another try.
    expect(values()).toBe('');
  });

  it('tells a newcomer whose address already has an account where the code went', async () => {
    await openCodePage();
    expect(
      screen.getByText(/If this address already has an Atelier account, we e-mailed you/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/');
  });

  it('shows the wrong-code message from the server', async () => {
    mockApi({ 'POST /auth/verifyOtp': { status: 400, message: 'Please enter correct otp.' } });
    const { user } = await openCodePage();

    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('111111');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter correct otp.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('starts the session after sign-up and asks the onboarding questions', async () => {
    const user = aUser();
    sessionStorage.setItem('signupToken:ada@studio.com', 'attempt-1.sig');
    const fetchMock = mockApi({
      'POST /auth/verifyOtp': { message: 'Email verified.', data: { token: 'fresh', user } },
    });
    const view = await openCodePage();

    await waitFor(() => expect(box(1)).toHaveFocus());
    await view.user.keyboard('246810');

    expect(
      await screen.findByRole('heading', { name: 'Tell us about your work' }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/questions');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(localStorage.getItem('initialLogin')).toBe('true');
    // The code goes with this browser's attempt, so the password typed here is the one set.
    expect(callsTo(fetchMock, 'POST /auth/verifyOtp')[0]?.body).toEqual({
      email: 'ada@studio.com',
      otp: '246810',
      purpose: 'signup',
      signupToken: 'attempt-1.sig',
    });
    expect(sessionStorage.getItem('signupToken:ada@studio.com')).toBeNull();
  });

  it('takes a reset code on to choosing a new password', async () => {
    mockApi({ 'POST /auth/verifyOtp': { data: { resetToken: 'reset-123' } } });
    const view = await openCodePage('/otpVerification?email=ada%40studio.com&purpose=reset');

    await waitFor(() => expect(box(1)).toHaveFocus());
    await view.user.keyboard('135791');

    expect(
      await screen.findByRole('heading', { name: 'Create a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('asks for a new code and shows the server answer when asked too often', async () => {
    mockApi({
      'POST /auth/resendOtp': {
        status: 429,
        message: 'Too many attempts. Please wait a minute and try again.',
      },
    });
    const { user } = await openCodePage();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });
});
