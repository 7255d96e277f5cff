import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone, toastsGone } from '../support/axe';
import { expect, newContext, screenshot, test } from '../support/fixtures';

test('what one designer does appears live in the other designer’s bell', async ({
  browser,
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Coco');
  const colleague = await createAccount(request, 'Elsa');

  await page.goto('/');
  await signIn(page, colleague);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications(, 0 unread)?$/);

  // The owner, in another browser, creates a team and invites the colleague.
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
  // The team's toast goes first: under the dialog's shade it would read as grey on grey.
  await toastsGone(ownerPage);
  await ownerPage.getByRole('button', { name: 'Invite members' }).first().click();
  await ownerPage.getByLabel('Email addresses').fill(colleague.email);
  await ownerPage.keyboard.press('Enter');
  await expectAccessible(ownerPage, 'invite form');
  await ownerPage.getByRole('button', { name: 'Send invitations' }).click();

  // The colleague's bell rises without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await screenshot(page, '40-bell-unread');

  // Opening the bell shows it and marks everything read; it leads to the invitation.
  await bell.click();
  await expect(page.getByText('Coco Lovelace invited you to Resort 27.')).toBeVisible();
  await expect(bell).toHaveAccessibleName(/^Notifications(, 0 unread)?$/);
  await screenshot(page, '41-bell-open');
  await expectAccessible(page, 'notifications popover');
  await expectAccessibleOnPhone(page, 'notifications popover');
  await page.getByRole('link', { name: /Coco Lovelace invited you to Resort 27\./ }).click();
  await expectAccessible(page, 'invitation page');
  await page.getByRole('button', { name: 'Join Resort 27' }).click();
  await expect(page.getByRole('heading', { name: 'Resort 27' })).toBeVisible();

  // The owner narrows the colleague's permissions: the SPEC's modal appears; closing it reloads.
  await ownerPage.reload();
  await ownerPage.getByRole('button', { name: 'Actions for Elsa Lovelace' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Change role and permissions' }).click();
  await expectAccessible(ownerPage, 'permissions form');
  await ownerPage.getByRole('checkbox', { name: 'Add products' }).uncheck();
  await ownerPage.getByRole('button', { name: 'Save permissions' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Your permissions in Resort 27 were updated.')).toBeVisible();
  await screenshot(page, '42-team-permissions');
  await expectAccessible(page, 'permissions-changed dialog');
  const reloaded = page.waitForEvent('load');
  await dialog
    .getByRole('button', { name: /ok|close/i })
    .first()
    .click();
  await reloaded;

  await page.goto('/Notification');
  await expect(page.getByText('Your permissions in Resort 27 were updated.')).toBeVisible();
  await expect(page.getByText('Coco Lovelace invited you to Resort 27.')).toBeVisible();
  await expectAccessible(page, 'notifications page');
  await expectAccessibleOnPhone(page, 'notifications page');
  await ownerContext.close();
});
