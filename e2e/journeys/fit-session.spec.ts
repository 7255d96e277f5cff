import { readFile } from 'node:fs/promises';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone, toastsGone } from '../support/axe';
import { expect, expectToast, phoneScreenshot, screenshot, test } from '../support/fixtures';
import { addProduct, auth, ownTeam } from '../support/teams';

test('a technical designer sends the spec sheet as XLSX, reads it back, and turns a Fit 1 sample into the next revision', async ({
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

  // A sheet in S–L graded from M, made through the API as the spec-sheet journey makes it by hand.
  let poms = (
    await (await request.get(`/api/v1/pom?teamId=${teamId}`, { headers: auth(owner) })).json()
  ).data as { _id: string; code: string }[];
  if (poms.length === 0) {
    await request.post('/api/v1/pom/starter', { headers: auth(owner), data: { teamId } });
    poms = (
      await (await request.get(`/api/v1/pom?teamId=${teamId}`, { headers: auth(owner) })).json()
    ).data;
  }
  const idOf = (code: string) => poms.find((pom) => pom.code === code)!._id;
  const saved = await request.put(`/api/v1/product/${productId}/spec`, {
    headers: auth(owner),
    data: {
      revision: 0,
      unit: 'cm',
      sizes: ['S', 'M', 'L'],
      baseSize: 'M',
      rows: [
        { pomId: idOf('T01'), base: '70', gradeRule: '2', tolerance: { minus: '1', plus: '1' } },
        { pomId: idOf('T02'), base: '52', gradeRule: '2.5', tolerance: { minus: '1', plus: '1' } },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const revision = (await saved.json()).data.revision as number;

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/productDetail/${productId}`);
  const sheet = page.getByRole('region', { name: 'Spec sheet' });

  // The factory's file: downloaded with the session, read back unchanged.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    sheet.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`Boxy tee spec rev ${revision}.xlsx`);
  const xlsx = await readFile((await file.path())!);
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');
  await sheet.getByLabel('Spec sheet file to import').setInputFiles({
    name: 'boxy-tee.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  const preview = page.getByRole('dialog', { name: 'Import boxy-tee.xlsx' });
  await expect(preview).toContainText('Read as XLSX in cm');
  await expect(preview).toContainText('Sizes: S, M, L; base size M');
  await expect(preview).toContainText('0 rows changed, 0 added, 2 unchanged');
  await expect(
    preview.getByText('Nothing would change: the sheet already reads so.'),
  ).toBeVisible();
  await expect(
    preview.getByRole('button', { name: `Apply as revision ${revision + 1}` }),
  ).toBeDisabled();
  await expectAccessible(page, 'spec import preview');
  await screenshot(page, '196-spec-import-preview');
  await phoneScreenshot(page, '196-spec-import-preview-phone');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();

  // Fit 1 in M: the supplier's body length is 2.5 cm long, outside its ±1 cm.
  await sheet.getByRole('button', { name: 'New fit session' }).click();
  const form = sheet.getByRole('form', { name: 'New fit session' });
  // The team's rounds, in its order; a product's first session starts at the first.
  await expect(form.getByRole('combobox', { name: 'Round' })).toHaveValue('Proto');
  await form.getByRole('combobox', { name: 'Round' }).click();
  await page.getByRole('option', { name: 'Fit 1' }).click();
  await form.getByRole('button', { name: 'Open session' }).click();
  await expectToast(page, 'Fit session opened.');
  const measurements = sheet.getByRole('table', { name: 'Measurements' });
  const field = (name: string) => measurements.getByRole('textbox', { name, exact: true });
  await field('T01 supplier').fill('72.5');
  await field('T01 supplier').press('Enter');
  await expect(
    sheet.getByRole('status').filter({ hasText: 'Measurements recorded.' }),
  ).toBeVisible();
  await field('T02 supplier').fill('52.5');
  await field('T02 supplier').press('Enter');
  await field('T01 revised').fill('71');
  await field('T01 revised').press('Enter');
  await field('T01 comment').fill('Long at the hem: take 1 cm off.');
  await field('T01 comment').press('Enter');
  const body = measurements.getByRole('row').filter({ hasText: 'T01' });
  await expect(body).toContainText('+2.5');
  await expect(body).toContainText('Out of tolerance');
  await expect(measurements.getByRole('row').filter({ hasText: 'T02' })).toContainText(
    'Within tolerance',
  );
  await expect(field('T01 comment')).toHaveValue('Long at the hem: take 1 cm off.');
  await expect(sheet.getByRole('table', { name: 'Fit sessions' })).toContainText('Fit 1 · M');

  // 'Fit session opened.' may still be fading out, at too little contrast for axe.
  await toastsGone(page);
  await expectAccessible(page, 'fit session');
  // Typing scrolled the page: a full-page image taken scrolled puts the fixed header mid-image.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, '197-fit-session');
  await expectAccessibleOnPhone(page, 'fit session');
  await phoneScreenshot(page, '197-fit-session-phone');

  // The revised value becomes M of the next revision; L moves with the grade.
  await sheet.getByRole('button', { name: 'Apply revised values' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply revised values' });
  await expect(confirm).toContainText(
    `The revised values of 1 point become size M of the spec sheet’s revision ${revision + 1}.`,
  );
  await confirm.getByRole('button', { name: `Apply as revision ${revision + 1}` }).click();
  await expectToast(page, 'The revised values are on the spec sheet.');
  await expect(sheet.getByText(`Applied as revision ${revision + 1}.`)).toBeVisible();
  const after = await (
    await request.get(`/api/v1/product/${productId}/spec`, { headers: auth(owner) })
  ).json();
  expect(after.data.revision).toBe(revision + 1);
  expect(after.data.rows[0].values).toEqual({ S: 69, M: 71, L: 73 });
  await expect(sheet.getByRole('textbox', { name: 'T01 M (base size)', exact: true })).toHaveValue(
    '71',
  );

  // The team names its rounds its own way: Fit 1 becomes First fit, on the session too.
  await page.goto('/setting/team');
  const rounds = page.getByRole('region', { name: 'Sample rounds in Maison Nord' });
  const first = rounds.getByRole('textbox', { name: 'Name of round 2' });
  await expect(first).toHaveValue('Fit 1');
  await expect(rounds.getByText('1 fit session')).toBeVisible();
  await first.fill('First fit');
  await rounds.getByRole('button', { name: 'Move PP up' }).press('Enter');
  await rounds.getByRole('button', { name: 'Save rounds' }).click();
  await expectToast(page, 'Sample rounds saved.');
  await expect(rounds.getByRole('textbox', { name: 'Name of round 4' })).toHaveValue('PP');
  await toastsGone(page);
  await expectAccessible(page, 'sample rounds');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, '198-sample-rounds');
  await expectAccessibleOnPhone(page, 'sample rounds');
  await phoneScreenshot(page, '198-sample-rounds-phone');
  await page.goto(`/productDetail/${productId}`);
  await expect(sheet.getByRole('table', { name: 'Fit sessions' })).toContainText('First fit · M');
});
