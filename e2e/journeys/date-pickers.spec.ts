import type { Locator, Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expect, screenshot, test } from '../support/fixtures';
import { addProduct, ownTeam } from '../support/teams';

/**
 * Esc in an open calendar closes the calendar, never the dialog around it: what was typed stays.
 * One check per kind of picker a dialog holds: a date and time (its day grid, then its hours),
 * and a typed date.
 */
async function escapeClosesOnlyThePicker(
  page: Page,
  dialog: Locator,
  field: Locator,
  { withTime }: { withTime: boolean },
) {
  const calendar = page.getByRole('button', { name: 'Next month' });
  await field.click();
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
  if (!withTime) return;
  // The day grid, then the hours field: Esc from either closes only the calendar.
  await field.click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: /^15 / }).click();
  await page.getByLabel('Hours').focus();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
}

test('Esc in a date picker closes the calendar and keeps the dialog and what was typed', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createAccount(request, 'Coco');
  const teamId = await ownTeam(request, owner);
  const productId = await addProduct(request, owner, { teamId, name: 'Linen wrap dress' });
  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Create Task: its due date and time.
  await page.goto('/Tasks');
  await page.getByRole('button', { name: 'Create Task' }).first().click();
  const task = page.getByRole('dialog', { name: 'Create Task' });
  await task.getByRole('textbox', { name: /Title/ }).fill('Grade the pattern');
  await escapeClosesOnlyThePicker(page, task, task.getByRole('button', { name: /^Due/ }), {
    withTime: true,
  });
  await expect(task.getByRole('textbox', { name: /Title/ })).toHaveValue('Grade the pattern');
  // A day picked for a due date lands at the end of the working day, not at midnight before it.
  await expect(task.getByRole('button', { name: /^Due/ })).toContainText('18:00');
  await expectAccessible(page, 'task form after Esc in its picker');
  await screenshot(page, '170-task-due-after-escape');

  // Create Reminder: its date and time.
  await page.goto('/wall/reminders');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create Reminder' }).click();
  const reminder = page.getByRole('dialog', { name: 'Create Reminder' });
  await reminder.getByLabel(/Title/).fill('Fit session');
  await escapeClosesOnlyThePicker(page, reminder, reminder.getByRole('button', { name: /^Due/ }), {
    withTime: true,
  });
  await expect(reminder.getByLabel(/Title/)).toHaveValue('Fit session');

  // Edit product: its deadline, a typed date.
  await page.goto(`/productDetail/${productId}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const product = page.getByRole('dialog', { name: 'Edit product' });
  await product.getByLabel(/Product name/).fill('Linen wrap dress, long');
  await escapeClosesOnlyThePicker(page, product, product.getByLabel('Deadline'), {
    withTime: false,
  });
  await expect(product.getByLabel(/Product name/)).toHaveValue('Linen wrap dress, long');
  await screenshot(page, '171-product-deadline-after-escape');
});
