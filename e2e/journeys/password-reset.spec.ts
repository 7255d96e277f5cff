import { messages } from '@atelier/domain';
import { createAccount, signIn, typeCode } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { codeFor } from '../support/outbox';

test('a designer who forgot the password resets it with the e-mailed code and signs in', async ({
  page,
  request,
  shot,
}) => {
  const account = await createAccount(request, 'Linus');
  const newPassword = 'Pattern#77';

  await page.goto('/');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  // The sign-in form stays on screen while the next page's code loads: wait for the new form.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page, 'forgot-password page');
  await expectAccessibleOnPhone(page, 'forgot-password page');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: /send|reset|continue/i }).click();

  await expect(page).toHaveURL(/\/otpVerification\?.*purpose=reset/);
  await expectAccessible(page, 'reset code page');
  await typeCode(page, await codeFor(account.email, 2));

  await expect(page).toHaveURL(/\/createPassword$/);
  await page.getByLabel('New password').fill('weak');
  await page.getByLabel('Confirm password').fill('weak');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(messages.passwordFormat)).toBeVisible();
  await expectAccessible(page, 'new-password page with errors');
  await expectAccessibleOnPhone(page, 'new-password page with errors');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await shot('10-create-password');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/passwordResetSuccess$/);
  await shot('11-reset-success');
  await expectAccessible(page, 'password-reset success page');
  await expectAccessibleOnPhone(page, 'password-reset success page');
  await page
    .getByRole('link', { name: /sign in|log ?in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, { email: account.email, password: account.password });
  await expect(page.getByText(messages.invalidCredentials)).toBeVisible();
  await expectAccessible(page, 'sign-in page with wrong credentials');
  await signIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
});
