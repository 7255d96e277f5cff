import { createAccount } from '../support/accounts';
import {
  expectAccessible,
  expectAccessibleOnPhone,
  expectAccessibleWithToast,
  toastsGone,
} from '../support/axe';
import {
  expect,
  expectToast,
  newContext,
  phoneScreenshot,
  screenshot,
  test,
} from '../support/fixtures';
import { openTeam, teamOf } from '../support/teams';

const BODY = [
  'The studio is closed on **Friday** for the fit session.',
  '',
  '- Samples go to the [brief](https://atelier.example/brief)',
  '- [Do not click](javascript:alert(1))',
  '',
  '<script>alert(2)</script>',
].join('\n');

test('the owner posts an announcement, which a teammate reads live on her dashboard and dismisses', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createAccount(request, 'Coco');
  const colleague = await createAccount(request, 'Elsa');
  const teamId = await teamOf(request, owner, colleague);

  // The colleague waits on her dashboard: no announcements, nothing to post with.
  await openTeam(page, colleague);
  await expect(page.getByRole('region', { name: 'Your tasks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Announcements' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New announcement' })).toHaveCount(0);

  // The owner, in a browser of her own, has an empty banner with the way to post.
  const ownerContext = await newContext(browser);
  const ownerPage = await ownerContext.newPage();
  await openTeam(ownerPage, owner);
  const ownerBanner = ownerPage.getByRole('region', { name: 'Announcements' });
  await expect(
    ownerBanner.getByText('No announcements right now.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(ownerPage, 'dashboard, no announcements');

  await ownerBanner.getByRole('button', { name: 'New announcement' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByRole('button', { name: 'Post announcement' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Title/ }).fill('Studio closed Friday');
  await dialog.getByRole('textbox', { name: /Announcement/ }).fill(BODY);
  await dialog.getByRole('switch', { name: /Pin to the top/ }).check({ force: true });
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByRole('link', { name: 'brief' })).toBeVisible();
  await expect(dialog.getByText('Do not click')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Do not click' })).toHaveCount(0);
  await expectAccessible(ownerPage, 'announcement form, preview');
  await screenshot(ownerPage, '120-announcement-form');
  await dialog.getByRole('button', { name: 'Post announcement' }).click();
  await expectAccessibleWithToast(ownerPage, 'Announcement posted.', 'dashboard');
  await expect(dialog).toBeHidden();
  await expect(ownerBanner.getByRole('article', { name: 'Studio closed Friday' })).toBeVisible();

  // It reaches the colleague without a reload: pinned, its Markdown safe, and on her bell.
  const card = page.getByRole('article', { name: 'Studio closed Friday' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pinned')).toBeVisible();
  await expect(card.getByText('Friday', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(card.getByRole('link', { name: 'brief' })).toHaveAttribute(
    'href',
    'https://atelier.example/brief',
  );
  await expect(card.getByRole('link', { name: 'Do not click' })).toHaveCount(0);
  await expect(card).toContainText('<script>alert(2)</script>');
  await expect(card.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  await expect(
    page.getByText('New announcement in Spring studio: Studio closed Friday'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshot(page, '121-announcement-banner');
  await expectAccessible(page, 'dashboard with an announcement');
  await expectAccessibleOnPhone(page, 'dashboard with an announcement');
  await phoneScreenshot(page, '122-announcement-banner-phone');

  // She dismisses it: gone from her dashboard, still on the owner's.
  await card.getByRole('button', { name: 'Dismiss announcement: Studio closed Friday' }).click();
  await expectToast(page, 'Announcement dismissed.');
  await expect(card).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Announcements' })).toHaveCount(0);
  await toastsGone(ownerPage);

  // The team's wall carries the banner too; on a phone the owner deletes the announcement there.
  await ownerPage.goto(`/Wall/${teamId}`);
  const wallCard = ownerPage.getByRole('article', { name: 'Studio closed Friday' });
  await expect(wallCard).toBeVisible();
  await ownerPage.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(ownerPage, 'wall with an announcement (phone)');
  await screenshot(ownerPage, '123-announcement-wall-phone');
  await wallCard.getByRole('button', { name: 'Actions for Studio closed Friday' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = ownerPage.getByRole('dialog', { name: 'Delete announcement' });
  await expect(confirm).toContainText(
    'Delete “Studio closed Friday” for everyone in Spring studio?',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(ownerPage, 'Announcement deleted.');
  await expect(wallCard).toBeHidden();
  await ownerContext.close();
});
