import { readFile } from 'node:fs/promises';
import { messages } from '@atelier/domain';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone, toastsGone } from '../support/axe';
import {
  expect,
  expectToast,
  newContext,
  phoneScreenshot,
  screenshot,
  test,
} from '../support/fixtures';
import { addProduct, auth, teamOf } from '../support/teams';

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

/** A flat photo of the sample, as a designer would upload one (real bytes, so a thumbnail is made). */
async function samplePhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
    <rect width="900" height="900" fill="#f3ede6"/>
    <path d="M320 120 L180 220 L240 320 L300 280 L300 800 L600 800 L600 280 L660 320 L720 220
      L580 120 Q450 190 320 120 Z" fill="#c9b79f" stroke="#3b4a56" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const specSheet = (page: Page) => page.getByRole('region', { name: 'Spec sheet' });
const cellOf = (page: Page) => (name: string) =>
  specSheet(page).getByRole('textbox', { name, exact: true });

/** Both widths, axe-clean, with a screenshot of each (the page scrolled back to its top). */
async function lookAt(page: Page, name: string, label: string) {
  await toastsGone(page);
  await expectAccessible(page, label);
  // Typing scrolled the page: a full-page image taken scrolled puts the fixed header mid-image.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await expectAccessibleOnPhone(page, label);
  await phoneScreenshot(page, `${name}-phone`);
}

