import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, phoneScreenshot, screenshot, test } from '../support/fixtures';
import { mailsTo } from '../support/outbox';
import { PNG } from '../support/images';

/** SUPPORT_EMAIL is unset in the journeys: support mail stays in the outbox at this address. */
const SUPPORT = 'support@atelier.local';
test('a designer finds an answer, then writes to support and gets a ticket number', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Coco');
  await page.goto('/');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Help & Support is in the profile menu.
  await page.getByRole('button', { name: /open profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/HelpSupport$/);
  await expect(page.getByRole('heading', { name: 'Help & Support', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  await screenshot(page, '110-help');
  await expectAccessible(page, 'help and support');

  // The answers narrow as she types; one opens.
  const search = page.getByRole('searchbox', { name: 'Search the answers' });
  await search.fill('revoke link');
  await expect(page.getByText('1 answer found')).toBeVisible();
  await page.getByRole('button', { name: /How do I stop sharing a link\?/ }).click();
  await expect(page.getByText(/Revoke one and it stops working at once/)).toBeVisible();
  await search.fill('teleportation');
  await expect(page.getByText('No answers match “teleportation”')).toBeVisible();
  await search.fill('');

  // The header's link leads to the form (below every answer on a phone).
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/HelpSupport#contact-support$/);
  await expect(page.getByRole('heading', { name: 'Contact support' })).toBeInViewport();

  // The form asks for what is missing, then sends the message with a screenshot.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Subject is required.')).toBeVisible();
  await expect(page.getByText('Message is required.')).toBeVisible();
  await page.getByLabel('Subject').fill('Pins move when I zoom');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('On the Resort 27 dress, pin 2 drifts at 400 %.');
  await page.getByLabel('Screenshot', { exact: true }).setInputFiles({
    name: 'zoom.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('zoom.png, sent with your message.')).toBeVisible();
  await expectAccessible(page, 'help and support, form filled');
  await page.getByRole('button', { name: 'Send message' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: /Ticket AT-\d{6}/ });
  await expect(confirmation).toBeVisible();
  const ticket = (await confirmation.textContent())!.match(/AT-\d{6}/)![0];
  await screenshot(page, '111-help-ticket');
  await phoneScreenshot(page, '111-help-ticket-phone');
  await expectAccessibleOnPhone(page, 'help and support on a phone');

  // The message lands in the outbox for support, answerable to her, with the screenshot.
  let mail = '';
  await expect
    .poll(async () => {
      mail = (await mailsTo(SUPPORT)).find((raw) => raw.includes(ticket)) ?? '';
      return mail;
    })
    .not.toBe('');
  expect(mail).toMatch(new RegExp(`^Subject: \\[${ticket}\\] Pins move when I zoom$`, 'm'));
  expect(mail).toMatch(new RegExp(`^Reply-To: ${account.email.replace(/[.+]/g, '\\$&')}$`, 'm'));
  expect(mail).toContain(`filename=${ticket}-screenshot.png`);
});
