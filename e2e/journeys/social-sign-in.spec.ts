import { SOCIAL_ERRORS } from '@atelier/domain';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, phoneScreenshot, test } from '../support/fixtures';

test('a designer signs in with Google, answers the questions, and comes back to the same account', async ({
  page,
  shot,
}) => {
  const email = `grace.hopper.${Date.now()}@atelier.test`;
  // The local provider's page asks for a web font; there is no internet here.
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  await page.goto('/');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  // Only Google is configured for the journeys: no Facebook button.
  await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0);
  await shot('150-sign-in-with-google');
  await phoneScreenshot(page, '151-sign-in-with-google-phone');
  await expectAccessibleOnPhone(page, 'sign-in page with providers');

  await google.click();
  // The local provider's own sign-in page, as Google's would be.
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // A first sign-in makes the account and asks the onboarding questions.
  await expect(page).toHaveURL(/\/questions$/);
  await page.getByRole('button', { name: /skip/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Grace/ })).toBeVisible();
  await shot('152-dashboard-after-google');

  await page.goto('/setting/personal');
  // A full page load on a busy machine: the page, then its two queries.
  await expect(page.getByRole('heading', { name: 'Linked accounts' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(email).last()).toBeVisible();
  await expect(page.getByText(/Your account has no password yet/)).toBeVisible();
  await shot('153-linked-accounts');
  await phoneScreenshot(page, '154-linked-accounts-phone');
  await expectAccessible(page, 'personal settings with linked accounts');
  await expectAccessibleOnPhone(page, 'personal settings with linked accounts');

  await page.getByRole('button', { name: 'GH, Grace Hopper: open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Still signed in at the provider: one click brings the same account back, no questions.
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'GH, Grace Hopper: open profile menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a refused provider sign-in says why and signs nobody in', async ({ page, shot }) => {
  await page.goto('/socialSignIn?error=unverified');
  await expect(page.getByRole('alert')).toHaveText(SOCIAL_ERRORS.unverified);
  await shot('155-social-sign-in-refused');
  await phoneScreenshot(page, '156-social-sign-in-refused-phone');
  await expectAccessible(page, 'refused provider sign-in');
  await expectAccessibleOnPhone(page, 'refused provider sign-in');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A callback this browser did not start is refused the same way.
  await page.goto('/api/v1/auth/google/callback?code=stolen&state=forged');
  await expect(page).toHaveURL(/\/socialSignIn\?error=state$/);
  await expect(page.getByRole('alert')).toHaveText(SOCIAL_ERRORS.state);
});
