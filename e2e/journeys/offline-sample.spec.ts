// Issue 48 §3: a factory's person on a phone with no signal marks a sample shipped; the step is
// kept on the phone, shown as waiting, and sent once when the network returns.
import { messages } from '@atelier/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, signIn, type Account } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expect, expectToast, newContext, test, transitionsDone } from '../support/fixtures';
import path from 'node:path';
import { linkFor } from '../support/outbox';
import { addProduct, auth, ownTeam } from '../support/teams';

const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

/** What the phone shows now. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });

async function api(
  request: APIRequestContext,
  account: Account,
  method: 'get' | 'post' | 'put',
  address: string,
  data?: unknown,
) {
  const res = await request[method](`/api/v1/${address}`, { headers: auth(account), data });
  return { status: res.status(), body: await res.json() };
}

/** A product made by "Lucky Garments", whose person Wei joined; the team asked for Fit 1. */
async function factoryFloor(request: APIRequestContext) {
  const owner = await createAccount(request, 'Thea');
  const teamId = await ownTeam(request, owner, { name: 'Floor studio', description: 'SS27' });
  const productId = await addProduct(request, owner, { teamId, name: 'Linen shirt' });
  const wei = await createAccount(request, 'Wei');
  const invited = await api(request, owner, 'post', `team/${teamId}/suppliers`, {
    name: 'Lucky Garments',
    emails: [wei.email],
  });
  expect(invited.status).toBe(201);
  const supplierId = invited.body.data._id as string;
  const token = new URL(await linkFor(wei.email, '/jointeam?token=')).searchParams.get('token');
  expect((await api(request, wei, 'post', 'team/join', { token })).status).toBe(200);
  expect(
    (
      await api(request, owner, 'put', `product/${productId}/suppliers`, {
        supplierIds: [supplierId],
      })
    ).status,
  ).toBe(200);
  const asked = await api(request, owner, 'post', `product/${productId}/samples`, {
    supplierId,
    round: 'Fit 1',
    sizes: ['M'],
    quantity: 2,
    neededBy: '2099-03-01',
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return { owner, wei, productId, sampleId: asked.body.data._id as string };
}

test('offline on the factory floor: a sample marked shipped waits on the phone and is sent once', async ({
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { owner, wei, productId, sampleId } = await factoryFloor(request);
  const context = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, wei);
  await expect(page).toHaveURL(/\/wall\//i);
  await page.goto(`/productDetail/${productId}`);
  const card = page
    .getByRole('region', { name: 'Samples' })
    .getByRole('article', { name: 'Fit 1 · Lucky Garments' });
  await expect(card.getByText('Requested', { exact: true })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = page.getByRole('dialog', { name: /Mark the Fit 1 sample of Linen shirt shipped/ });
  await ship.getByLabel('Carrier').fill('DHL');
  await ship.getByLabel('Tracking number').fill('1234 5678');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expectToast(page, 'Kept on this device: sent when you are back online.');
  await expect(ship).toHaveCount(0);

  // On its card as waiting; the next steps follow it (no acknowledging a shipped sample).
  const waiting = card.locator('[data-waiting="waiting"]');
  await expect(waiting).toContainText('Shipped, DHL 1234 5678');
  await expect(waiting).toContainText('Waiting to send');
  await expect(card.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'a sample step waiting to send, on a phone');
  await screenshot(page, '484-offline-sample-waiting-phone');

  const outbox = page.getByRole('button', { name: '1 change waiting to send' });
  await outbox.click();
  const drawer = page.getByRole('dialog', { name: 'Waiting to send' });
  await expect(drawer).toContainText('You are offline.');
  await expect(drawer.getByRole('listitem')).toHaveText(
    /Fit 1 sample of Linen shirt: Shipped, DHL 1234 5678/,
  );
  await transitionsDone(page);
  await expectAccessible(page, 'the outbox drawer with a sample step, on a phone');
  await screenshot(page, '485-offline-sample-outbox-phone');
  await drawer.getByRole('button', { name: 'Close' }).click();
  const before = await api(request, owner, 'get', `product/${productId}/samples/${sampleId}`);
  expect(before.body.data.status).toBe('requested');

  // The network returns: sent once, and the card shows what the server has.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0, {
    timeout: 60_000,
  });
  await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(card.getByText('Shipped with DHL · tracking 1234 5678')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  const after = await api(request, owner, 'get', `product/${productId}/samples/${sampleId}`);
  expect(after.body.data).toMatchObject({
    status: 'shipped',
    carrier: 'DHL',
    tracking: '1234 5678',
  });
  const told = await api(request, owner, 'get', 'notifications/userNotifications?page=1&limit=50');
  expect(
    (told.body.data as { message: string }[]).filter(
      (notice) =>
        notice.message === messages.sampleShippedNotice('Lucky Garments', 'Fit 1', 'Linen shirt'),
    ),
  ).toHaveLength(1);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, '486-offline-sample-sent-phone');
  await context.close();
});
