import { expect, phoneScreenshot, screenshot, test } from '../support/fixtures';

test('a visitor sees the three plans and starts the Pro trial by signing up', async ({ page }) => {
  await page.goto('/plans');
  const pro = page.getByRole('region', { name: 'Pro plan' });
  await expect(pro.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(
    page.getByRole('region', { name: 'Teams plan' }).getByRole('link', { name: 'Contact sales' }),
  ).toHaveAttribute('href', /^mailto:/);
  await screenshot(page, '09-plans');
  await phoneScreenshot(page, '09-plans-phone');
});
