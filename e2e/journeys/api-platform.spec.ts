// Issue 49: Atelier as a platform. A person makes an API token in their settings, a script uses
// it within what it was given, and the person revokes it; a team's owner subscribes a receiver to
// the team's events and reads its deliveries.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@atelier/domain';
import { Webhook } from 'standardwebhooks';
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

/** A receiver on this machine that verifies each delivery as the Standard Webhooks library does. */
async function startReceiver() {
  const verified: { type: string; data: Record<string, unknown> }[] = [];
  let secret = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
        );
        verified.push(
          new Webhook(secret).verify(Buffer.concat(chunks).toString('utf8'), headers) as never,
        );
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/atelier-hooks`,
    verified,
    useSecret: (value: string) => (secret = value),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a team’s owner subscribes a receiver to product events, which arrive signed and are logged', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const receiver = await startReceiver();
  const owner = await createAccount(request, 'Maren');
  const teamId = await ownTeam(request, owner, {
    name: 'Spring studio',
    description: 'Womenswear SS27',
  });

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/setting/team');
  await page.getByRole('link', { name: /Webhooks/ }).click();
  await expect(page).toHaveURL(/\/setting\/team\/webhooks$/);
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill(receiver.url);
  await form.getByRole('checkbox', { name: /Product created/ }).check();
  await form.getByRole('checkbox', { name: /Stage changed/ }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy the signing secret' });
  const field = shown.getByRole('textbox', { name: 'Signing secret' });
  await expect(field).toHaveValue(/^whsec_[A-Za-z0-9+/=]+$/);
  receiver.useSecret(await field.inputValue());
  await toastsGone(page);
  await screenshot(page, '493-webhook-secret-shown-once');
  await shown.getByRole('button', { name: 'I have copied it' }).click();

  // A product made by anyone in the team reaches the receiver, signed.
  await addProduct(request, owner, { teamId, name: 'Relaxed linen shirt' });
  await expect.poll(() => receiver.verified.length, { timeout: 30_000 }).toBe(1);
  expect(receiver.verified[0]).toMatchObject({
    type: 'product.created',
    data: expect.objectContaining({ name: 'Relaxed linen shirt' }),
  });

  const row = page.getByRole('listitem').filter({ hasText: receiver.url });
  await page.reload();
  await expect(row).toContainText('Product created');
  await expect(row).toContainText('Last delivery');
  await row.getByRole('button', { name: 'Deliveries' }).click();
  const log = page.getByRole('dialog', { name: 'Deliveries' });
  const delivery = log.getByRole('listitem').first();
  await expect(delivery).toContainText('Delivered');
  await delivery.getByRole('button', { name: /1 attempt/ }).click();
  await expect(delivery).toContainText('HTTP 204');
  await expectAccessible(page, 'webhook deliveries');
  await screenshot(page, '494-webhook-deliveries');

  // Sent again from the log: the same event, the same id, verified once more.
  await delivery.getByRole('button', { name: 'Resend' }).click();
  await expect.poll(() => receiver.verified.length, { timeout: 30_000 }).toBe(2);
  await page.keyboard.press('Escape');
  await atPhoneWidth(page, async () => {
    await expectNoSidewaysScroll(page, 'webhooks on a phone');
    await screenshot(page, '495-webhooks-phone');
  });
  await receiver.close();
});
