import type { Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expect, screenshot, test } from '../support/fixtures';
import { addProduct, auth, ownTeam } from '../support/teams';

/** A small PNG drawn by the browser's own canvas: real image bytes for the upload. */
async function png(page: Page, colour: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, colour);
  return Buffer.from(base64, 'base64');
}

test('the dashboard says what is late, which fabrics are trending and how much is stored, live', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Nadia');
  const headers = auth(owner);
  const teamId = await ownTeam(request, owner);
  const fabric = await request.post('/api/v1/fabric', {
    headers,
    data: { teamId, name: 'Washed linen' },
  });
  expect(fabric.status(), await fabric.text()).toBe(201);
  const fabricId = (await fabric.json()).data._id as string;
  const productId = await addProduct(request, owner, {
    teamId,
    name: 'Camp collar shirt',
    stage: 'sampling',
    deadline: '2026-01-15',
    fabricIds: [fabricId],
  });

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  const active = page.getByRole('region', { name: 'Active products' });
  await expect(active.getByRole('link', { name: 'Camp collar shirt' })).toBeVisible();
  await expect(active.getByText(/Late/)).toBeVisible();
  const stages = active.getByRole('list', { name: 'Products by stage' });
  await expect(stages.getByRole('listitem')).toHaveText([
    'Idea 0',
    'Design 0',
    'Sampling 1',
    'Approved 0',
    'Production 0',
  ]);
  const trending = page.getByRole('region', { name: 'Trending fabrics' });
  await expect(trending.getByText('Washed linen')).toBeVisible();
  await expect(trending.getByText('1 product')).toBeVisible();
  const uploads = page.getByRole('region', { name: 'Total uploads' });
  await expect(uploads.getByText('No files yet')).toBeVisible();

  // A teammate's upload of two files moves the uploads card and its chart without a reload.
  const upload = await request.post('/api/v1/auth/fileUpload', {
    headers,
    multipart: {
      productId,
      files: { name: 'front.png', mimeType: 'image/png', buffer: await png(page, '#c8553d') },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const second = await request.post('/api/v1/auth/fileUpload', {
    headers,
    multipart: {
      productId,
      files: { name: 'back.png', mimeType: 'image/png', buffer: await png(page, '#2d6a4f') },
    },
  });
  expect(second.ok(), await second.text()).toBe(true);
  await expect(uploads.getByText(/^files · /)).toBeVisible();
  await expect(uploads.getByRole('paragraph').filter({ hasText: /^2$/ })).toBeVisible();
  const thisWeek = uploads.getByRole('table', { name: 'Files uploaded per week' }).getByRole('row');
  await expect(thisWeek.last().getByRole('cell').first()).toHaveText('2');
  await expect(uploads.getByText(/ of .* used/)).toBeVisible();
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByText(/Nadia.* changed/).first()).toBeVisible();
  await expectAccessible(page, 'dashboard');
  await screenshot(page, '146-dashboard');

  // A stage's count opens its column of the progress board; a fabric opens the wall filtered.
  await stages.getByRole('link', { name: 'Sampling' }).click();
  await expect(page).toHaveURL(/\/Wall\/Progress\?team=.*&stage=sampling$/);
  await expect(page.getByRole('region', { name: 'Sampling' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Idea' })).toHaveCount(0);
  await page.goBack();
  await page.getByRole('region', { name: 'Trending fabrics' }).getByText('Washed linen').click();
  await expect(page).toHaveURL(new RegExp(`fabric=${fabricId}`));
  await expect(page.getByText('Camp collar shirt').first()).toBeVisible();

  // On a phone the cards stack, one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Total uploads' }).getByText(/^files · /),
  ).toBeVisible();
  await expectAccessible(page, 'dashboard on a phone');
  await screenshot(page, '147-dashboard-phone');
});
