import { messages } from '@atelier/domain';
import sharp from 'sharp';
import { createAccount, signIn } from '../support/accounts';
import { expect, expectToast, phoneScreenshot, screenshot, test } from '../support/fixtures';
import { expectAccessible, expectAccessibleOnPhone, toastsGone } from '../support/axe';

/** A plain-coloured picture, as a designer's photo would be (real bytes, so thumbnails get made). */
async function picture(format: 'png' | 'jpeg', colour: string) {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

// The other journeys ask for reduced motion (playwright.config.ts); this one keeps Mantine's
// transitions, so the animated path a person sees by default is walked too.
test.use({ reducedMotion: 'no-preference' });

test('a designer creates a product with images, finds it on the wall, likes, duplicates and deletes it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Elsa');
  const auth = { authorization: `Bearer ${owner.token}` };
  const team = await request.post('/api/v1/team', {
    headers: auth,
    data: { name: 'Maison Sud', description: 'Summer dresses' },
  });
  expect(team.status()).toBe(201);
  const teamId = (await team.json()).data._id as string;
  const season = await request.post('/api/v1/season', {
    headers: auth,
    data: { teamId, name: 'SS27' },
  });
  expect(season.status()).toBe(201);

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  // An empty wall offers to create the first product.
  await page.goto('/Wall');
  await expect(page.getByText('No products yet')).toBeVisible();
  await screenshot(page, '70-wall-empty');
  await expectAccessible(page, 'empty wall');

  // The Create menu leads to the form; the name is required.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create Product' }).click();
  await expect(page).toHaveURL(/\/createproduct$/);
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('Maison Sud');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText(messages.productNameRequired)).toBeVisible();
  await page.getByLabel('Product name').fill('Linen wrap dress');
  await page.getByLabel('Description').fill('Bias-cut, with a tie at the waist.');
  await page.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option', { name: 'SS27' }).click();
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Design' }).click();
  await screenshot(page, '71-product-form');
  await expectAccessible(page, 'product form');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expectToast(page, messages.productAdded);
  await expect(page.getByRole('heading', { name: 'Linen wrap dress' })).toBeVisible();
  const productUrl = page.url();

  // Two images at once, through the upload button's file picker.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await picture('png', '#b0413e') },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', '#2f5d8a') },
  ]);
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByText('front.png')).toBeVisible();
  await expect(files.getByText('back.jpg')).toBeVisible();
  // Thumbnails come from a background job a moment later; the page looks again until then.
  await expect(files.locator('img')).toHaveCount(2, { timeout: 30_000 });
  await screenshot(page, '72-product-detail');
  await phoneScreenshot(page, '72-product-detail-phone');
  await expectAccessible(page, 'product page');
  await expectAccessibleOnPhone(page, 'product page');

  // The wall shows the cover's thumbnail.
  await page.goto('/Wall');
  const wall = page.getByRole('list', { name: 'Products' });
  const card = wall.getByRole('link', { name: /Linen wrap dress/ });
  await expect(card.locator('img')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, '73-wall');
  await phoneScreenshot(page, '73-wall-phone');
  await expectAccessible(page, 'wall');
  await expectAccessibleOnPhone(page, 'wall');

  // Filters live in the address: a stage that matches, then one that does not.
  await page.goto(`/Wall/${teamId}`);
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Design' }).click();
  await expect(page).toHaveURL(/stage=design/);
  await expect(wall.getByText('Linen wrap dress')).toBeVisible();
  await page.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option', { name: 'SS27' }).click();
  await expect(page).toHaveURL(/season=SS27/);
  await expect(wall.getByText('Linen wrap dress')).toBeVisible();
  // SPEC's shareable path reads by name, in any case, on the wall of all teams.
  await page.goto('/Wall/ss27/deadline/tag/category/fabric');
  await expect(wall.getByText('Linen wrap dress')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue('SS27');
  await screenshot(page, '73-wall-path-filters');
  await page.goto('/Wall/AW28/deadline/tag/category/fabric');
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await page.goto(`/Wall/${teamId}?stage=production`);
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await screenshot(page, '74-wall-filtered-empty');
  await phoneScreenshot(page, '74-wall-filtered-empty-phone');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(wall.getByText('Linen wrap dress')).toBeVisible();

  // The table of products sorts by name.
  await page.goto('/viewproducts');
  await expect(page.getByRole('link', { name: 'Linen wrap dress' })).toBeVisible();
  await screenshot(page, '75-view-products');
  await expectAccessible(page, 'products table');

  // The progress board moves a design to its next stage from the keyboard alone.
  await page.goto(`/Wall/Progress?team=${teamId}`);
  const design = page.getByRole('region', { name: 'Design' });
  const sampling = page.getByRole('region', { name: 'Sampling' });
  const handle = design.getByRole('button', { name: 'Move Linen wrap dress' });
  await expect(handle).toBeVisible();
  await expectAccessible(page, 'progress board');
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expectToast(page, messages.productUpdated);
  await expect(sampling.getByRole('link', { name: 'Linen wrap dress' })).toBeVisible();
  await screenshot(page, '77-progress-board');
  await phoneScreenshot(page, '77-progress-board-phone');

  // An image opens large; the arrows move between the product's images, Escape goes back.
  await page.goto(productUrl);
  await files.getByRole('link', { name: /back\.jpg/ }).click();
  await expect(page).toHaveURL(/\/productImgDetail\//);
  await expect(page.getByRole('img', { name: 'back.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await screenshot(page, '76-image-detail');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('img', { name: 'front.png' })).toBeVisible();
  await phoneScreenshot(page, '76-image-detail-phone');
  await expectAccessible(page, 'image detail');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(productUrl);

  // The same form edits it.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit product' });
  await expect(editor.getByLabel('Product name')).toHaveValue('Linen wrap dress');
  await editor.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Sampling' }).click();
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, messages.productUpdated);
  await expect(page.getByText('Sampling', { exact: true })).toBeVisible();

  // A comment, and a reply in its thread.
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByLabel('Add a comment').fill('Shorten the hem by 2 cm.');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, messages.commentAdded);
  // In the thread list: the box may still hold the text a moment after the comment is in.
  await expect(
    comments.getByRole('list', { name: 'Comments' }).getByText('Shorten the hem by 2 cm.'),
  ).toBeVisible();
  await comments.getByRole('button', { name: 'Reply' }).click();
  await comments.getByRole('textbox', { name: /^Reply to / }).fill('Done in the next sample.');
  await comments.getByRole('button', { name: 'Reply' }).click();
  await expect(
    comments.getByRole('list', { name: 'Comments' }).getByText('Done in the next sample.'),
  ).toBeVisible();
  // An @mention: the team's people are offered, the keyboard picks one.
  const box = comments.getByLabel('Add a comment');
  await box.pressSequentially('Over to @els');
  await expect(page.getByRole('option', { name: 'Elsa Lovelace' })).toBeVisible();
  // The reply's toast may still be fading out, its text half-transparent: axe reads the list alone.
  await toastsGone(page);
  await expectAccessible(page, 'mention list');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Over to @Elsa Lovelace ');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.locator('[data-mention]')).toHaveText('@Elsa Lovelace');
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, '78-product-comments');
  await expectAccessible(page, 'product comments');

  // Like, then duplicate: the copy's page opens.
  await page.getByRole('button', { name: 'Like · 0' }).click();
  await expectToast(page, messages.productLiked);
  await expect(page.getByRole('button', { name: 'Liked · 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expectToast(page, messages.productDuplicated);
  await expect(page.getByRole('heading', { name: 'Linen wrap dress (copy)' })).toBeVisible();
  expect(page.url()).not.toBe(productUrl);

  // Delete asks first, with the SPEC's words, then goes back to the wall.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(messages.confirmDeleteProduct)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expectToast(page, messages.productDeleted);
  await expect(page).toHaveURL(new RegExp(`/Wall/${teamId}$`));
  await expect(wall.getByRole('link', { name: /Linen wrap dress/ })).toHaveCount(1);
});
