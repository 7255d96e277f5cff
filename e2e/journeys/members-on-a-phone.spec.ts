import { messages } from '@atelier/domain';
import type { APIRequestContext } from '@playwright/test';
import { createAccount, signIn, type Account } from '../support/accounts';
import { expect, expectToast, screenshot, test } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A team of its owner and two colleagues the owner created, who join at once (`POST users`). */
async function teamOfThree(request: APIRequestContext, owner: Account) {
  const headers = { Authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/v1/team', {
    headers,
    data: { name: 'Atelier Nord', description: 'Knitwear for the autumn drop' },
  });
  expect(created.status()).toBe(201);
  const teamId: string = (await created.json()).data._id;
  for (const [firstName, lastName] of [
    ['Elsa', 'Schiaparelli'],
    ['Jean', 'Patou'],
  ] as const) {
    const added = await request.post('/api/v1/users', {
      headers,
      data: { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), teamId },
    });
    expect(added.status()).toBe(201);
  }
  return teamId;
}

test('on a phone, the owner finds, searches and uses every action of the members list', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Coco');
  const teamId = await teamOfThree(request, owner);

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/teamusers/${teamId}`);
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.getByText('Elsa Schiaparelli')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Member' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await screenshot(page, '60-members-desktop');
  await page.getByRole('button', { name: 'Actions for Elsa Schiaparelli' }).click();
  await page.getByRole('menuitem', { name: 'Change role and permissions' }).click();
  await expect(page.getByRole('group', { name: 'Products' })).toBeVisible();
  await screenshot(page, '60-permissions-desktop');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // At phone width the table becomes one card per member: nothing is cut off.
  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: 'Members' });
  await expect(cards).toBeVisible();
  await expect(table).toHaveCount(0);
  const elsa = cards.getByRole('listitem').filter({ hasText: 'Elsa Schiaparelli' });
  await expect(elsa.getByText('Designer')).toBeVisible();
  await expect(elsa.getByText('Active')).toBeVisible();
  await screenshot(page, '61-members-phone');

  // Search is there, and narrows the cards.
  await page.getByRole('searchbox', { name: 'Search members' }).fill('patou');
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByText('Jean Patou')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search members' }).fill('');
  await expect(cards.getByRole('listitem')).toHaveCount(3);

  const openActions = async (name: string) => {
    const button = page.getByRole('button', { name: `Actions for ${name}` });
    // Reachable means on screen once scrolled to, not clipped off the card's side.
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    await button.click();
    return page.getByRole('menu');
  };

  // 1. Change role and permissions: the grouped dialog, filled from a role.
  await (
    await openActions('Elsa Schiaparelli')
  )
    .getByRole('menuitem', { name: 'Change role and permissions' })
    .click();
  const permissions = page.getByRole('dialog', { name: 'Permissions of Elsa Schiaparelli' });
  await expect(permissions.getByRole('group', { name: 'Members' })).toBeVisible();
  await permissions.getByLabel('Role', { exact: true }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await expect(permissions.getByRole('checkbox', { name: 'Add products' })).not.toBeChecked();
  await expect(permissions.getByRole('checkbox', { name: 'View products' })).toBeChecked();
  await screenshot(page, '62-permissions-phone');
  await permissions.getByRole('button', { name: 'Save permissions' }).click();
  await expectToast(page, messages.permissionsUpdated);
  await expect(elsa.getByText('Viewer')).toBeVisible();

  // 2. Block, then 3. Unblock.
  await (await openActions('Jean Patou')).getByRole('menuitem', { name: 'Block' }).click();
  await page
    .getByRole('dialog', { name: 'Block member?' })
    .getByRole('button', { name: 'Block' })
    .click();
  const jean = cards.getByRole('listitem').filter({ hasText: 'Jean Patou' });
  await expect(jean.getByText('Blocked')).toBeVisible();
  await (await openActions('Jean Patou')).getByRole('menuitem', { name: 'Unblock' }).click();
  await page
    .getByRole('dialog', { name: 'Unblock member?' })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await expect(jean.getByText('Active')).toBeVisible();

  // 4. Remove from team.
  await (
    await openActions('Jean Patou')
  )
    .getByRole('menuitem', { name: 'Remove from team' })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove member?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(cards.getByRole('listitem')).toHaveCount(2);

  // The team's own actions stay reachable too: the one filled Invite members, and the menu.
  await expect(page.getByRole('button', { name: 'Invite members' })).toHaveCount(1);
  await page.getByRole('button', { name: 'More actions for Atelier Nord' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit team' })).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshot(page, '63-members-phone-after');

  // Every list of the kit reads the same on a phone: a category opens to its sub-categories.
  // Their first team is the one they work in from the start (nothing chosen yet in this browser).
  await expect(page.getByRole('button', { name: 'Work in this team' })).toHaveCount(0);
  const added = await request.post('/api/v1/category', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { teamId, name: 'Outerwear' },
  });
  expect(added.status()).toBe(201);
  await page.goto('/categories');
  const categories = page.getByRole('list', { name: 'Categories' });
  const outerwear = categories.getByRole('listitem').filter({ hasText: 'Outerwear' });
  await expect(outerwear.getByRole('button', { name: 'Edit Outerwear' })).toBeVisible();
  await expect(outerwear.getByRole('button', { name: 'Delete Outerwear' })).toBeVisible();
  await outerwear.getByRole('button', { name: 'Show sub-categories of Outerwear' }).click();
  await expect(page.getByText('No sub-categories in Outerwear yet.')).toBeVisible();
  await screenshot(page, '64-categories-phone');
});
