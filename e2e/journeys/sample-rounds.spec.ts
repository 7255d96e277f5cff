import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, phoneScreenshot, screenshot, test } from '../support/fixtures';
import { addProduct, auth, ownTeam } from '../support/teams';

/** A flat sketch of a shirt in one colour: the rounds differ by their colour. */
async function sketch(fill: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="#f3ede6"/>
    <path d="M470 150 L400 175 L250 300 L320 400 L400 340 L400 780 L800 780 L800 340 L880 400
      L950 300 L800 175 L730 150 Q600 230 470 150 Z" fill="${fill}" stroke="#3b4a56" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('a designer adds a second sample round under the same name and compares the two', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Nadia');
  const teamId = await ownTeam(request, owner);
  const productId = await addProduct(request, owner, { teamId, name: 'Camp collar shirt' });
  const upload = await request.post('/api/v1/auth/fileUpload', {
    headers: auth(owner),
    multipart: {
      productId,
      files: { name: 'front.png', mimeType: 'image/png', buffer: await sketch('#9fb7c9') },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const fileId = (await upload.json()).data[0]._id as string;

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/productDetail/${productId}`);
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByText('front.png')).toBeVisible();

  // The same name again: the page asks whether it is the next round.
  await page
    .getByLabel('Drop files here to upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await sketch('#D22B2B') });
  const prompt = page.getByRole('dialog', { name: 'front.png is already here' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page, 'new version prompt');
  // The team's sample rounds are offered; any other name may be typed.
  await expect(page.getByRole('option', { name: 'Fit 1' })).toBeVisible();
  await prompt.getByRole('combobox', { name: 'Name this version' }).fill('Proto 2');
  await prompt.getByRole('button', { name: 'Add as a new version of front.png' }).click();
  await expect(prompt).toBeHidden();
  // Still one front.png in the files.
  await expect(files.getByText('front.png')).toHaveCount(1);

  // The product's timeline tells it, and exports it.
  const timeline = page.getByRole('list', { name: 'Timeline entries' });
  await expect(timeline.getByText('added a version of front.png: “Proto 2”')).toBeVisible();
  await expect(timeline.getByText('uploaded front.png')).toBeVisible();
  await screenshot(page, '156-product-timeline');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Camp collar shirt timeline.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('When,Who,Kind,What,Field,Before,After,About');
  expect(csv).toContain('added a version of,,,Proto 2,front.png');

  await page.goto(`/productImgDetail/${fileId}?product=${productId}`);
  const strip = page.getByRole('group', { name: 'Versions' });
  await expect(strip.getByRole('button', { name: /v1 · Version 1/ })).toBeVisible();
  await expect(strip.getByRole('button', { name: /v2 · Proto 2/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page, 'image with its rounds');
  await expectAccessibleOnPhone(page, 'image with its rounds');
  await screenshot(page, '153-sample-rounds');
  await phoneScreenshot(page, '153-sample-rounds-phone');

  await page.getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare versions' });
  await expect(compare.getByRole('img', { name: 'v1 · Version 1' })).toBeVisible();
  await expect(compare.getByRole('img', { name: 'v2 · Proto 2' })).toBeVisible();
  await compare.getByRole('button', { name: 'Zoom in' }).click();
  await screenshot(page, '154-compare-side-by-side');
  await compare.getByText('Overlay').click();
  await expect(compare.getByText(/Drag the line/)).toBeVisible();
  await expectAccessible(page, 'compare overlay');
  await screenshot(page, '155-compare-overlay');
});
