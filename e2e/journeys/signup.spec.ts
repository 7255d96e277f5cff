import { messages } from '@atelier/domain';
import { PASSWORD, signUpInBrowser, typeCode } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { atPhoneWidth, expect, test } from '../support/fixtures';
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
  await expectAccessible(page, 'sign-in page');
  await atPhoneWidth(page, async () => {
    await expectAccessible(page, 'sign-in page (phone)');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'public menu (phone)');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close' }).click();
  });

  await page
    .getByRole('link', { name: /sign ?up/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signup$/);
  await expectAccessibleOnPhone(page, 'sign-up page');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace-at-nowhere');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(messages.invalidEmail)).toBeVisible();
  await expect(page.getByText(messages.passwordFormat)).toBeVisible();
  await shot('02-signup-errors');
  await expectAccessible(page, 'sign-up page with errors');

  await signUpInBrowser(page, { fullName: 'Grace Hopper', email, password: PASSWORD });

  await expect(page).toHaveURL(/\/otpVerification\?/);
  await expect(page.getByText(email)).toBeVisible();
  const code = await codeFor(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await expect(page.getByText(messages.wrongOtp)).toBeVisible();
  await shot('03-otp-wrong');
  await expectAccessible(page, 'code page with a wrong code');
  await expectAccessibleOnPhone(page, 'code page with a wrong code');
  await typeCode(page, code);

  await expect(page).toHaveURL(/\/questions$/);
  await shot('04-questions');
  await expectAccessible(page, 'questions page');
  await expectAccessibleOnPhone(page, 'questions page');
  await page.getByRole('button', { name: /skip/i }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Grace/ })).toBeVisible();
  await shot('05-dashboard');
  await expectAccessible(page, 'dashboard');
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect(page.getByRole('button', { name: 'Manage', expanded: false })).toBeVisible();
  await expectAccessible(page, 'dashboard with the navigation expanded');
  await page.getByRole('button', { name: 'Manage', expanded: false }).click();
  await expect(page.getByRole('link', { name: 'Manage Categories' })).toBeVisible();
  await shot('05-navigation-manage');
  await atPhoneWidth(page, async () => {
    await expectAccessible(page, 'dashboard (phone)');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expectAccessible(page, 'navigation panel (phone)');
    await page.getByRole('button', { name: 'Close navigation' }).click();
  });

  // The profile button is named by the initials it shows, then by whose menu it opens.
  await page.getByRole('button', { name: 'GH, Grace Hopper: open profile menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Roles & Permission' })).toHaveCount(0);
  await shot('06-profile-menu');
  await expectAccessible(page, 'profile menu');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  expect(consoleErrors).toEqual([]);
});
