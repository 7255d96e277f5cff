import { messages } from '@atelier/domain';
import type { APIRequestContext } from '@playwright/test';
import { createAccount, signIn, type Account } from '../support/accounts';
import { lookAt } from '../support/look';
import { expectAccessible } from '../support/axe';
import { expect, expectToast, newContext, screenshot, test } from '../support/fixtures';
import { PNG } from '../support/images';
import { linkFor } from '../support/outbox';
import { addProduct, auth, ownTeam } from '../support/teams';
// What the server writes reaches the factory's person in their language (issue 47 §4).
import zhServer from '../../apps/web/src/lib/server-texts/locales/zh-Hans.json' with { type: 'json' };

async function api(
  request: APIRequestContext,
  account: Account,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
) {
  const res = await request[method](`/api/v1/${path}`, { headers: auth(account), data });
  return { status: res.status(), body: await res.json() };
}

/**
 * A team of five products; two assigned to the factory "Lucky Garments", whose person (Wei, who
 * reads Chinese) joined through the e-mailed invitation. The shirt has a spec sheet (T01 70 ±1,
 * T05 44) and a released tech pack, an internal and a shared comment.
 */
async function studio(request: APIRequestContext) {
  const owner = await createAccount(request, 'Thea');
  const teamId = await ownTeam(request, owner, { name: 'Spring studio', description: 'SS27' });
  const names = ['Relaxed linen shirt', 'Bias wrap dress', 'Capsule coat', 'Silk scarf', 'Chino'];
  const ids: string[] = [];
  for (const name of names) ids.push(await addProduct(request, owner, { teamId, name }));
  const [shirt, dress] = ids as [string, string];
  const library = await api(request, owner, 'get', `pom?teamId=${teamId}`);
  const pom = (code: string) =>
    (library.body.data as { _id: string; code: string }[]).find((p) => p.code === code)!._id;
  const spec = await api(request, owner, 'put', `product/${shirt}/spec`, {
    revision: 0,
    unit: 'cm',
    sizes: ['S', 'M', 'L'],
    baseSize: 'M',
    rows: [
      { pomId: pom('T01'), base: 70, gradeRule: 1.5, tolerance: { minus: 1, plus: 1 } },
      { pomId: pom('T05'), base: 44, gradeRule: 1, tolerance: { minus: 0.5, plus: 0.5 } },
    ],
  });
  expect(spec.status, JSON.stringify(spec.body)).toBe(200);
  const released = await api(request, owner, 'post', `product/${shirt}/techpack`, {
    note: 'For Fit 1',
  });
  expect(released.status).toBe(201);

  const wei = await createAccount(request, 'Wei');
  const invited = await api(request, owner, 'post', `team/${teamId}/suppliers`, {
    name: 'Lucky Garments',
    emails: [wei.email],
  });
  expect(invited.status).toBe(201);
  const supplierId = invited.body.data._id as string;
  const token = new URL(await linkFor(wei.email, '/jointeam?token=')).searchParams.get('token');
  expect((await api(request, wei, 'post', 'team/join', { token })).status).toBe(200);
  for (const id of [shirt, dress])
    expect(
      (await api(request, owner, 'put', `product/${id}/suppliers`, { supplierIds: [supplierId] }))
        .status,
    ).toBe(200);
  expect((await api(request, wei, 'put', 'generalSetting', { language: 'zh-Hans' })).status).toBe(
    200,
  );
  for (const [text, visibility] of [
    ['Internal: Lucky quoted too high, ask Nord too', 'internal'],
    ['Please confirm the linen shade before cutting', 'shared'],
  ])
    await api(request, owner, 'post', 'product/productComments', {
      productId: shirt,
      text,
      visibility,
    });
  return { owner, wei, teamId, shirt, names };
}

