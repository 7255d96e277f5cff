import { messages } from '@atelier/domain';
import type { APIRequestContext, Locator } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, expectToast, phoneScreenshot, screenshot, test } from '../support/fixtures';

/** A flat sketch of a shirt, as a designer would upload one (real bytes, so previews get made). */
async function sketch() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="#f3ede6"/>
    <path d="M470 150 L400 175 L250 300 L320 400 L400 340 L400 780 L800 780 L800 340 L880 400
      L950 300 L800 175 L730 150 Q600 230 470 150 Z" fill="#9fb7c9" stroke="#3b4a56" stroke-width="6"/>
    <path d="M470 150 Q600 230 730 150" fill="none" stroke="#3b4a56" stroke-width="6"/>
    <line x1="600" y1="195" x2="600" y2="780" stroke="#3b4a56" stroke-width="4"/>
    ${[260, 350, 440, 530, 620, 710].map((y) => `<circle cx="620" cy="${y}" r="9" fill="#f3ede6" stroke="#3b4a56" stroke-width="3"/>`).join('')}
    <rect x="450" y="320" width="110" height="120" rx="6" fill="none" stroke="#3b4a56" stroke-width="4"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A team with one product holding one image, made through the API; answers their ids. */
async function productWithImage(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const team = await request.post('/api/v1/team', {
    headers,
    data: { name: 'Atelier Nord', description: 'Shirts' },
  });
  expect(team.status()).toBe(201);
  const teamId = (await team.json()).data._id as string;
  const product = await request.post('/api/v1/product', {
    headers,
    data: { teamId, name: 'Oxford shirt' },
  });
  expect(product.status()).toBe(201);
  const productId = (await product.json()).data._id as string;
  const upload = await request.post('/api/v1/auth/fileUpload', {
    headers,
    multipart: {
      productId,
      files: { name: 'flat-sketch.png', mimeType: 'image/png', buffer: await sketch() },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const fileId = (await upload.json()).data[0]._id as string;
  // The preview comes from a background job a moment later.
  await expect
    .poll(
      async () => {
        const files = await request.get(`/api/v1/product/${productId}/files`, { headers });
        const items = (await files.json()).data as { _id: string; preview: string | null }[];
        return items.find((item) => item._id === fileId)?.preview ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return { headers, productId, fileId };
}

/** Where a pin points, as fractions of the image's on-screen box. */
async function pointOf(pin: Locator, image: Locator) {
  const anchor = await pin.locator('..').boundingBox();
  const box = await image.boundingBox();
  if (!anchor || !box) throw new Error('The pin or the image is not on screen.');
  return { x: (anchor.x - box.x) / box.width, y: (anchor.y - box.y) / box.height };
}

test('a designer pins a comment to a spot of an image, sees a teammate’s live, resolves and reopens it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Jane');
  const { headers, productId, fileId } = await productWithImage(request, owner.token);

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/productImgDetail/${fileId}?product=${productId}`);
  const image = page.getByRole('img', { name: 'flat-sketch.png' });
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(image).toBeVisible();
  await expect(comments.getByText(/^No comments on this image yet/)).toBeVisible();
  await screenshot(page, '80-image-comments-empty');
  await expectAccessible(page, 'image without comments');

  // "Add pin", a click on the chest pocket, and the comment box is ready for the words.
  await page.getByRole('button', { name: 'Add pin' }).click();
  await expect(page.getByText('Click the image to place your pin')).toBeVisible();
  const box = await image.boundingBox();
  await page.mouse.click(box!.x + box!.width * 0.42, box!.y + box!.height * 0.42);
  await expect(page.getByRole('img', { name: 'New pin 1' })).toBeVisible();
  const composer = comments.getByLabel('Add a comment');
  await expect(composer).toBeFocused();
  await screenshot(page, '81-image-comments-draft-pin');
  await page.keyboard.type('Move the pocket 1 cm towards the placket.');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, messages.commentAdded);
  const pin1 = page.getByRole('button', { name: 'Comment 1 by Jane Lovelace' });
  await expect(pin1).toBeVisible();
  const placed = await pointOf(pin1, image);
  expect(placed.x).toBeCloseTo(0.42, 2);
  expect(placed.y).toBeCloseTo(0.42, 2);

  // A teammate's pinned comment (another session of the team) appears without reload.
  const other = await request.post('/api/v1/product/productImgComments', {
    headers,
    data: { productId, fileId, text: 'Buttons in horn, not plastic.', x: 0.52, y: 0.6 },
  });
  expect(other.status()).toBe(201);
  const pin2 = page.getByRole('button', { name: 'Comment 2 by Jane Lovelace' });
  await expect(pin2).toBeVisible();
  await expect(comments.getByText('Buttons in horn, not plastic.')).toBeVisible();

  // A reply in the first thread.
  const thread1 = comments.getByRole('listitem').filter({ hasText: 'Move the pocket' }).first();
  await thread1.getByRole('button', { name: 'Reply' }).click();
  await thread1
    .getByRole('textbox', { name: /^Reply to / })
    .fill('Agreed, and square the corners.');
  await thread1.getByRole('button', { name: 'Reply' }).click();
  await expect(thread1.getByText('Agreed, and square the corners.')).toBeVisible();

  // A pin picks its thread.
  await pin2.click();
  const thread2 = comments.getByRole('listitem').filter({ hasText: 'Buttons in horn' });
  await expect(thread2).toHaveAttribute('data-active', 'true');
  await screenshot(page, '82-image-comments');
  await expectAccessible(page, 'image with pinned comments');
  await phoneScreenshot(page, '82-image-comments-phone');
  await expectAccessibleOnPhone(page, 'image with pinned comments');

  // Zoomed in, the pin still points at the same spot of the picture, at the same size.
  const size = (await pin1.boundingBox())!.height;
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () => (await image.boundingBox())!.width)
    .toBeGreaterThan(box!.width * 1.5);
  await page.waitForTimeout(400); // the zoom animates
  const zoomed = await pointOf(pin1, image);
  expect(zoomed.x).toBeCloseTo(placed.x, 2);
  expect(zoomed.y).toBeCloseTo(placed.y, 2);
  expect((await pin1.boundingBox())!.height).toBeCloseTo(size, 0);
  await screenshot(page, '83-image-comments-zoomed');
  await page.getByRole('button', { name: 'Reset zoom' }).click();

  // Resolved, the thread and its pin step aside; "Show resolved" brings them back to reopen.
  await thread1.getByRole('button', { name: 'Resolve' }).click();
  await expectToast(page, messages.commentResolved);
  await expect(pin1).toBeHidden();
  await expect(comments.getByText('Move the pocket 1 cm towards the placket.')).toBeHidden();
  await comments.getByRole('switch', { name: 'Show resolved (1)' }).check();
  const resolvedPin = page.getByRole('button', { name: 'Comment 1 by Jane Lovelace, resolved' });
  await expect(resolvedPin).toBeVisible();
  await expect(thread1.getByText('Resolved', { exact: true })).toBeVisible();
  await screenshot(page, '84-image-comments-resolved');
  await expectAccessible(page, 'image with a resolved thread');
  await thread1.getByRole('button', { name: 'Reopen' }).click();
  await expectToast(page, messages.commentReopened);
  await expect(pin1).toBeVisible();
  await expect(thread1.getByText('Agreed, and square the corners.')).toBeVisible();

  // The C key starts a pin too, and Escape lets go of it before leaving the image.
  await page.keyboard.press('c');
  await expect(page.getByRole('button', { name: 'Add pin' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Add pin' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page).toHaveURL(/\/productImgDetail\//);
});
