import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, phoneScreenshot, screenshot, test, transitionsDone } from '../support/fixtures';

test('an owner upgrades to Pro through checkout, gets Roles & Permission, and sees the bill', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Elsa');
  await page.goto('/');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // On Freemium, Roles & Permission is not in the profile menu.
  const profileMenu = page.getByRole('button', { name: /open profile menu/ });
  await profileMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Roles & Permission' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/pricing');
  const pro = page.getByRole('region', { name: 'Pro plan' });
  await expect(page.getByRole('region', { name: 'Freemium plan' })).toContainText('Current plan');
  await page.getByText('Annually', { exact: true }).click();
  await expect(pro).toContainText('Billed $900 per user every year');
  await pro.getByRole('textbox', { name: /Seats/ }).fill('3');
  await screenshot(page, '140-pricing');
  await expectAccessible(page, 'pricing');
  await phoneScreenshot(page, '141-pricing-phone');
  await expectAccessibleOnPhone(page, 'pricing');

  // Stripe Checkout (the local fake) takes the card.
  await pro.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByRole('heading', { name: 'Atelier Pro' })).toBeVisible();
  await expect(page.getByText('3 seat(s): $2700.00 per period')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back in Atelier, the return page waits for the webhook, then says so.
  await expect(page).toHaveURL(/\/pricing\/return\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'subscribed' })).toBeVisible();
  await screenshot(page, '142-subscribed');
  await expectAccessible(page, 'checkout return');

  await profileMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Roles & Permission' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Settings › Billing: the plan, its period, seats and the trial's invoice with its PDF.
  await page.goto('/setting/billing');
  await expect(page.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
  await expect(page.getByText(/^Free trial until/)).toBeVisible();
  await expect(page.getByText('Annually')).toBeVisible();
  await expect(page.getByText('1 / 3')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download ATL-/ })).toHaveAttribute(
    'href',
    /\.pdf$/,
  );
  await screenshot(page, '143-billing');
  await expectAccessible(page, 'billing settings');
  await phoneScreenshot(page, '144-billing-phone');
  await expectAccessibleOnPhone(page, 'billing settings');

  // Cancelling keeps Pro until the period ends.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toContainText('Nothing is deleted');
  await transitionsDone(page);
  await screenshot(page, '145-cancel');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/^Ends on/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
});
