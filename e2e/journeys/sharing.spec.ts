import { messages } from '@atelier/domain';
import sharp from 'sharp';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import {
  atPhoneWidth,
  expect,
  expectToast,
  newContext,
  phoneScreenshot,
  screenshot,
  test,
} from '../support/fixtures';
import { linkFor } from '../support/outbox';

test('a designer shares a product with a supplier who has no account, who comments on it', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Elsa');
  const auth = { authorization: `Bearer ${owner.token}` };
  const team = await request.post('/api/v1/team', {
    headers: auth,
    data: { name: 'Maison Nord', description: 'Knitwear' },
  });
  const teamId = (await team.json()).data._id as string;
  const product = await request.post('/api/v1/product', {
    headers: auth,
    data: { teamId, name: 'Cable-knit cardigan', description: 'Chunky, oversized.' },
  });
  const productId = (await product.json()).data._id as string;
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#7a4e8c' },
  })
    .png()
    .toBuffer();
  const upload = await request.post('/api/v1/auth/fileUpload', {
    headers: auth,
    multipart: {
      productId,
      files: { name: 'swatch.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(upload.ok()).toBe(true);
  // Two colleagues (all Freemium's seats): three faces, which must fit a phone's header too.
  const colleagues = await Promise.all(
    ['Ines', 'Oskar'].map((name) => createAccount(request, name)),
  );
  const invited = await request.post(`/api/v1/team/${teamId}/invite`, {
    headers: auth,
    data: { emails: colleagues.map((colleague) => colleague.email) },
  });
  expect(invited.status()).toBe(200);
  for (const colleague of colleagues) {
    const token = new URL(await linkFor(colleague.email, '/jointeam?token=')).searchParams.get(
      'token',
    );
    const joined = await request.post('/api/v1/team/join', {
      headers: { authorization: `Bearer ${colleague.token}` },
      data: { token },
    });
    expect(joined.status()).toBe(200);
  }

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/productDetail/${productId}`);
  await expect(page.getByRole('heading', { name: 'Cable-knit cardigan' })).toBeVisible();

  // Share by link: the visitor may comment, until the link is revoked.
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Cable-knit cardigan' });
  await expect(
    dialog.getByText('Nobody outside the team has a link to this design yet.'),
  ).toBeVisible();
  await dialog.getByText('Can comment and view').click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expectToast(page, messages.shareLinkCreated);
  const link = await dialog.getByLabel('Your link').inputValue();
  expect(link).toContain(`/ProductDetailLinkShare/${productId}/${teamId}/can-comment-and-view?`);
  await expect(dialog.getByText('Elsa Lovelace ·')).toBeVisible();
  await screenshot(page, '90-share-dialog');
  await expectAccessible(page, 'share dialog');

  // Share by e-mail: the supplier gets a link of their own.
  await dialog.getByRole('tab', { name: 'Send by e-mail' }).click();
  await dialog.getByLabel('Email addresses').fill('mill@supplier.test');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, messages.invitationSent);
  await expect(dialog.getByText('mill@supplier.test')).toBeVisible();
  const mailed = await linkFor('mill@supplier.test', '/ProductDetailLinkShare/');
  expect(mailed).toContain(`/ProductDetailLinkShare/${productId}/${teamId}/view?`);

  // Revoking the e-mailed link asks first, then it opens nothing.
  await dialog.getByRole('button', { name: 'Revoke the link for mill@supplier.test' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke link' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expectToast(page, messages.shareLinkRevoked);
  await expect(dialog.getByText('mill@supplier.test')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The supplier opens the link in a browser of their own, signed out.
  const visitorContext = await newContext(browser, { viewport: { width: 1440, height: 900 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(mailed);
  await expect(
    visitor.getByRole('heading', { name: 'This link does not open a design' }),
  ).toBeVisible();
  await expect(visitor.getByText(messages.shareLinkInvalid)).toBeVisible();

  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Cable-knit cardigan' })).toBeVisible();
  await expect(visitor.getByRole('banner').getByText('Shared by Elsa Lovelace')).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Elsa Lovelace' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'LOGIN' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'SIGNUP' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Open swatch.png' })).toBeVisible();
  await screenshot(visitor, '91-shared-view');
  await phoneScreenshot(visitor, '91-shared-view-phone');
  await atPhoneWidth(visitor, async () => {
    const faces = await visitor.getByLabel('Team members').boundingBox();
    const login = await visitor.getByRole('link', { name: 'LOGIN' }).boundingBox();
    expect(faces!.x + faces!.width, 'the faces end before LOGIN').toBeLessThanOrEqual(login!.x);
  });
  await expectAccessible(visitor, 'shared view');
  await expectAccessibleOnPhone(visitor, 'shared view');

  // The designer keeps the image open; the supplier pins a comment on it, under their name.
  const fileId = (await upload.json()).data[0]._id as string;
  await page.goto(`/productImgDetail/${fileId}?product=${productId}`);
  const teamComments = page.getByRole('region', { name: 'Comments' });
  await expect(teamComments.getByText(/^No comments on this image yet/)).toBeVisible();

  await visitor.getByRole('button', { name: 'Open swatch.png' }).click();
  const image = visitor.getByRole('img', { name: 'swatch.png' });
  await expect(image).toBeVisible();
  await visitor.getByLabel('Your name').fill('Marta at the mill');
  await visitor.getByRole('button', { name: 'Add pin' }).click();
  const box = await image.boundingBox();
  await visitor.mouse.click(box!.x + box!.width * 0.3, box!.y + box!.height * 0.6);
  // The box takes the focus a frame after the pin lands: words typed sooner would go elsewhere.
  await expect(visitor.getByLabel('Add a comment')).toBeFocused();
  await visitor.keyboard.type('This yarn comes in a warmer plum too.');
  await visitor.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(visitor, messages.commentAdded);
  await expect(
    visitor.getByRole('button', { name: 'Comment 1 by Marta at the mill' }),
  ).toBeVisible();
  await screenshot(visitor, '92-shared-image-pinned');
  await expectAccessible(visitor, 'shared image with a pin');

  // The team sees it appear live, marked as a guest's.
  await expect(page.getByRole('button', { name: 'Comment 1 by Marta at the mill' })).toBeVisible();
  await expect(teamComments.getByText('This yarn comes in a warmer plum too.')).toBeVisible();
  await expect(teamComments.getByText('Guest')).toBeVisible();
  await screenshot(page, '93-team-sees-guest-pin');

  // Escape goes back to the design, whose own comments the supplier may also join.
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('heading', { name: 'Cable-knit cardigan' })).toBeVisible();
  await expect(visitor.getByLabel('Your name')).toHaveValue('Marta at the mill');

  // The address's action is not the token's: anything but the two grants goes to /.
  await visitor.goto(link.replace('/can-comment-and-view?', '/edit?'));
  await expect(visitor).toHaveURL(/\/$/);

  await visitorContext.close();
});
