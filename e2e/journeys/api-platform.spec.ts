// Issue 49: Atelier as a platform. A person makes an API token in their settings, a script uses
// it within what it was given, and the person revokes it; a team's owner subscribes a receiver to
// the team's events and reads its deliveries.
import { messages } from '@atelier/domain';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, toastsGone } from '../support/axe';
import {
  atPhoneWidth,
  expect,
  expectNoSidewaysScroll,
  expectToast,
  screenshot,
  test,
} from '../support/fixtures';
import { addProduct, ownTeam } from '../support/teams';

test('a person makes an API token, a script reads with it and may not write, and revoking it ends it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Ines');
  const teamId = await ownTeam(request, owner, {
    name: 'Spring studio',
    description: 'Womenswear SS27',
  });
  await addProduct(request, owner, { teamId, name: 'Relaxed linen shirt' });

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/setting/tokens');
  await expect(page.getByText('No tokens yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New token' }).click();
  const form = page.getByRole('dialog', { name: 'New API token' });
  await form.getByLabel('Name').fill('E-shop sync');
  await expect(form.getByText('Spring studio')).toBeVisible();
  await form.getByRole('radio', { name: 'Read', exact: true }).check();
  await form.getByRole('radio', { name: '90 days' }).check();
  await form.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  const field = shown.getByRole('textbox', { name: 'Your new token' });
  await expect(field).toHaveValue(/^atl_[0-9A-Za-z]{46}$/);
  const token = await field.inputValue();
  await toastsGone(page);
  await screenshot(page, '490-api-token-shown-once');
  // Escape does not lose it: only saying it was copied closes the dialog.
  await page.keyboard.press('Escape');
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();

  const row = page.getByRole('listitem').filter({ hasText: 'E-shop sync' });
  await expect(row).toContainText(`atl_…${token.slice(-4)}`);
  await expect(row).toContainText('Never used');
  await expect(row).toContainText('Active');

  // The script: it reads the team's products, and a read token may not write.
  const bearer = { Authorization: `Bearer ${token}` };
  const wall = await request.get(`/api/v1/product/productFilter?teamId=${teamId}&limit=50`, {
    headers: bearer,
  });
  expect(wall.status()).toBe(200);
  expect((await wall.json()).data.map((p: { name: string }) => p.name)).toEqual([
    'Relaxed linen shirt',
  ]);
  const write = await request.post('/api/v1/product', {
    headers: bearer,
    data: { teamId, name: 'Smock dress', description: 'Cotton voile' },
  });
  expect(write.status()).toBe(403);
  expect((await write.json()).responseMessage).toBe(messages.apiTokenReadOnly);
  const account = await request.get('/api/v1/auth/tokens', { headers: bearer });
  expect(account.status()).toBe(403);

  await page.reload();
  await expect(row).toContainText('Last used');
  await expectAccessible(page, 'API tokens');
  await screenshot(page, '491-api-tokens');
  await atPhoneWidth(page, async () => {
    await expectNoSidewaysScroll(page, 'API tokens on a phone');
    await screenshot(page, '492-api-tokens-phone');
  });

  // Revoked after being asked: the script is refused from then on.
  await row.getByRole('button', { name: 'Revoke E-shop sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, messages.apiTokenRevoked);
  await expect(row).toContainText('Revoked');
  const after = await request.get(`/api/v1/product/productFilter?teamId=${teamId}&limit=50`, {
    headers: bearer,
  });
  expect(after.status()).toBe(401);
  expect((await after.json()).responseMessage).toBe(messages.invalidToken);
});
