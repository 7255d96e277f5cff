import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, newContext, phoneScreenshot, screenshot, test } from '../support/fixtures';
import { addProduct, auth, ownTeam } from '../support/teams';

/** A flat swatch of a garment's colour: enough for a card's image. */
const swatch = (fill: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: fill } })
    .png()
    .toBuffer();

test('a shirt enters Approved only once approved, and buyers get a line sheet of it: a PDF and a live link', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Ines');
  const teamId = await ownTeam(request, owner, { name: 'Maison Nord', description: 'SS27' });
  // A colour of the library on each product: the live link names it (issue 44 §12).
  const colour = await request.post('/api/v1/colour', {
    headers: auth(owner),
    data: { teamId, name: 'Sand', code: 'SD-01', hexCode: '#C9B79F' },
  });
  expect(colour.status(), await colour.text()).toBe(201);
  const colourId = (await colour.json()).data._id as string;
  const ids: string[] = [];
  for (const [name, fill, style, retail] of [
    ['Linen camp shirt', '#c9b79f', 'SS27-0142', 119],
    ['Pleated midi skirt', '#7d8f69', 'SS27-0157', 149],
  ] as const) {
    const productId = await addProduct(request, owner, {
      teamId,
      name,
      stage: 'sampling',
      colourIds: [colourId],
    });
    ids.push(productId);
    const upload = await request.post('/api/v1/auth/fileUpload', {
      headers: auth(owner),
      multipart: {
        productId,
        files: { name: 'front.png', mimeType: 'image/png', buffer: await swatch(fill) },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const buyer = await request.put(`/api/v1/product/${productId}/buyer`, {
      headers: auth(owner),
      data: {
        styleNumber: style,
        sizes: ['XS', 'S', 'M', 'L'],
        composition: '100% linen',
        wholesalePrice: retail / 2.5,
        retailPrice: retail,
        currency: 'EUR',
        deliveryFrom: '2027-02-01',
        deliveryTo: '2027-03-15',
      },
    });
    expect(buyer.ok(), await buyer.text()).toBe(true);
  }

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The team gates Approved: Ines approves.
  await page.goto('/setting/team');
  const stages = page.getByRole('region', { name: 'Stages and approvals in Maison Nord' });
  await stages.getByRole('button', { name: 'Edit approvals for Approved' }).click();
  const gate = page.getByRole('dialog', { name: 'Approvals for Approved' });
  await gate.getByLabel('Approvers').click();
  await page.getByRole('option', { name: /^Ines/ }).click();
  await gate.getByLabel('Days to decide').fill('3');
  await gate.getByRole('button', { name: 'Save' }).click();
  await expect(gate).toBeHidden();
  await expect(stages.getByText(/Ines.* · Everyone must approve · 3 days to decide/)).toBeVisible();

  // Moved to Approved, the shirt waits for its approver.
  await page.goto(`/productDetail/${ids[0]}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit product' });
  await edit.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Sent for approval: the product moves once its approvers agree.'),
  ).toBeVisible();
  const approval = page.getByRole('region', { name: 'Waiting for approval to enter Approved' });
  await expect(approval.getByRole('list', { name: 'Approvers' })).toContainText('Waiting');
  await expectAccessible(page, 'product waiting for approval');
  await expectAccessibleOnPhone(page, 'product waiting for approval');
  await screenshot(page, '160-approval-waiting');
  await phoneScreenshot(page, '160-approval-waiting-phone');
  await approval.getByRole('button', { name: 'Approve' }).click();
  const approved = page.getByRole('region', { name: 'Signed off to enter Approved' });
  await expect(approved.getByRole('list', { name: 'Approvers' })).toContainText('Approved');
  const timeline = page.getByRole('list', { name: 'Timeline entries' });
  await expect(timeline.getByText('approved it for Approved')).toBeVisible();
  await expect(timeline.getByText('asked to move it to Approved')).toBeVisible();

  await page.goto(`/Wall/${teamId}?stage=approved`);
  await expect(page.getByRole('heading', { name: 'Maison Nord wall' })).toBeVisible();
  await phoneScreenshot(page, '161-wall-with-line-sheet-phone');
  await page.getByRole('button', { name: 'Line sheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Line sheet' });
  await expect(
    dialog.getByText('The products this wall shows with its filters, in its order.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Make the line sheet' }).click();
  const download = dialog.getByRole('link', { name: 'Download PDF' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'line sheet dialog');
  await expectAccessibleOnPhone(page, 'line sheet dialog');
  await screenshot(page, '157-line-sheet-ready');
  await phoneScreenshot(page, '157-line-sheet-ready-phone');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^Maison Nord line sheet \d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // A live link for buyers: it opens without an account and shows the products as they are.
  await dialog.getByRole('tab', { name: 'Live link' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('SS27 for buyers');
  await dialog.getByRole('button', { name: 'Create live link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Your live link' }).inputValue();
  expect(url).toMatch(/\/linesheet\/[0-9a-f-]{36}\.[0-9a-f]+$/);
  await expect(dialog.getByText('SS27 for buyers')).toBeVisible();
  await screenshot(page, '158-line-sheet-link');

  const buyer = await newContext(browser);
  const buyerPage = await buyer.newPage();
  await buyerPage.setViewportSize({ width: 1440, height: 900 });
  await buyerPage.goto(new URL(url).pathname);
  await expect(buyerPage.getByRole('heading', { name: 'SS27 for buyers' })).toBeVisible();
  await expect(buyerPage.getByText('Maison Nord · 1 product, as they are now')).toBeVisible();
  const shirt = buyerPage.getByRole('article', { name: 'Linen camp shirt' });
  await expect(shirt.getByText('SS27-0142')).toBeVisible();
  await expect(shirt.getByText('€119.00')).toBeVisible();
  await expect(shirt.getByRole('list', { name: 'Colours' }).getByRole('listitem')).toHaveText([
    'Sand',
  ]);
  await expect(shirt.getByRole('img', { name: 'Linen camp shirt' })).toBeVisible();
  await expectAccessible(buyerPage, 'live line sheet');
  await expectAccessibleOnPhone(buyerPage, 'live line sheet');
  await screenshot(buyerPage, '159-live-line-sheet');
  await phoneScreenshot(buyerPage, '159-live-line-sheet-phone');

  // Revoked, the link opens nothing.
  await dialog.getByRole('button', { name: 'Revoke SS27 for buyers' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke live line sheet' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(dialog.getByText('No live line sheet of this team is shared yet.')).toBeVisible();
  await buyerPage.reload();
  await expect(
    buyerPage.getByRole('heading', { name: 'This link does not open a line sheet' }),
  ).toBeVisible();
  await buyer.close();
});
