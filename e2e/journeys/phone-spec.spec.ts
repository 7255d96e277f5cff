/**
 * Issue 48 §2, capture on the phone: a technical designer at a fitting, with a phone of 390 px,
 * types a size's measurements on the spec sheet with the number pad, then records the sample's
 * measurements in a fit session the same way.
 */
import path from 'node:path';
import { messages } from '@atelier/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, signIn, type Account } from '../support/accounts';
import { expectAccessible, toastsGone } from '../support/axe';
import { expect, expectToast, screenshot, test } from '../support/fixtures';
import { addProduct, auth, ownTeam } from '../support/teams';

const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

test.use({ viewport: PHONE, hasTouch: true });

/** What the person sees: the screen as it is, not the whole page. */
const onScreen = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });

/** A thumb's target: at least `least` px both ways. */
async function expectLarge(target: Locator, least: number) {
  const box = await target.boundingBox();
  expect(box, 'the target is on screen').not.toBeNull();
  expect(Math.min(box!.width, box!.height), 'the target is large enough').toBeGreaterThanOrEqual(
    least,
  );
}

/** The team's sheet for the shirt: body length, chest and sleeve in S–XL, graded from M. */
async function shirtWithSheet(request: APIRequestContext, owner: Account) {
  const teamId = await ownTeam(request, owner, { name: 'Sample room', description: 'SS27' });
  const productId = await addProduct(request, owner, { teamId, name: 'Boxy tee' });
  const library = await request.get(`/api/v1/pom?teamId=${teamId}`, { headers: auth(owner) });
  const poms = (await library.json()).data as { _id: string; code: string }[];
  const pom = (code: string) => poms.find((candidate) => candidate.code === code)!._id;
  const saved = await request.put(`/api/v1/product/${productId}/spec`, {
    headers: auth(owner),
    data: {
      revision: 0,
      unit: 'cm',
      sizes: ['S', 'M', 'L', 'XL'],
      baseSize: 'M',
      rows: [
        { pomId: pom('T01'), base: 70, gradeRule: 2, tolerance: { minus: 1, plus: 1 } },
        { pomId: pom('T02'), base: 50, gradeRule: 2.5, tolerance: { minus: 1, plus: 1 } },
        { pomId: pom('T07'), base: 61, gradeRule: 1, tolerance: { minus: 0.5, plus: 0.5 } },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return productId;
}

test('on a phone, a size of the spec sheet and a fit session’s measurements are typed with the number pad', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'Mara');
  const productId = await shirtWithSheet(request, owner);
  const readSpec = async () =>
    (
      await (
        await request.get(`/api/v1/product/${productId}/spec`, { headers: auth(owner) })
      ).json()
    ).data as { revision: number; rows: { code: string; values: Record<string, number> }[] };

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/productDetail/${productId}`);
  const sheet = page.getByRole('region', { name: 'Spec sheet' });

  // One size at a time, the base size first, with no grid to scroll sideways.
  const sizeM = sheet.getByRole('list', {
    name: 'Points of measure in size M (base size), in centimetres',
  });
  await expect(sizeM.getByRole('listitem')).toHaveCount(3);
  await expect(sheet.getByRole('table', { name: /^Spec sheet in/ })).toHaveCount(0);
  const value = (name: string) => sheet.getByRole('textbox', { name, exact: true });
  await expect(value('T01 M (base size)')).toHaveValue('70');
  await expect(sizeM.getByRole('listitem').first()).toContainText('Tolerance −1 / +1 cm');
  await sheet.getByRole('button', { name: 'Next size' }).scrollIntoViewIfNeeded();
  await toastsGone(page);
  await onScreen(page, '300-phone-spec-sheet');
  await expectLarge(value('T01 M (base size)'), 44);
  await expectLarge(sheet.getByRole('button', { name: 'Next size' }), 44);
  await expectLarge(sheet.locator('label').filter({ hasText: /^L$/ }), 44);
  await expectAccessible(page, 'spec sheet on a phone');

  // Size L: tap the body length, and the pad comes up at the foot of the screen.
  await sheet.getByRole('button', { name: 'Next size' }).tap();
  const sizeL = sheet.getByRole('list', { name: /^Points of measure in size L,/ });
  await expect(sizeL).toBeVisible();
  await expect(value('T01 L')).toHaveValue('72');
  await value('T01 L').tap();
  const pad = page.getByRole('group', { name: 'Number pad for T01 Body length from HPS · L' });
  await expect(pad).toBeVisible();
  const padBox = await pad.boundingBox();
  expect(Math.round(padBox!.y + padBox!.height)).toBe(PHONE.height);
  for (const key of await pad.getByRole('button').all()) await expectLarge(key, 48);
  const anyPad = page.getByRole('group', { name: /^Number pad for/ });
  const press = async (...keys: string[]) => {
    for (const name of keys) await anyPad.getByRole('button', { name, exact: true }).tap();
  };
  await press('7', '3', 'Decimal point', '5');
  await expect(value('T01 L')).toHaveValue('73.5');
  await expect(value('T01 L')).toBeFocused();
  await onScreen(page, '301-phone-number-pad');
  await expectAccessible(page, 'number pad on the spec sheet');
  await press('Next point of measure');
  await expect(value('T02 L')).toBeFocused();
  await expect(page.getByRole('group', { name: /^Number pad for T02 / })).toBeVisible();
  // A slip: backspace, then the right digit.
  await press('5', '4', 'Delete the last character', '3', 'Done');
  await expect(anyPad).toHaveCount(0);
  await expect(value('T02 L')).toHaveValue('53');

  // Saved by the sheet's own save, a new revision with L given by hand.
  await expect
    .poll(async () => (await readSpec()).rows.map((row) => `${row.code} ${row.values.L}`))
    .toEqual(['T01 73.5', 'T02 53', 'T07 62']);
  // One save or two, as the pause fell between the values.
  await expect(sheet.getByText(/Spec sheet saved\. Revision [23]\./)).toBeVisible();
  // Back at M, its values are as they were.
  await sheet
    .locator('label')
    .filter({ hasText: /^Mbase$/ })
    .tap();
  await expect(value('T01 M (base size)')).toHaveValue('70');

  // Fit 1 in M: the supplier's measurements, typed down the points with Next.
  await sheet.getByRole('button', { name: 'New fit session' }).click();
  const form = sheet.getByRole('form', { name: 'New fit session' });
  await form.getByRole('combobox', { name: 'Round' }).click();
  await page.getByRole('option', { name: 'Fit 1', exact: true }).click();
  await form.getByRole('button', { name: 'Open session' }).click();
  await expectToast(page, 'Fit session opened.');
  // A card per point of measure on a phone, not a table that scrolls sideways.
  const measurements = sheet.getByRole('list', { name: 'Measurements' });
  const field = (name: string) => measurements.getByRole('textbox', { name, exact: true });
  await expectLarge(field('T01 supplier'), 44);
  await field('T01 supplier').tap();
  const fitPad = page.getByRole('group', { name: /^Number pad for T01 supplier/ });
  await expect(fitPad).toBeVisible();
  for (const name of ['7', '2']) await fitPad.getByRole('button', { name, exact: true }).tap();
  await fitPad.getByRole('button', { name: 'Next point of measure' }).tap();
  await expect(field('T02 supplier')).toBeFocused();
  const nextPad = page.getByRole('group', { name: /^Number pad for T02 supplier/ });
  for (const name of ['4', '9', 'Decimal point', '5'])
    await nextPad.getByRole('button', { name, exact: true }).tap();
  await onScreen(page, '302-phone-fit-pad');
  await nextPad.getByRole('button', { name: 'Done' }).tap();
  await expect(sheet.getByRole('status').filter({ hasText: messages.fitRecorded })).toBeVisible();
  const row = (code: string) => measurements.getByRole('listitem').filter({ hasText: code });
  await expect(row('T01')).toContainText('Out of tolerance');
  await expect(row('T02')).toContainText('Within tolerance');
  await expect(field('T01 supplier')).toHaveValue('72');
  await expect(field('T02 supplier')).toHaveValue('49.5');
  await toastsGone(page);
  await expectAccessible(page, 'fit session on a phone');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, '303-phone-fit-session');

  // The sheet in inches: the pad offers the eighths, and 24 3/8 in is kept exactly.
  await sheet.getByText('in', { exact: true }).tap();
  await expect(value('T07 M (base size)')).toHaveValue('24');
  await value('T07 M (base size)').tap();
  const inchPad = page.getByRole('group', { name: /^Number pad for T07 / });
  for (const key of await inchPad.getByRole('button').all()) await expectLarge(key, 48);
  for (const name of ['2', '4', '3/8 inch'])
    await inchPad.getByRole('button', { name, exact: true }).tap();
  await expect(value('T07 M (base size)')).toHaveValue('24 3/8');
  await onScreen(page, '304-phone-pad-inches');
  await expectAccessible(page, 'number pad in inches');
  await inchPad.getByRole('button', { name: 'Done' }).tap();
  await expect
    .poll(async () => (await readSpec()).rows.map((row) => `${row.code} ${row.values.M}`))
    .toEqual(['T01 70', 'T02 50', 'T07 61.9125']);
});
