import { messages } from '@atelier/domain';
import { PASSWORD, signUpInBrowser, typeCode } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { codeFor, uniqueEmail } from '../support/outbox';

test('a newcomer signs up, verifies the e-mailed code, lands on the dashboard and signs out', async ({
  page,
  consoleErrors,
  shot,
}) => {
  const email = uniqueEmail('grace');
  await page.goto('/');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText('Collaborative FASHION Platform').first()).toBeVisible();
  await shot('01-landing');

  await page
    .getByRole('link', { name: /sign ?up/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace-at-nowhere');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(messages.invalidEmail)).toBeVisible();
  await expect(page.getByText(messages.passwordFormat)).toBeVisible();
  await shot('02-signup-errors');

  await signUpInBrowser(page, { fullName: 'Grace Hopper', email, password: PASSWORD });

  await expect(page).toHaveURL(/\/otpVerification\?/);
  await expect(page.getByText(email)).toBeVisible();
  const code = await codeFor(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await expect(page.getByText(messages.wrongOtp)).toBeVisible();
  await shot('03-otp-wrong');
  await typeCode(page, code);

  await expect(page).toHaveURL(/\/questions$/);
  await shot('04-questions');
  await page.getByRole('button', { name: /skip/i }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Grace/ })).toBeVisible();
  await shot('05-dashboard');

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Roles & Permission' })).toHaveCount(0);
  await shot('06-profile-menu');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  expect(consoleErrors).toEqual([]);
});
