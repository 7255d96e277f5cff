import type { Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, expectToast, phoneScreenshot, screenshot, test } from '../support/fixtures';
import { addProduct, auth, ownTeam } from '../support/teams';

/** A block as a spreadsheet copies it, pasted into the focused cell. */
async function pasteInto(page: Page, text: string) {
  await page.evaluate((block) => {
    const data = new DataTransfer();
    data.setData('text/plain', block);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('a technical designer grades a spec sheet from M, pastes a block from a spreadsheet and compares revisions', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Thea');
  const teamId = await ownTeam(request, owner, { name: 'Maison Nord', description: 'SS27' });
  const productId = await addProduct(request, owner, {
    teamId,
    name: 'Boxy tee',
    stage: 'sampling',
  });

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The team's library starts from the starter points of measure.
  await page.goto('/measurements');
  await expect(page.getByRole('heading', { name: 'Points of Measure' })).toBeVisible();
  await expect(page.getByText('Body length from HPS')).toBeVisible();
  await page.getByRole('button', { name: 'Delete T15', exact: false }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Delete point of measure?' });
  await confirm.getByRole('button', { name: 'Delete point of measure' }).click();
  await expectToast(page, 'Point of measure deleted.');
  await page.getByRole('button', { name: 'Add starter library' }).click();
  await expectToast(page, 'Starter points of measure added.');
  await expectAccessible(page, 'points of measure');
  await expectAccessibleOnPhone(page, 'points of measure');
  await screenshot(page, '193-points-of-measure');
  await phoneScreenshot(page, '193-points-of-measure-phone');

  // A sheet in XS–XL, graded from M.
  await page.goto(`/productDetail/${productId}`);
  const sheet = page.getByRole('region', { name: 'Spec sheet' });
  await sheet.getByLabel('Choose the sizes').click();
  await page.getByRole('option', { name: /^XS–XL/ }).click();
  for (const code of ['T01', 'T02']) {
    await sheet.getByLabel('Add a point of measure').fill(code);
    await page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
  }
  // Without values yet, each row says which sizes have none: in words, not colour alone.
  await expect(sheet.getByText('No value for XS, S, M, L, XL.')).toHaveCount(2);
  const cell = (name: string) => sheet.getByRole('textbox', { name, exact: true });
  await cell('T01 M (base size)').fill('70');
  await cell('T01 M (base size)').press('Tab');
  await expect(cell('T01 L')).toBeFocused();
  await cell('T01 grade').fill('2');
  await cell('T01 grade').press('Enter');
  await expect(cell('T02 grade')).toBeFocused();
  await cell('T02 M (base size)').fill('52');
  await cell('T02 M (base size)').press('ArrowUp');
  await expect(cell('T01 M (base size)')).toBeFocused();
  await cell('T02 grade').fill('2.5');
  await cell('T02 grade').press('Enter');
  await expect(sheet.getByText('No value for XS, S, M, L, XL.')).toHaveCount(0);
  await expect(cell('T01 XL')).toHaveValue('74');
  await expect(cell('T02 XS')).toHaveValue('47');
  // Saved as it goes: the server holds the graded sheet.
  let before = 0;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/product/${productId}/spec`, {
        headers: auth(owner),
      });
      const { data } = await answer.json();
      before = data.revision;
      return data.rows.map((row: { code: string; values: Record<string, number> }) =>
        [row.code, row.values.XS, row.values.XL].join(' '),
      );
    })
    .toEqual(['T01 66 74', 'T02 47 57']);
  const status = sheet.getByRole('status').filter({ hasText: 'Revision' });
  await expect(status).toContainText(`Revision ${before}.`);

  // A block from a spreadsheet: XS and S of both rows, from T01 XS.
  await cell('T01 XS').focus();
  await pasteInto(page, '65\t67.5\r\n46\t49\r\n');
  await expect(cell('T01 S')).toHaveValue('67.5');
  await expect(cell('T02 XS')).toHaveValue('46');
  await expect(status).toContainText(`Revision ${before + 1}.`);

  await expectAccessible(page, 'spec sheet');
  await screenshot(page, '194-spec-sheet');
  await expectAccessibleOnPhone(page, 'spec sheet');
  await phoneScreenshot(page, '194-spec-sheet-phone');

  // The revisions compare: the pasted cells, before → after, by whom.
  const changes = sheet.getByRole('table', {
    name: `Changes from revision ${before} to ${before + 1}`,
  });
  await expect(changes).toBeVisible();
  await expect(changes.getByRole('row')).toHaveCount(5);
  const xs = changes.getByRole('row').filter({ hasText: 'Body length from HPS' }).filter({
    hasText: 'XS',
  });
  await expect(xs.first()).toContainText('66 cm → 65 cm');
  await expect(xs.first()).toContainText('−1 cm');
  await expect(xs.first()).toContainText('Thea');
  await expectAccessible(page, 'spec revisions compared');
  await screenshot(page, '195-spec-compare');
  await phoneScreenshot(page, '195-spec-compare-phone');
});