test('a team asks its factory for a Fit 1 sample; the factory, in Chinese, acknowledges, ships and measures; the team receives it into the fit session', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { owner, wei, teamId, shirt, names } = await studio(request);

  // The owner asks for the sample from the product page.
  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/productDetail/${shirt}`);
  const samples = page.getByRole('region', { name: 'Samples' });
  await expect(samples.getByText(/No sample requested yet/)).toBeVisible();
  await samples.getByRole('button', { name: 'Request a sample' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a sample' });
  await expect(dialog.getByRole('combobox', { name: 'Supplier', exact: true })).toHaveValue(
    'Lucky Garments',
  );
  await expect(dialog.getByRole('combobox', { name: 'Tech pack revision to follow' })).toHaveValue(
    /Tech pack revision A/,
  );
  await dialog.getByRole('combobox', { name: 'Sample round' }).click();
  await page.getByRole('option', { name: 'Fit 1' }).click();
  const sizes = dialog
    .getByRole('textbox', { name: 'Sizes' })
    .or(dialog.getByRole('combobox', { name: 'Sizes' }));
  await sizes.fill('M');
  await sizes.press('Enter');
  await dialog.getByRole('textbox', { name: 'Pieces of each size' }).fill('2');
  await dialog.getByLabel('Needed by').fill('2099-03-01');
  await dialog.getByLabel('Note to the supplier').fill('Wash once before measuring.');
  await expectAccessible(page, 'request a sample dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expectToast(page, messages.sampleRequested);
  const card = samples.getByRole('article', { name: 'Fit 1 · Lucky Garments' });
  await expect(card.getByText('Requested', { exact: true })).toBeVisible();
  await expect(card.getByText('Tech pack revision A')).toBeVisible();

  // The factory's person, reading Chinese, finds it on their board and answers it.
  const factory = await newContext(browser, { viewport: { width: 1440, height: 900 } });
  const weiPage = await factory.newPage();
  await weiPage.goto('/');
  await signIn(weiPage, wei);
  await expect(weiPage).toHaveURL(new RegExp(`/wall/${teamId}$`, 'i'));
  const wall = weiPage.getByRole('main');
  await expect(wall.getByText('Relaxed linen shirt').first()).toBeVisible();
  for (const other of names.slice(2)) await expect(wall.getByText(other)).toHaveCount(0);
  await weiPage.goto('/samples');
  await expect(weiPage.getByRole('heading', { name: '样品', level: 1 })).toBeVisible();
  const board = weiPage.getByRole('region', { name: 'Lucky Garments' });
  await expect(board.getByText('已申请', { exact: true })).toBeVisible();
  await lookAt(weiPage, '47-samples-supplier-board-zh', 'the factory’s sample board in Chinese');
  await board.getByRole('link', { name: 'Relaxed linen shirt' }).click();

  const mine = weiPage.getByRole('region', { name: '样品' });
  const request1 = mine.getByRole('article', { name: 'Fit 1 · Lucky Garments' });
  await expect(request1.getByText('Wash once before measuring.')).toBeVisible();
  await request1.getByRole('button', { name: '确认' }).click();
  const acknowledge = weiPage.getByRole('dialog', {
    name: /确认 Relaxed linen shirt 的 Fit 1 样品/,
  });
  await acknowledge.getByLabel('可寄出日期').fill('2099-02-20');
  await acknowledge.getByRole('button', { name: '确认' }).click();
  await expectToast(weiPage, zhServer.sampleSaved);
  await expect(request1.getByText('已确认', { exact: true })).toBeVisible();

  await request1.getByRole('button', { name: '标记为已寄出' }).click();
  const ship = weiPage.getByRole('dialog', { name: /已寄出/ });
  await ship.getByLabel('承运商').fill('DHL');
  await ship.getByLabel('运单号').fill('JD0140 2231 88');
  await ship.getByRole('button', { name: '标记为已寄出' }).click();
  await expectToast(weiPage, zhServer.sampleSaved);
  await expect(request1.getByText('已寄出', { exact: true })).toBeVisible();

  await request1.getByRole('button', { name: '提交尺寸' }).click();
  const measure = weiPage.getByRole('dialog', { name: /尺寸测量/ });
  await measure.getByRole('textbox', { name: 'T01 测量值' }).fill('71.5');
  await measure.getByRole('textbox', { name: 'T05 测量值' }).fill('44.2');
  await expectAccessible(weiPage, 'the factory’s measurements in Chinese');
  await screenshot(weiPage, '47-samples-supplier-measure-zh');
  await measure.getByRole('button', { name: '提交尺寸' }).click();
  await expectToast(weiPage, zhServer.sampleMeasured);
  // And a photo of the sample on the form, into the same session.
  await request1.getByRole('button', { name: '提交尺寸' }).click();
  const photos = weiPage.getByRole('dialog', { name: /尺寸测量/ });
  await expect(photos.getByText('还没有照片。', { exact: false })).toBeVisible();
  await photos
    .locator('input[type="file"]')
    .setInputFiles({ name: 'on-the-form.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(weiPage, zhServer.samplePhotosAdded);
  await expect(photos.getByRole('img', { name: 'on-the-form.png' })).toBeVisible();
  await weiPage.keyboard.press('Escape');
  // The internal comment, the team's work and costs stay out of the factory's page.
  await expect(weiPage.getByText('Internal: Lucky quoted too high')).toHaveCount(0);
  await expect(weiPage.getByText('Please confirm the linen shade before cutting')).toBeVisible();
  await expect(weiPage.getByRole('region', { name: 'Costing' })).toHaveCount(0);
  await lookAt(weiPage, '47-samples-supplier-product-zh', 'the factory’s product page in Chinese');

  // Every other surface answers the factory's products alone.
  const wall2 = await api(request, wei, 'get', `product/productFilter?teamId=${teamId}&limit=50`);
  expect((wall2.body.data as { name: string }[]).map((p) => p.name).sort()).toEqual([
    'Bias wrap dress',
    'Relaxed linen shirt',
  ]);
  const found = JSON.stringify(
    (await api(request, wei, 'get', 'globalSearch?searchFilter=a')).body,
  );
  for (const other of names.slice(2)) expect(found).not.toContain(other);
  expect(found).not.toContain('Internal: Lucky');
  const told = JSON.stringify(
    (await api(request, wei, 'get', 'notifications/userNotifications?page=1&limit=50')).body,
  );
  expect(told).toContain('asked for a Fit 1 sample of Relaxed linen shirt');
  expect(told).not.toContain('Internal: Lucky');
  expect([403, 404]).toContain((await api(request, wei, 'get', `product/${shirt}/costing`)).status);

  // The team sees it shipped without a reload, receives it and reads the fit session filled.
  await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(card.getByText(/DHL · tracking JD0140 2231 88/)).toBeVisible();
  await card.getByRole('button', { name: 'Mark received' }).click();
  await expectToast(page, messages.sampleSaved);
  await expect(card.getByText('Received', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Fit results' }).click();
  const results = page.getByRole('dialog', { name: /Fit 1 sample of Relaxed linen shirt/ });
  const t01 = results.getByRole('row').filter({ hasText: 'T01' });
  await expect(t01.getByText('71.5')).toBeVisible();
  await expect(t01.getByText('Out of tolerance')).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: 'T05' }).getByText('44.2')).toBeVisible();
  await expect(results.getByRole('img', { name: 'on-the-form.png' })).toBeVisible();
  await expectAccessible(page, 'the fit results of the sample');
  await screenshot(page, '47-samples-team-results');
  await page.keyboard.press('Escape');
  await lookAt(page, '47-samples-team-product', 'the team’s product page with its samples');

  await page.goto('/samples');
  await expect(page.getByRole('heading', { name: 'Samples', level: 1 })).toBeVisible();
  await expect(page.getByText('No open sample requests')).toBeVisible();
  await lookAt(page, '47-samples-team-board', 'the team’s empty sample board');

  // The factory's person switches to Turkish: the same pages read in Turkish, axe-clean.
  expect((await api(request, wei, 'put', 'generalSetting', { language: 'tr' })).status).toBe(200);
  await weiPage.goto('/samples');
  await expect(weiPage.getByRole('heading', { name: 'Numuneler', level: 1 })).toBeVisible();
  await expectAccessible(weiPage, 'the factory’s sample board in Turkish');
  await weiPage.goto(`/productDetail/${shirt}`);
  await expect(weiPage.getByRole('region', { name: 'Numuneler' })).toBeVisible();
  await expect(weiPage.getByText('Teslim alındı', { exact: true })).toBeVisible();
  await lookAt(weiPage, '47-samples-supplier-product-tr', 'the factory’s product page in Turkish');
  await factory.close();
});
