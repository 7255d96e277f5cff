import { createAccount, signIn } from '../support/accounts';
import { expect, screenshot, test } from '../support/fixtures';

test('what one designer does appears live in the other designer’s bell', async ({
  page,
  request,
  consoleErrors,
}) => {
  const owner = await createAccount(request, 'Coco');
  const colleague = await createAccount(request, 'Elsa');
  const asOwner = { authorization: `Bearer ${owner.token}` };

  await page.goto('/');
  await signIn(page, colleague);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications(, 0 unread)?$/);

  // The owner, elsewhere, creates a team and adds the colleague: the bell rises without a reload.
  const team = await request.post('/api/v1/team', {
    headers: asOwner,
    data: { name: 'Resort 27' },
  });
  const teamId = (await team.json()).data._id;
  await request.post(`/api/v1/team/${teamId}/invite`, {
    headers: asOwner,
    data: { emails: [colleague.email] },
  });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await screenshot(page, '40-bell-unread');

  // Opening the bell shows it and marks everything read.
  await bell.click();
  await expect(page.getByText('Coco Lovelace added you to Resort 27.')).toBeVisible();
  await expect(bell).toHaveAccessibleName(/^Notifications(, 0 unread)?$/);
  await screenshot(page, '41-bell-open');
  await page.keyboard.press('Escape');

  // A permissions change arrives as the SPEC's modal; closing it reloads the page.
  const me = await request.get('/api/v1/auth/getProfile', {
    headers: { authorization: `Bearer ${colleague.token}` },
  });
  const colleagueId = (await me.json()).data._id;
  await request.put('/api/v1/users/updatePermissions', {
    headers: asOwner,
    data: { teamId, userId: colleagueId, permissionArr: ['canViewTeams', 'canViewProducts'] },
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Your permissions in Resort 27 were updated.')).toBeVisible();
  await screenshot(page, '42-team-permissions');
  const reloaded = page.waitForEvent('load');
  await dialog
    .getByRole('button', { name: /ok|close/i })
    .first()
    .click();
  await reloaded;

  await page.goto('/Notification');
  await expect(page.getByText('Your permissions in Resort 27 were updated.')).toBeVisible();
  await expect(page.getByText('Coco Lovelace added you to Resort 27.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