test('the factory loop: starter points, a sheet graded from M and pasted from a spreadsheet, a teammate typing beside, the factory file out and back, Fit 1 with a pinned photo applied as the next revision, Fit 2 side by side, the rounds renamed', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Thea');
  const teammate = await createAccount(request, 'Nadia');
  const teamId = await teamOf(request, owner, teammate);
  const productId = await addProduct(request, owner, {
    teamId,
    name: 'Relaxed shirt',
    stage: 'sampling',
  });
  const upload = await request.post('/api/v1/auth/fileUpload', {
    headers: auth(owner),
    multipart: {
      productId,
      files: { name: 'fit-1-front.png', mimeType: 'image/png', buffer: await samplePhoto() },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const photoId = (await upload.json()).data[0]._id as string;
  const readSpec = async () =>
    (
      await (
        await request.get(`/api/v1/product/${productId}/spec`, { headers: auth(owner) })
      ).json()
    ).data as {
      revision: number;
      rows: { code: string; values: Record<string, number>; tolerance: { minus: number } }[];
    };

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The library starts from the starter points of measure; a deleted one comes back with them.
  await page.goto('/measurements');
  await expect(page.getByRole('heading', { name: 'Points of Measure' })).toBeVisible();
  await expect(page.getByText('Body length from HPS')).toBeVisible();
  await page.getByRole('button', { name: 'Delete T15', exact: false }).first().click();
  const deleting = page.getByRole('dialog', { name: 'Delete point of measure?' });
  await deleting.getByRole('button', { name: 'Delete point of measure' }).click();
  await expectToast(page, 'Point of measure deleted.');
  await page.getByRole('button', { name: 'Add starter library' }).click();
  await expectToast(page, 'Starter points of measure added.');
  await lookAt(page, '193-points-of-measure', 'points of measure');

  // A size range of the team's own: typed sizes, the base size chosen among them.
  await page.getByRole('button', { name: 'Add size range' }).click();
  const rangeForm = page.getByRole('dialog', { name: 'Add size range' });
  await rangeForm.getByLabel(/^Name/).fill('Shirts S–XL');
  await rangeForm.getByRole('combobox', { name: /^Sizes, smallest first/ }).fill('S,M,L,XL,');
  await rangeForm.getByRole('combobox', { name: 'Base size' }).click();
  await page.getByRole('option', { name: 'M', exact: true }).click();
  await rangeForm.getByRole('button', { name: 'Add size range' }).click();
  await expectToast(page, 'Size range added.');
  await expect(
    page.getByRole('table', { name: 'Size ranges' }).getByRole('row').filter({
      hasText: 'Shirts S–XL',
    }),
  ).toContainText('M (base)');
  await lookAt(page, '199-size-ranges', 'size ranges');

  // The sheet: S–XL graded from M, typed as in a spreadsheet.
  await page.goto(`/productDetail/${productId}`);
  const sheet = specSheet(page);
  const cell = cellOf(page);
  await sheet.getByLabel('Choose the sizes').click();
  await page.getByRole('option', { name: /^Shirts S–XL/ }).click();
  for (const code of ['T01', 'T02', 'T07']) {
    await sheet.getByLabel('Add a point of measure').fill(code);
    await page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
  }
  // Without values yet, each row says which sizes have none: in words, not colour alone.
  await expect(sheet.getByText('No value for S, M, L, XL.')).toHaveCount(3);
  await cell('T01 M (base size)').fill('74');
  await cell('T01 M (base size)').press('Tab');
  await expect(cell('T01 L')).toBeFocused();
  await cell('T01 grade').fill('2');
  await cell('T01 grade').press('Enter');
  await expect(cell('T02 grade')).toBeFocused();
  await cell('T02 M (base size)').fill('56');
  await cell('T02 M (base size)').press('ArrowUp');
  await expect(cell('T01 M (base size)')).toBeFocused();
  // A grade per step: +2 up to L, +3 above.
  await cell('T02 grade').fill('2; 2; 3');
  await cell('T02 grade').press('Enter');
  await expect(cell('T01 XL')).toHaveValue('78');
  await expect(cell('T02 XL')).toHaveValue('61');
  // A row from a spreadsheet, pasted from its first size.
  await cell('T07 S').focus();
  await pasteInto(page, '62\t63\t64\t65\r\n');
  await expect(cell('T07 XL')).toHaveValue('65');
  await expect(sheet.getByText('No value for S, M, L, XL.')).toHaveCount(0);
  await expect
    .poll(async () => (await readSpec()).rows.map((row) => [row.code, row.values.XL].join(' ')))
    .toEqual(['T01 78', 'T02 61', 'T07 65']);
  await lookAt(page, '194-spec-sheet', 'spec sheet');

  // Nadia opens the same sheet; each types in a different cell at the same moment.
  const nadiasContext = await newContext(browser, { viewport: { width: 1440, height: 900 } });
  const nadias = await nadiasContext.newPage();
  await nadias.goto('/');
  await signIn(nadias, teammate);
  await expect(nadias).toHaveURL(/\/dashboard$/);
  await nadias.goto(`/productDetail/${productId}`);
  await expect(cellOf(nadias)('T07 XL')).toHaveValue('65');
  await cellOf(nadias)('T02 tolerance minus').fill('0.5');
  await cellOf(nadias)('T02 tolerance minus').press('Enter');
  await cell('T01 L').fill('76.5');
  await cell('T01 L').press('Enter');
  // Both land, on both pages, and nobody is asked to choose.
  for (const each of [page, nadias]) {
    await expect(cellOf(each)('T01 L')).toHaveValue('76.5');
    await expect(cellOf(each)('T02 tolerance minus')).toHaveValue('0.5');
  }
  await expect(sheet.getByText('Someone else saved this spec sheet')).toHaveCount(0);
  await expect
    .poll(async () => {
      const { rows } = await readSpec();
      return [rows[0]!.values.L, rows[1]!.tolerance.minus];
    })
    .toEqual([76.5, 0.5]);
  await nadiasContext.close();

  // The factory's file: exported as XLSX and read back unchanged.
  const revision = (await readSpec()).revision;
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    sheet.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`Relaxed shirt spec rev ${revision}.xlsx`);
  const xlsx = await readFile((await file.path())!);
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');
  await sheet.getByLabel('Spec sheet file to import').setInputFiles({
    name: 'relaxed-shirt.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  const preview = page.getByRole('dialog', { name: 'Import relaxed-shirt.xlsx' });
  await expect(preview).toContainText('Read as XLSX in cm');
  await expect(preview).toContainText('Sizes: S, M, L, XL; base size M');
  await expect(preview).toContainText('0 rows changed, 0 added, 3 unchanged');
  await expect(
    preview.getByRole('button', { name: `Apply as revision ${revision + 1}` }),
  ).toBeDisabled();
  await lookAt(page, '196-spec-import-preview', 'spec import preview');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();

  // Fit 1 in M: body length 2 cm long and sleeve 2 cm short, outside their ±1 cm.
  await sheet.getByRole('button', { name: 'New fit session' }).click();
  const form = sheet.getByRole('form', { name: 'New fit session' });
  await form.getByRole('combobox', { name: 'Round' }).click();
  await page.getByRole('option', { name: 'Fit 1', exact: true }).click();
  await form.getByRole('button', { name: 'Open session' }).click();
  await expectToast(page, 'Fit session opened.');
  const measurements = sheet.getByRole('table', { name: 'Measurements' });
  const field = (name: string) => measurements.getByRole('textbox', { name, exact: true });
  for (const [name, text] of [
    ['T01 supplier', '76'],
    ['T02 supplier', '55.5'],
    ['T07 supplier', '61'],
    ['T01 revised', '75'],
    ['T01 comment', 'Long at the hem: take 1 cm off.'],
  ]) {
    await field(name!).fill(text!);
    await field(name!).press('Enter');
    await expect(
      sheet.getByRole('status').filter({ hasText: 'Measurements recorded.' }),
    ).toBeVisible();
  }
  const row = (code: string) => measurements.getByRole('row').filter({ hasText: code });
  await expect(row('T01')).toContainText('+2');
  await expect(row('T01')).toContainText('Out of tolerance');
  await expect(row('T07')).toContainText('Out of tolerance');
  // Nadia's −0.5 cm: a deviation exactly at the tolerance is inside.
  await expect(row('T02')).toContainText('Within tolerance');

  // A photo of the sample, linked to the session and pinned where the hem is long.
  await sheet.getByRole('button', { name: 'Add photos' }).click();
  const picker = page.getByRole('dialog', { name: 'Add fit photos' });
  await picker.getByRole('checkbox', { name: 'fit-1-front.png' }).check();
  await picker.getByRole('button', { name: 'Save photos' }).click();
  await expectToast(page, messages.fitPhotosSaved);
  const photos = sheet.getByRole('list', { name: 'Fit photos' });
  await expect(photos.getByRole('listitem')).toContainText('v1 · 0 open pins');
  await photos.getByRole('link', { name: /^fit-1-front\.png/ }).click();
  await expect(page).toHaveURL(new RegExp(`/productImgDetail/${photoId}`));
  const image = page.getByRole('img', { name: 'fit-1-front.png' });
  await expect(image).toBeVisible();
  await page.getByRole('button', { name: 'Add pin' }).click();
  const box = await image.boundingBox();
  await page.mouse.click(box!.x + box!.width * 0.5, box!.y + box!.height * 0.85);
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByLabel('Add a comment').fill('Hem 1 cm long here.');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, messages.commentAdded);
  await page.goBack();
  await sheet.getByRole('button', { name: 'Fit 1 · M' }).click();
  await expect(photos.getByRole('listitem')).toContainText('v1 · 1 open pin');
  await lookAt(page, '197-fit-session', 'fit 1 session');

  // The revised value becomes M of the next revision; the grade moves S with it.
  await sheet.getByRole('button', { name: 'Apply revised values' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply revised values' });
  await expect(confirm).toContainText(
    `The revised values of 1 point become size M of the spec sheet’s revision ${revision + 1}.`,
  );
  await confirm.getByRole('button', { name: `Apply as revision ${revision + 1}` }).click();
  await expectToast(page, 'The revised values are on the spec sheet.');
  await expect(sheet.getByText(`Applied as revision ${revision + 1}.`)).toBeVisible();
  await expect(cell('T01 M (base size)')).toHaveValue('75');
  expect((await readSpec()).rows[0]!.values).toEqual({ S: 73, M: 75, L: 76.5, XL: 79 });
  // Each field saved was an entry: the earlier ones are T01's history.
  await measurements.getByRole('button', { name: /^T01 history/ }).click();
  await expect(measurements.getByRole('list', { name: 'T01 earlier entries' })).toContainText(
    'supplier 76',
  );
  // The revisions compare: before → after, by whom.
  const changes = sheet.getByRole('table', {
    name: `Changes from revision ${revision} to ${revision + 1}`,
  });
  const moved = changes.getByRole('row').filter({ hasText: 'Body length from HPS' });
  await expect(moved.filter({ hasText: '74 cm → 75 cm' })).toHaveCount(1);
  await expect(moved.first()).toContainText('Thea');
  await lookAt(page, '195-spec-compare', 'spec revisions compared');

  // Fit 2 against the new revision: the body length came into tolerance; read side by side.
  await sheet.getByRole('button', { name: 'New fit session' }).click();
  await form.getByRole('combobox', { name: 'Round' }).click();
  await page.getByRole('option', { name: 'Fit 2', exact: true }).click();
  await form.getByRole('button', { name: 'Open session' }).click();
  await expectToast(page, 'Fit session opened.');
  await field('T01 supplier').fill('75.5');
  await field('T01 supplier').press('Enter');
  await expect(
    sheet.getByRole('status').filter({ hasText: 'Measurements recorded.' }),
  ).toBeVisible();
  await sheet.getByRole('button', { name: 'Compare sessions side by side' }).click();
  const compared = sheet.getByRole('table', { name: 'Fit 1 · M → Fit 2 · M' });
  const body = compared.getByRole('row').filter({ hasText: 'T01' });
  await expect(body).toContainText('+2 (out)');
  await expect(body).toContainText('+0.5');
  await expect(body).toContainText('−1.5');
  await expect(body).toContainText('Came into tolerance');
  await lookAt(page, '198-fit-photos-side-by-side', 'fit sessions side by side');

  // The team names its rounds its own way: Fit 1 becomes First fit, on its session too.
  await page.goto('/setting/team');
  const rounds = page.getByRole('region', { name: 'Sample rounds in Spring studio' });
  const first = rounds.getByRole('textbox', { name: 'Name of round 2' });
  await expect(first).toHaveValue('Fit 1');
  await first.fill('First fit');
  await rounds.getByRole('button', { name: 'Move PP up' }).press('Enter');
  await rounds.getByRole('button', { name: 'Save rounds' }).click();
  await expectToast(page, 'Sample rounds saved.');
  await expect(rounds.getByRole('textbox', { name: 'Name of round 4' })).toHaveValue('PP');
  await lookAt(page, '200-sample-rounds', 'sample rounds');
  await page.goto(`/productDetail/${productId}`);
  await expect(sheet.getByRole('table', { name: 'Fit sessions' })).toContainText('First fit · M');
});
