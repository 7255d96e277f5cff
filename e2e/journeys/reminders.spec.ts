import type { Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone, toastsGone } from '../support/axe';
import {
  expect,
  expectToast,
  newContext,
  phoneScreenshot,
  screenshot,
  test,
} from '../support/fixtures';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Picks a day and a time in the reminder dialog's picker (24-hour clock, the default settings).
 * The day too: after 23:00 the dialog proposes midnight, which is tomorrow.
 */
async function pickTime(page: Page, at: Date) {
  await page.getByRole('button', { name: /^Due/ }).click();
  const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  await page.getByRole('button', { name: day, exact: true }).click();
  await page.getByLabel('Hours').fill(pad(at.getHours()));
  await page.getByLabel('Minutes').fill(pad(at.getMinutes()));
  await page.getByRole('button', { name: 'Use this date and time' }).click();
}

test('a team reminder due in a moment rings a teammate’s bell', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createAccount(request, 'Coco');
  const colleague = await createAccount(request, 'Elsa');

  // The colleague waits on the dashboard in a browser of her own.
  await page.goto('/');
  await signIn(page, colleague);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('button', { name: /^Notifications/ });

  // The owner makes a team and invites her; she joins from the bell.
  const ownerContext = await newContext(browser);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/');
  await signIn(ownerPage, owner);
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  await ownerPage.goto('/createteam');
  await ownerPage.getByLabel('Team name').fill('Resort 27');
  await ownerPage.getByLabel('Description').fill('Holiday capsule');
  await ownerPage.getByRole('button', { name: 'Create Team' }).click();
  await expect(ownerPage).toHaveURL(/\/teamusers\/[0-9a-f-]{36}$/);
  await toastsGone(ownerPage);
  await ownerPage.getByRole('button', { name: 'Invite members' }).first().click();
  await ownerPage.getByLabel('Email addresses').fill(colleague.email);
  await ownerPage.keyboard.press('Enter');
  await ownerPage.getByRole('button', { name: 'Send invitations' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await page.getByRole('link', { name: /invited you to Resort 27\./ }).click();
  await page.getByRole('button', { name: 'Join Resort 27' }).click();
  await expect(page.getByRole('heading', { name: 'Resort 27' })).toBeVisible();
  // Their first team is the one they work in from the start (nothing chosen yet in this browser).
  await expect(page.getByRole('button', { name: 'Work in this team' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(bell).toHaveAccessibleName(/^Notifications(, 0 unread)?$/);

  // The reminders page starts empty, with the way to add one.
  await ownerPage.goto('/wall/reminders');
  await expect(ownerPage.getByText('No reminders yet')).toBeVisible();
  await expectAccessible(ownerPage, 'reminders, empty');

  // Create Reminder in the header's Create menu opens the dialog.
  await ownerPage.getByRole('button', { name: 'Create', exact: true }).click();
  await ownerPage.getByRole('menuitem', { name: 'Create Reminder' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Create Reminder' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Title/).fill('Fit session');
  await dialog.getByText('Team Reminder', { exact: true }).click();
  const now = new Date();
  const due = new Date(now.getTime() + (now.getSeconds() < 40 ? 60_000 : 120_000));
  due.setSeconds(0, 0);
  await pickTime(ownerPage, due);
  await expectAccessible(ownerPage, 'reminder form');
  await screenshot(ownerPage, '100-reminder-form');
  await dialog.getByRole('button', { name: 'Add reminder' }).click();
  await expectToast(ownerPage, 'Reminder added successfully.');
  const card = ownerPage.getByRole('article', { name: 'Fit session' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Team Reminder')).toBeVisible();

  // The colleague sees it on her reminders page, and her bell rises when it is due.
  await page.goto('/wall/reminders');
  await expect(page.getByRole('article', { name: 'Fit session' })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 150_000 });
  await bell.click();
  await expect(page.getByText('Reminder: Fit session is due now.')).toBeVisible();
  await screenshot(page, '101-reminder-bell');
  await page.keyboard.press('Escape');

  // Once due it is overdue on the owner's page (live), who snoozes it, then marks it done.
  await expect(ownerPage.getByRole('heading', { name: 'Overdue' })).toBeVisible();
  await toastsGone(ownerPage);
  await screenshot(ownerPage, '102-reminders-overdue');
  await expectAccessible(ownerPage, 'reminders, overdue');
  await card.getByRole('button', { name: 'Actions for Fit session' }).click();
  await ownerPage.getByRole('menuitem', { name: '1 hour' }).click();
  await expectToast(ownerPage, 'Reminder snoozed.');
  await expect(ownerPage.getByRole('heading', { name: /Today|Upcoming/ })).toBeVisible();
  await card.getByRole('button', { name: 'Mark “Fit session” done' }).click();
  await expectToast(ownerPage, 'Reminder marked as done.');
  await expect(ownerPage.getByRole('heading', { name: 'Done' })).toBeVisible();
  await toastsGone(ownerPage);
  await expectAccessibleOnPhone(ownerPage, 'reminders on a phone');
  await phoneScreenshot(ownerPage, '103-reminders-phone');

  // Deleting asks first.
  await card.getByRole('button', { name: 'Actions for Fit session' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Delete' }).click();
  await ownerPage.getByRole('button', { name: 'Delete reminder' }).click();
  await expectToast(ownerPage, 'Reminder deleted successfully.');
  await expect(ownerPage.getByText('No reminders yet')).toBeVisible();
  // And the colleague's open list follows.
  await expect(page.getByRole('article', { name: 'Fit session' })).toHaveCount(0);
  await ownerContext.close();
});
