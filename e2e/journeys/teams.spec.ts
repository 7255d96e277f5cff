import { messages } from '@atelier/domain';
import { createAccount, PASSWORD, signIn, typeCode } from '../support/accounts';
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
import { codeFor, linkFor, uniqueEmail } from '../support/outbox';

test('two people form a team from an e-mailed invitation and the owner shapes what the colleague may do', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Coco');
  const colleagueEmail = uniqueEmail('elsa');
  const ownerContext = await newContext(browser);
  const colleagueContext = await newContext(browser);
  const ownerPage = await ownerContext.newPage();
  const colleaguePage = await colleagueContext.newPage();

  // The owner creates a team and invites a colleague who has no account yet.
  await ownerPage.goto('/');
  await signIn(ownerPage, owner);
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  await ownerPage.goto('/createteam');
  await ownerPage.getByLabel('Team name').fill('A name far too long for a team');
  await ownerPage.getByRole('button', { name: 'Create Team' }).click();
  await expect(ownerPage.getByText(messages.teamNameTooLong)).toBeVisible();
  await expectAccessible(ownerPage, 'create-team page with an error');
  await expectAccessibleOnPhone(ownerPage, 'create-team page with an error');
  await ownerPage.getByLabel('Team name').fill('Spring 27');
  await ownerPage.getByLabel('Description').fill('Womenswear, first drop');
  await ownerPage.getByRole('button', { name: 'Create Team' }).click();
  await expect(ownerPage).toHaveURL(/\/teamusers\/[0-9a-f-]{36}$/);
  const teamUrl = ownerPage.url();
  await expectAccessible(ownerPage, 'team page');
  await expectAccessibleOnPhone(ownerPage, 'team page');

  await ownerPage.getByRole('button', { name: 'Invite members' }).first().click();
  await ownerPage.getByLabel('Email addresses').fill(colleagueEmail);
  await ownerPage.keyboard.press('Enter');
  await ownerPage.getByRole('button', { name: 'Send invitations' }).click();
  await expectAccessibleWithToast(ownerPage, 'Invitation sent successfully.', 'team page');
  await screenshot(ownerPage, '30-team-invited');

  // The colleague follows the e-mailed link, creates an account, accepts and lands in the team.
  const link = await linkFor(colleagueEmail, '/jointeam?token=');
  await colleaguePage.goto(new URL(link).pathname + new URL(link).search);
  await expect(colleaguePage.getByText(/Coco .*invited you to Spring 27/)).toBeVisible();
  await screenshot(colleaguePage, '31-join-invitation');
  await expectAccessible(colleaguePage, 'invitation page, signed out');
  await expectAccessibleOnPhone(colleaguePage, 'invitation page, signed out');
  await colleaguePage.getByRole('link', { name: 'Create account' }).click();
  await colleaguePage.getByLabel('Full name').fill('Elsa Schiaparelli');
  await expect(colleaguePage.getByLabel('Email')).toHaveValue(colleagueEmail);
  await expectAccessible(colleaguePage, 'sign-up page from an invitation');
  await colleaguePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await colleaguePage.getByLabel('Confirm password').fill(PASSWORD);
  await colleaguePage.getByRole('checkbox').check();
  await colleaguePage.getByRole('button', { name: 'Create account' }).click();
  await typeCode(colleaguePage, await codeFor(colleagueEmail));
  await colleaguePage.getByRole('button', { name: 'Join Spring 27' }).click();
  await expect(colleaguePage).toHaveURL(teamUrl);
  await expect(colleaguePage.getByRole('heading', { name: 'Spring 27' })).toBeVisible();

  // As a Designer in the selected team, the colleague may create products.
  await colleaguePage
    .getByRole('button', { name: /^Team: / })
    .first()
    .click();
  await colleaguePage.getByRole('menuitem', { name: 'Spring 27' }).click();
  await colleaguePage.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(colleaguePage.getByRole('menuitem', { name: 'Create Product' })).toBeVisible();
  await expectAccessible(colleaguePage, 'create menu');
  await colleaguePage.keyboard.press('Escape');

  // The owner takes product creation away from the colleague.
  await ownerPage.reload();
  await ownerPage.getByRole('button', { name: 'Actions for Elsa Schiaparelli' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Change role and permissions' }).click();
  await expectAccessible(ownerPage, 'permissions form');
  await ownerPage.getByRole('checkbox', { name: 'Add products' }).uncheck();
  await ownerPage.getByRole('button', { name: 'Save permissions' }).click();
  await expect(ownerPage.getByText(messages.permissionsUpdated)).toBeVisible();
  await expectAccessibleWithToast(ownerPage, messages.permissionsUpdated, 'team page');
  await screenshot(ownerPage, '32-team-members');

  // The colleague's menus follow: no Create Product any more.
  await colleaguePage.reload();
  await colleaguePage.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(colleaguePage.getByRole('menuitem', { name: 'Create Team' })).toBeVisible();
  await expect(colleaguePage.getByRole('menuitem', { name: 'Create Product' })).toHaveCount(0);
  await screenshot(colleaguePage, '33-viewer-create-menu');

  await ownerContext.close();
  await colleagueContext.close();
});

test('someone who already has an account joins only by accepting, and may decline', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, 'Coco');
  const colleague = await createAccount(request, 'Elsa');
  const ownerContext = await newContext(browser);
  const colleagueContext = await newContext(browser);
  const ownerPage = await ownerContext.newPage();
  const colleaguePage = await colleagueContext.newPage();

  await ownerPage.goto('/');
  await signIn(ownerPage, owner);
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  const invite = async (teamName: string, shot?: string) => {
    await ownerPage.goto('/createteam');
    await ownerPage.getByLabel('Team name').fill(teamName);
    await ownerPage.getByLabel('Description').fill(`${teamName}, all of it`);
    await ownerPage.getByRole('button', { name: 'Create Team' }).click();
    await expect(ownerPage).toHaveURL(/\/teamusers\/[0-9a-f-]{36}$/);
    await ownerPage.getByRole('button', { name: 'Invite members' }).first().click();
    await ownerPage.getByLabel('Email addresses').fill(colleague.email);
    await ownerPage.keyboard.press('Enter');
    if (shot) {
      // The 'team created' toast would sit dimmed under the modal's overlay in the check.
      await toastsGone(ownerPage);
      await screenshot(ownerPage, shot);
      await phoneScreenshot(ownerPage, `${shot}-phone`);
      await expectAccessible(ownerPage, 'invite form');
      await expectAccessibleOnPhone(ownerPage, 'invite form');
    }
    await ownerPage.getByRole('button', { name: 'Send invitations' }).click();
    await expectToast(ownerPage, messages.invitationSent);
    return ownerPage.url();
  };

  // Invited like anyone else: the owner sees a pending invitation, not a new member.
  const knitUrl = await invite('Knit 27', '36-invite-modal');
  await expect(ownerPage.getByRole('table', { name: 'Members' })).not.toContainText('Elsa');
  await ownerPage.getByRole('tab', { name: 'Pending invitations' }).click();
  await expect(ownerPage.getByRole('table', { name: 'Pending invitations' })).toContainText(
    colleague.email,
  );
  await expectAccessible(ownerPage, 'pending invitations');
  await expectAccessibleOnPhone(ownerPage, 'pending invitations');

  // Signed out, the colleague opens the e-mailed link, signs in and comes back to choose.
  const link = new URL(await linkFor(colleague.email, '/jointeam?token='));
  await colleaguePage.goto(link.pathname + link.search);
  await expect(colleaguePage.getByText(/Coco .*invited you to Knit 27/)).toBeVisible();
  await colleaguePage.getByRole('link', { name: 'Sign in' }).click();
  await colleaguePage.getByLabel('Password', { exact: true }).fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(colleaguePage.getByRole('button', { name: 'Decline' })).toBeVisible();
  await screenshot(colleaguePage, '34-invitation-choice');
  await expectAccessible(colleaguePage, 'invitation page, signed in');
  await expectAccessibleOnPhone(colleaguePage, 'invitation page, signed in');
  await phoneScreenshot(colleaguePage, '35-invitation-choice-phone');
  await colleaguePage.getByRole('button', { name: 'Join Knit 27' }).click();
  await expect(colleaguePage).toHaveURL(knitUrl);
  await ownerPage.goto(knitUrl);
  await expect(ownerPage.getByRole('table', { name: 'Members' })).toContainText('Elsa Lovelace');
  await expectAccessible(ownerPage, 'team page with a member');
  await expectAccessibleOnPhone(ownerPage, 'team page with a member');

  // A second invitation arrives live in the bell, which leads to it; this one is declined.
  const bell = colleaguePage.getByRole('button', { name: /^Notifications/ });
  const denimUrl = await invite('Denim 27');
  // Unread: the first invitation's notice and this one, arrived without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await colleaguePage
    .getByRole('link', { name: /Coco Lovelace invited you to Denim 27\./ })
    .click();
  await colleaguePage.getByRole('button', { name: 'Decline' }).click();
  await expect(colleaguePage.getByText(messages.invitationDeclined)).toBeVisible();
  await expectAccessibleWithToast(colleaguePage, messages.invitationDeclined, 'dashboard');
  await expect(colleaguePage).toHaveURL(/\/dashboard$/);
  await ownerPage.goto(denimUrl);
  await expect(ownerPage.getByRole('table', { name: 'Members' })).not.toContainText('Elsa');
  await ownerPage.getByRole('tab', { name: 'Pending invitations' }).click();
  await expect(ownerPage.getByText(/^No pending invitations\./)).toBeVisible();

  await ownerContext.close();
  await colleagueContext.close();
});
