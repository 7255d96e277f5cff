import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone, toastsGone } from '../support/axe';
import {
  atPhoneWidth,
  expect,
  expectNoSidewaysScroll,
  expectToast,
  phoneScreenshot,
  screenshot,
  test,
} from '../support/fixtures';
import { addProduct, auth, teamOf } from '../support/teams';
import type { Page } from '@playwright/test';

/** Both widths, axe-clean, with a screenshot of each (the page scrolled back to its top). */
async function lookAt(page: Page, name: string, label: string) {
  await toastsGone(page);
  await expectAccessible(page, label);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await expectAccessibleOnPhone(page, label);
  await phoneScreenshot(page, `${name}-phone`);
  await atPhoneWidth(page, () => expectNoSidewaysScroll(page, label));
}

test('the tech pack: rates set, a bill of materials in two colourways, its costing missing the target', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Thea');
  const teammate = await createAccount(request, 'Nadia');
  const teamId = await teamOf(request, owner, teammate);
  for (const [name, code, hexCode] of [
    ['Poppy', '18-1662', '#E2492F'],
    ['Chalk', '11-4202', '#EDEAE0'],
    ['Ink', '19-4015', '#2B3340'],
  ]) {
    const made = await request.post('/api/v1/colour', {
      headers: auth(owner),
      data: { teamId, name, code, hexCode },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  const productId = await addProduct(request, owner, { teamId, name: 'Relaxed shirt 亚麻衬衫' });
  const priced = await request.put(`/api/v1/product/${productId}/buyer`, {
    headers: auth(owner),
    data: { wholesalePrice: 60, retailPrice: 150, currency: 'EUR' },
  });
  expect(priced.ok(), await priced.text()).toBe(true);

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The team's costing currency and one rate, with the day it is for.
  await page.goto('/setting/team');
  const rates = page.getByRole('form', { name: 'Costing currency and rates' });
  await rates.getByRole('combobox', { name: /Costing currency/ }).click();
  await page.getByRole('option', { name: 'EUR · Euro' }).click();
  await rates.getByRole('button', { name: 'Add rate' }).click();
  await rates.getByRole('combobox', { name: 'Currency of rate 1' }).click();
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await rates.getByRole('textbox', { name: /Rate 1 in EUR/ }).fill('0.92');
  await rates.getByRole('button', { name: 'Save currency and rates' }).click();
  await expectToast(page, 'Currency and rates saved.');

  // The bill: a shell fabric and buttons, two colourways, the buttons not used in one.
  await page.goto(`/productDetail/${productId}`);
  const bom = page.getByRole('region', { name: 'Bill of materials' });
  await bom.getByRole('button', { name: 'Add colourway' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add colourway' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Poppy / Chalk');
  await dialog.getByRole('combobox', { name: 'Colours' }).click();
  await page.getByRole('option', { name: /Poppy/ }).click();
  await page.getByRole('option', { name: /Chalk/ }).click();
  await dialog.getByRole('heading', { name: 'Add colourway' }).click();
  await dialog.getByRole('button', { name: 'Add colourway' }).click();
  await bom.getByRole('button', { name: 'Add colourway' }).click();
  dialog = page.getByRole('dialog', { name: 'Add colourway' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ink');
  await dialog.getByRole('combobox', { name: 'Colours' }).click();
  await page.getByRole('option', { name: /Ink/ }).click();
  await dialog.getByRole('heading', { name: 'Add colourway' }).click();
  await dialog.getByRole('button', { name: 'Add colourway' }).click();

  await bom.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('menuitem', { name: 'Fabric' }).click();
  await bom.getByRole('textbox', { name: 'Material of line 1' }).fill('Washed linen 180 g');
  await bom.getByRole('textbox', { name: 'Placement of Washed linen 180 g' }).fill('Body');
  await bom.getByRole('textbox', { name: 'Quantity of Washed linen 180 g' }).fill('1.85');
  await bom.getByRole('textbox', { name: 'Unit price of Washed linen 180 g' }).fill('6.40');
  await bom.getByRole('combobox', { name: 'Currency of Washed linen 180 g' }).fill('EUR');
  await page.getByRole('option', { name: 'EUR', exact: true }).click();
  await bom.getByRole('textbox', { name: 'Waste % of Washed linen 180 g' }).fill('5');
  await bom.getByRole('combobox', { name: 'Washed linen 180 g in Poppy / Chalk' }).click();
  await page.getByRole('option', { name: 'Poppy' }).click();
  await bom.getByRole('combobox', { name: 'Washed linen 180 g in Ink' }).click();
  await page.getByRole('option', { name: 'Ink' }).click();

  await bom.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('menuitem', { name: 'Trim' }).click();
  await bom.getByRole('textbox', { name: 'Material of line 2' }).fill('Corozo button 18L');
  await bom.getByRole('textbox', { name: 'Quantity of Corozo button 18L' }).fill('7');
  await bom.getByRole('textbox', { name: 'Unit price of Corozo button 18L' }).fill('0.35');
  await bom.getByRole('combobox', { name: 'Currency of Corozo button 18L' }).fill('USD');
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await bom.getByRole('combobox', { name: 'Corozo button 18L in Ink' }).click();
  await page.getByRole('option', { name: 'Not used' }).click();
  await expect(bom.getByText(/Bill of materials saved\. Revision \d+\./)).toBeVisible();

  // The costing: labour and freight, a target the Poppy colourway misses.
  const costing = page.getByRole('region', { name: 'Costing' });
  const parts = costing.getByRole('form', { name: 'Cost parts' });
  await parts.getByRole('textbox', { name: /Labour \(CMT\)/ }).fill('9.50');
  await parts.getByRole('textbox', { name: /Target cost/ }).fill('24');
  await parts.getByRole('button', { name: 'Save costing' }).click();
  await expectToast(page, 'Costing saved.');
  const table = costing.getByRole('table', { name: 'Costing by colourway' });
  // 1.85 m × 1.05 × €6.40 = 12.432 and 7 × $0.35 × 0.92 = 2.254 (Poppy / Chalk only): 14.69,
  // then €9.50 of labour.
  await expect(table.getByRole('row', { name: /Poppy \/ Chalk/ })).toContainText('€24.19');
  await expect(table.getByRole('row', { name: /Poppy \/ Chalk/ })).toContainText('Over target by');
  await expect(table.getByRole('row', { name: /Ink/ })).toContainText('€21.93');
  // Typing moved the wide table sideways: back to its first column for the picture.
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll('main *')))
      if (element.scrollLeft > 0) element.scrollLeft = 0;
  });
  await lookAt(page, '201-bill-of-materials', 'bill of materials and costing');
});
