import { messages } from '@atelier/domain';
import { expectAccessible } from '../support/axe';
import { expect, expectToast, phoneScreenshot, screenshot, test } from '../support/fixtures';
import { mailsTo } from '../support/outbox';

const SUPPORT = 'support@atelier.local';

test('a visitor sees the three plans, starts the Pro trial by signing up, or asks sales about Teams', async ({
  page,
}) => {
  await page.goto('/plans');
  const pro = page.getByRole('region', { name: 'Pro plan' });
  await expect(pro.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await screenshot(page, '09-plans');
  await phoneScreenshot(page, '09-plans-phone');

  await page
    .getByRole('region', { name: 'Teams plan' })
    .getByRole('button', { name: 'Contact sales' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Contact sales' });
  await dialog.getByLabel('Full name').fill('Grace Hopper');
  await dialog.getByLabel('Work e-mail').fill('grace@hopper-studio.test');
  await dialog.getByLabel('Company').fill('Hopper Studio');
  await dialog.getByLabel('People who would use Atelier').fill('24');
  await dialog.getByLabel('What do you need?').fill('Twenty designers and four pattern makers.');
  await expectAccessible(page, 'contact sales');
  await dialog.getByRole('button', { name: 'Send to sales' }).click();
  await expectToast(page, messages.salesSent);
  await expect(dialog).toBeHidden();

  // It lands in the outbox for the support address, answerable to the visitor.
  let mail = '';
  await expect
    .poll(async () => {
      mail = (await mailsTo(SUPPORT)).find((raw) => raw.includes('Hopper Studio')) ?? '';
      return mail;
    })
    .not.toBe('');
  expect(mail).toMatch(/^Subject: Sales enquiry: Teams plan for Hopper Studio$/m);
  expect(mail).toMatch(/^Reply-To: grace@hopper-studio\.test$/m);
  expect(mail).toContain('Twenty designers and four pattern makers.');
});
