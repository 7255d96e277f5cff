import { createAccount, signIn } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expect, expectToast, screenshot, test } from '../support/fixtures';
import { moodBoard } from '../support/images';
import { addProduct, auth, ownTeam } from '../support/teams';

test('designmate reads a mood board’s palette into the library and answers what is late', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Nadia');
  const headers = auth(owner);
  const teamId = await ownTeam(request, owner);
  const lateId = await addProduct(request, owner, {
    teamId,
    name: 'Camp collar shirt',
    deadline: '2026-01-15',
  });

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'designmate' }).first().click();
  await expect(page).toHaveURL(/\/designmate$/);
  await page.getByRole('button', { name: 'New conversation' }).click();
  const box = page.getByRole('textbox', { name: 'Message designmate' });
  await expect(box).toBeVisible();

  const board = await moodBoard(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'mood-board.png',
    mimeType: 'image/png',
    buffer: board,
  });
  await expect(page.getByRole('img', { name: 'mood-board.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Palette from images')).toBeVisible();
  await expect(messages.getByText(/^#D[0-9A-F]{5} · 60 %$/)).toBeVisible();
  await expect(messages.getByText(/^#[0-9A-F]{6} · 40 %$/)).toBeVisible();
  await expectAccessible(page, 'designmate palette');
  await screenshot(page, '148-designmate-palette');
  await messages.getByRole('button', { name: 'Save to library' }).click();
  await expectToast(page, '2 colours saved to the library.');

  await box.fill('What is late?');
  await box.press('Enter');
  const answer = messages.getByRole('table');
  await expect(answer.getByRole('link', { name: 'Camp collar shirt' })).toBeVisible();
  await screenshot(page, '149-designmate-late');
  await answer.getByRole('link', { name: 'Camp collar shirt' }).click();
  await expect(page).toHaveURL(new RegExp(`/productDetail/${lateId}$`));

  // From an image of the product: a conversation about it, the image ready to send.
  const upload = await request.post('/api/v1/auth/fileUpload', {
    headers,
    multipart: {
      productId: lateId,
      files: { name: 'front.png', mimeType: 'image/png', buffer: board },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const fileId = (await upload.json()).data[0]._id as string;
  await expect
    .poll(
      async () => {
        const files = await request.get(`/api/v1/product/${lateId}/files`, { headers });
        const items = (await files.json()).data as { _id: string; preview: string | null }[];
        return items.find((item) => item._id === fileId)?.preview ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  await page.goto(`/productImgDetail/${fileId}?product=${lateId}`);
  await expect(page.getByRole('img', { name: 'front.png' })).toBeVisible();
  await screenshot(page, '151-image-ask-designmate');
  await page.getByRole('link', { name: 'Ask designmate' }).click();
  await expect(page).toHaveURL(/\/designmate\?conversation=/);
  await expect(
    page.getByRole('group', { name: 'Images to send' }).getByRole('img', { name: 'front.png' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'What is its palette?' }).click();
  await expect(messages.getByText(/^#D[0-9A-F]{5} · 60 %$/)).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: 'About Camp collar shirt', exact: true }),
  ).toBeVisible();
  await screenshot(page, '152-designmate-from-image');
  await messages.getByRole('button', { name: 'Add to the product' }).last().click();
  await expect(page.getByText('The palette’s colours are on Camp collar shirt.')).toBeVisible();
  const onProduct = await request.get(`/api/v1/product/${lateId}`, { headers });
  const colours = (await onProduct.json()).data.colours as { name: string }[];
  // Named as a colourist would (issue 44 §11), not 'Mood board 1', 'Mood board 2'.
  expect(colours.map((colour) => colour.name).sort()).toEqual(['Classic Blue', 'Flaming Cherry']);

  // The library holds the saved palette.
  await page.goto('/ColorLibrary');
  await expect(
    page.getByRole('cell', { name: 'Flaming Cherry', exact: true }).first(),
  ).toBeVisible();

  // On a phone the list sits above the conversation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/designmate');
  await expect(
    page.getByRole('button', { name: 'Palette from images', exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'designmate on a phone');
  await screenshot(page, '150-designmate-phone');
});
