import { expect, phoneScreenshot, screenshot, test } from '../support/fixtures';

test('the plans say why the free trial waits, and how to start one anyway', async ({ page }) => {
  await page.goto('/plans');
  const pro = page.getByRole('region', { name: 'Pro plan' });
  const trial = pro.getByRole('button', { name: 'Start free trial' });
  await expect(trial).toBeDisabled();
  await expect(trial).toHaveAccessibleDescription(/^Online checkout is not available yet\./);
  await expect(pro.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', /^mailto:/);
  await screenshot(page, '09-plans');
  await phoneScreenshot(page, '09-plans-phone');
});
