import { messages } from '@atelier/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, signIn, type Account } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, expectToast, newContext, screenshot, test } from '../support/fixtures';
import sharp from 'sharp';
import { addProduct, auth, ownTeam, teamOf } from '../support/teams';

/** A flat sketch of a dress, big enough to pin a spot of it. */
function sketch() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="900" height="1200" fill="#f3ede6"/>
    <path d="M330 120 L570 120 L640 520 L780 1100 L120 1100 L260 520 Z" fill="#c97b84"
      stroke="#5a2e35" stroke-width="6"/>
    <line x1="260" y1="520" x2="640" y2="520" stroke="#5a2e35" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The team's product with one image and a spec sheet of two points in S–L, made through the API. */
async function productToWorkOn(request: APIRequestContext, owner: Account, teamId: string) {
  const productId = await addProduct(request, owner, { teamId, name: 'Wrap dress' });
  const upload = await request.post('/api/v1/auth/fileUpload', {
    headers: auth(owner),
    multipart: {
      productId,
      files: { name: 'front.png', mimeType: 'image/png', buffer: await sketch() },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const fileId = (await upload.json()).data[0]._id as string;
  // The image page lists images once their preview is made, by a job a moment later.
  await expect
    .poll(
      async () => {
        const files = await request.get(`/api/v1/product/${productId}/files`, {
          headers: auth(owner),
        });
        const items = (await files.json()).data as { _id: string; preview: string | null }[];
        return items.find((item) => item._id === fileId)?.preview ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  const poms = await request.get(`/api/v1/pom?teamId=${teamId}`, { headers: auth(owner) });
  const [t01, t02] = (await poms.json()).data as { _id: string }[];
  const saved = await request.put(`/api/v1/product/${productId}/spec`, {
    headers: auth(owner),
    data: {
      revision: 0,
      unit: 'cm',
      sizes: ['S', 'M', 'L'],
      baseSize: 'M',
      rows: [
        { pomId: t01!._id, base: 110, gradeRule: 2 },
        { pomId: t02!._id, base: 48, gradeRule: 2 },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { productId, fileId };
}

const avatars = (page: Page) => page.getByRole('group', { name: /^Also here: / });

test('two teammates see each other on a product live, its pins, typing and the cell being edited; someone without access sees nobody and is not seen', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const coco = await createAccount(request, 'Coco');
  const elsa = await createAccount(request, 'Elsa');
  const olga = await createAccount(request, 'Olga');
  const teamId = await teamOf(request, coco, elsa);
  await ownTeam(request, olga, { name: 'Rival studio', description: 'Not Coco’s' });
  const { productId, fileId } = await productToWorkOn(request, coco, teamId);
  const productUrl = `/productDetail/${productId}`;

  // Coco on a desktop, Elsa on her phone, both on the product.
  await page.goto('/');
  await signIn(page, coco);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { name: 'Wrap dress' })).toBeVisible();
  await expect(avatars(page)).toHaveCount(0);

  const elsaContext = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const phone = await elsaContext.newPage();
  await phone.goto('/');
  await signIn(phone, elsa);
  await expect(phone).toHaveURL(/\/dashboard$/);
  await phone.goto(productUrl);
  await expect(phone.getByRole('heading', { name: 'Wrap dress' })).toBeVisible();

  await expect(avatars(page)).toHaveAccessibleName('Also here: Elsa Lovelace');
  await expect(avatars(phone)).toHaveAccessibleName('Also here: Coco Lovelace');
  await expect(
    avatars(page).getByRole('img', { name: 'Elsa Lovelace, on the product' }),
  ).toHaveText('EL');

  // Olga, of another team, opens the product's address: not found, nobody shown, and not seen.
  const olgaContext = await newContext(browser);
  const outsider = await olgaContext.newPage();
  await outsider.goto('/');
  await signIn(outsider, olga);
  await expect(outsider).toHaveURL(/\/dashboard$/);
  await outsider.goto(productUrl);
  await expect(outsider.getByText(messages.noRecord).first()).toBeVisible();
  await expect(avatars(outsider)).toHaveCount(0);
  await screenshot(outsider, '240-presence-outsider');

  // Elsa starts a comment on her phone: Coco reads that she is typing.
  const elsaComments = phone.getByRole('region', { name: 'Comments' });
  await elsaComments.getByLabel('Add a comment').pressSequentially('Can we lower the wrap');
  const cocoComments = page.getByRole('region', { name: 'Comments' });
  await expect(cocoComments.getByText('Elsa Lovelace is typing…')).toBeVisible();
  await screenshot(page, '241-presence-typing');

  // Coco edits a cell of the spec sheet: Elsa's grid marks it with Coco's initials. Her phone
  // shows one size at a time: she moves to L, the size Coco is about to edit.
  const phoneSheet = phone.getByRole('region', { name: 'Spec sheet' });
  const phoneSizeL = phoneSheet.getByRole('list', { name: /^Points of measure in size L,/ });
  for (let step = 0; step < 5 && !(await phoneSizeL.isVisible()); step++)
    await phoneSheet.getByRole('button', { name: 'Next size' }).click();
  await expect(phoneSizeL).toBeVisible();
  const cocoSheet = page.getByRole('region', { name: 'Spec sheet' });
  const firstRow = await cocoSheet.getByRole('rowheader').first().textContent();
  const code = firstRow!.trim().split(/\s/)[0]!;
  await cocoSheet.getByRole('textbox', { name: `${code} L`, exact: true }).click();
  // Elsa's grid is read-only or editable, as her role says: the mark is the same on both.
  const elsaSheet = phone.getByRole('region', { name: 'Spec sheet' });
  const elsaMark = elsaSheet.getByText('Coco Lovelace is editing this cell');
  await expect(elsaMark).toBeAttached();
  await expect(elsaSheet.getByText('CL', { exact: true })).toBeVisible();
  await expect(
    avatars(phone).getByRole('img', { name: 'Coco Lovelace, on the spec sheet' }),
  ).toBeVisible();
  await elsaSheet.getByText('CL', { exact: true }).scrollIntoViewIfNeeded();
  await screenshot(phone, '242-presence-cell-phone');
  await expectAccessibleOnPhone(phone, 'product with presence on a phone');
  await expectAccessible(page, 'product with presence');
  await screenshot(page, '243-presence-product');

  // Coco leaves the cell: the mark goes.
  await page.keyboard.press('Escape');
  await cocoComments.getByLabel('Add a comment').click();
  await expect(elsaMark).toHaveCount(0);

  // Both open the image; Coco places a pin, and it appears on Elsa's phone without a reload.
  const imageUrl = `/productImgDetail/${fileId}?product=${productId}`;
  await page.goto(imageUrl);
  await phone.goto(imageUrl);
  await expect(
    avatars(page).getByRole('img', { name: 'Elsa Lovelace, on an image' }),
  ).toBeVisible();
  await expect(
    avatars(phone).getByRole('img', { name: 'Coco Lovelace, on an image' }),
  ).toBeVisible();
  const image = page.getByRole('img', { name: 'front.png' });
  await expect(image).toBeVisible();
  await page.getByRole('button', { name: 'Add pin' }).click();
  const box = (await image.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.5);
  await page.keyboard.type('Take in the waist by 1 cm.');
  const imageComments = page.getByRole('region', { name: 'Comments' });
  await imageComments.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, messages.commentAdded);
  const pinOnPhone = phone.getByRole('button', { name: 'Comment 1 by Coco Lovelace' });
  await expect(pinOnPhone).toBeVisible();
  await expect(phone.getByText('Take in the waist by 1 cm.')).toBeVisible();
  await screenshot(phone, '244-presence-pin-phone');
  await screenshot(page, '245-presence-image');

  // Olga tries the image's address too: nobody there for her, and Coco still sees only Elsa.
  await outsider.goto(imageUrl);
  await expect(avatars(outsider)).toHaveCount(0);
  await expect(avatars(page)).toHaveAccessibleName('Also here: Elsa Lovelace');

  // Elsa closes her browser: Coco is alone again.
  await elsaContext.close();
  await expect(avatars(page)).toHaveCount(0);
  await olgaContext.close();
});
