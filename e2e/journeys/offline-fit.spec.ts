// Issue 48 §3: on a phone in a sample room with no signal, photos and measurements are kept and
// sent when the network returns, each exactly once, even with the server restarted mid-sync; a
// measurement someone else changed meanwhile is shown to the person, never overwritten.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn, type Account } from '../support/accounts';
import path from 'node:path';
import { expect, newContext, test } from '../support/fixtures';
import { startOwnApp, type OwnApp } from '../support/own-app';
import { addProduct, auth, ownTeam } from '../support/teams';

const PHONE = { width: 390, height: 844 };
const PHOTOS = 20;

interface FitRow {
  code: string;
  supplier: number | null;
  own: number | null;
  revised: number | null;
  history: unknown[];
}
interface Fit {
  _id: string;
  rows: FitRow[];
  photos: { fileId: string; name: string }[];
}

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

/** What the phone shows now (a full-page image of this page is ten thousand pixels tall). */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });

let app: OwnApp;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  app = await startOwnApp();
  api = await playwright.request.newContext({ baseURL: app.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await app?.stop();
});

/** A product with a sheet of every starter point of measure, graded from M, and Fit 1 in M. */
async function fitSession(owner: Account) {
  const teamId = await ownTeam(api, owner);
  const productId = await addProduct(api, owner, { teamId, name: 'Field jacket' });
  const library = (
    await (await api.get(`/api/v1/pom?teamId=${teamId}`, { headers: auth(owner) })).json()
  ).data as { _id: string; code: string }[];
  const sheet = await api.put(`/api/v1/product/${productId}/spec`, {
    headers: auth(owner),
    data: {
      revision: 0,
      unit: 'cm',
      sizes: ['S', 'M', 'L'],
      baseSize: 'M',
      rows: library.map((pom, index) => ({
        pomId: pom._id,
        base: 40 + index,
        gradeRule: 1,
        tolerance: { minus: 1, plus: 1 },
      })),
    },
  });
  expect(sheet.status(), await sheet.text()).toBe(200);
  const opened = await api.post(`/api/v1/product/${productId}/fits`, {
    headers: auth(owner),
    data: { round: 'Fit 1', sampleSize: 'M' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const fitId = (await opened.json()).data._id as string;
  return { teamId, productId, fitId, codes: library.map((pom) => pom.code), library };
}

const readFit = async (owner: Account, productId: string, fitId: string) =>
  (
    await (
      await api.get(`/api/v1/product/${productId}/fits/${fitId}`, { headers: auth(owner) })
    ).json()
  ).data as Fit;

const productFiles = async (owner: Account, productId: string) =>
  (await (await api.get(`/api/v1/product/${productId}/files`, { headers: auth(owner) })).json())
    .data as { _id: string; name: string; kind: string }[];

/** Twenty photos of the sample, each of its own colour (real bytes: thumbnails are made). */
function photos() {
  return Promise.all(
    Array.from({ length: PHOTOS }, async (_, index) => ({
      name: `fit-1-${String(index + 1).padStart(2, '0')}.png`,
      mimeType: 'image/png',
      buffer: await sharp({
        create: {
          width: 64,
          height: 64,
          channels: 3,
          background: { r: index * 12, g: 90, b: 140 },
        },
      })
        .png()
        .toBuffer(),
    })),
  );
}

async function openSession(browser: Browser, owner: Account, productId: string) {
  const context = await newContext(browser, { baseURL: app.url, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await goToSession(page, productId);
  return { context, page };
}

async function goToSession(page: Page, productId: string) {
  await page.goto(`/productDetail/${productId}`);
  const sheet = page.getByRole('region', { name: 'Spec sheet' });
  await sheet.getByRole('button', { name: 'Fit 1 · M' }).click();
  await expect(sheet.getByRole('list', { name: 'Measurements' })).toBeVisible();
  return sheet;
}

const field = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Measurements' }).getByRole('textbox', { name, exact: true });

/**
 * The same field found by its label attribute. Resolving every textbox's accessible name in the
 * cards costs Playwright about a quarter of a second a value (22 of the loop's 44 s), so the loop
 * of 100 values uses this once its first value has proved through `field` that the names are the
 * accessible ones.
 */
const labelled = (page: Page, name: string) =>
  page.locator(`ol[aria-label="Measurements"] input[aria-label="${name}"]`);

async function measure(page: Page, name: string, value: string, locate = field) {
  const input = locate(page, name);
  await input.fill(value);
  await input.press('Enter');
}

test('offline on a phone: 20 photos and 100 measurements kept, then sent once each across a server restart', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const owner = await createAccount(api, 'Mai');
  const { productId, fitId, codes } = await fitSession(owner);
  const { context, page } = await openSession(browser, owner, productId);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  const sheet = page.getByRole('region', { name: 'Spec sheet' });
  const chooser = page.waitForEvent('filechooser');
  await sheet.getByRole('button', { name: 'Take photos' }).click();
  await (await chooser).setFiles(await photos());
  const waitingPhotos = sheet.getByRole('list', { name: 'Waiting to send' });
  await expect(waitingPhotos.getByRole('listitem')).toHaveCount(PHOTOS);
  await waitingPhotos.scrollIntoViewIfNeeded();
  await screenshot(page, '479-offline-photos-waiting-phone');

  // 100 values: supplier and own for each point of the starter library, revised for the first.
  const typed = new Map<string, string>();
  const revised = 100 - 2 * codes.length;
  codes.forEach((code, index) => {
    typed.set(`${code} supplier`, `${40 + index}.5`);
    typed.set(`${code} own`, `${41 + index}`);
    if (index < revised) typed.set(`${code} revised`, `${40 + index}.25`);
  });
  expect(typed.size).toBe(100);
  // The first value through the role query (the field's accessible name), the rest by label.
  let first = true;
  for (const [name, value] of typed) {
    await measure(page, name, value, first ? field : labelled);
    first = false;
  }
  const outbox = page.getByRole('button', { name: /changes waiting to send/ });
  await expect(outbox).toHaveAccessibleName('120 changes waiting to send');
  await expect(field(page, `${codes[0]} supplier`)).toHaveValue('40.5');
  await expect(field(page, `${codes[0]} supplier`)).toHaveAttribute('data-waiting', 'waiting');
  await field(page, `${codes[0]} supplier`).scrollIntoViewIfNeeded();
  await screenshot(page, '480-offline-fit-waiting-phone');
  await outbox.click();
  const drawer = page.getByRole('dialog', { name: 'Waiting to send' });
  await expect(drawer).toContainText('You are offline.');
  await expect(drawer.getByRole('listitem').first()).toContainText(
    'Photo fit-1-01.png (Fit 1, size M)',
  );
  await screenshot(page, '481-offline-outbox-phone');
  expect((await readFit(owner, productId, fitId)).rows).toHaveLength(0);

  // The page is closed with everything still waiting; the network returns; the page opens again.
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await goToSession(again, productId);

  // Mid-sync, the server restarts: what was sent stays, what was not is sent after.
  await expect
    .poll(async () => (await productFiles(owner, productId)).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(3);
  await app.restart();

  await expect(again.getByRole('button', { name: /changes waiting to send/ })).toHaveCount(0, {
    timeout: 180_000,
  });
  const fit = await readFit(owner, productId, fitId);
  const files = await productFiles(owner, productId);
  expect(files.map((file) => file.name).sort()).toEqual(
    (await photos()).map((photo) => photo.name),
  );
  expect(fit.photos.map((photo) => photo.name)).toEqual(
    (await photos()).map((photo) => photo.name),
  );
  const onServer = new Map<string, string>();
  for (const row of fit.rows)
    for (const key of ['supplier', 'own', 'revised'] as const)
      if (row[key] !== null) onServer.set(`${row.code} ${key}`, String(row[key]));
  expect(onServer).toEqual(
    new Map([...typed].map(([name, value]) => [name, String(Number(value))])),
  );
  // One entry a write: none made twice.
  expect(fit.rows.reduce((sum, row) => sum + 1 + row.history.length, 0)).toBe(100);

  await expect(field(again, `${codes[0]} supplier`)).toHaveValue('40.5');
  await expect(field(again, `${codes[0]} supplier`)).not.toHaveAttribute('data-waiting');
  await again.getByRole('list', { name: 'Fit photos' }).scrollIntoViewIfNeeded();
  await screenshot(again, '482-offline-fit-sent-phone');
  await context.close();
});

test('a measurement someone else changed meanwhile is shown, and the person chooses which to keep', async ({
  browser,
}) => {
  const owner = await createAccount(api, 'Lan');
  const { productId, fitId, library } = await fitSession(owner);
  const [first, second] = library;
  const record = (row: Record<string, unknown>) =>
    api.put(`/api/v1/product/${productId}/fits/${fitId}`, {
      headers: auth(owner),
      data: { rows: [row] },
    });
  expect((await record({ pomId: first!._id, supplier: 40.5 })).status()).toBe(200);
  expect((await record({ pomId: second!._id, supplier: 41.5 })).status()).toBe(200);
  const { context, page } = await openSession(browser, owner, productId);
  await expect(field(page, `${first!.code} supplier`)).toHaveValue('40.5');

  await context.setOffline(true);
  await measure(page, `${first!.code} supplier`, '41');
  await measure(page, `${second!.code} supplier`, '42');
  // Meanwhile, at the desk, the first point is corrected; the second is left alone.
  expect((await record({ pomId: first!._id, supplier: 40.8 })).status()).toBe(200);
  await context.setOffline(false);

  const row = page
    .getByRole('list', { name: 'Measurements' })
    .getByRole('listitem')
    .filter({ hasText: first!.code });
  const conflict = row.getByRole('alert');
  await expect(conflict).toContainText(
    `Someone else changed ${first!.code} since you measured it: choose which value to keep.`,
  );
  await expect(conflict).toContainText('Now on Atelier: 40.8');
  await expect(page.getByRole('button', { name: /1 need you/ })).toBeVisible();
  await expect
    .poll(async () => (await readFit(owner, productId, fitId)).rows[1]?.supplier)
    .toBe(42);
  expect((await readFit(owner, productId, fitId)).rows[0]?.supplier).toBe(40.8);
  await conflict.scrollIntoViewIfNeeded();
  await screenshot(page, '483-offline-fit-conflict-phone');

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toHaveCount(0);
  await expect
    .poll(async () => (await readFit(owner, productId, fitId)).rows[0]?.supplier)
    .toBe(41);
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0);
  await context.close();
});
