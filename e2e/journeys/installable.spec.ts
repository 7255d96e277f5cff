// Issue 48 §1: Atelier installs as an app and opens with no network, saying what works offline.
import { expect, screenshot, test } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };

test('on a phone, Atelier is installable and opens offline with a plain notice', async ({
  page,
  request,
  context,
  consoleErrors,
}) => {
  const manifestAnswer = await request.get('/manifest.webmanifest');
  expect(manifestAnswer.status()).toBe(200);
  expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await manifestAnswer.json();
  expect(manifest.name).toContain('Atelier');
  expect(manifest.display).toBe('standalone');
  const icons: { sizes: string; purpose?: string; src: string }[] = manifest.icons;
  for (const size of ['192x192', '512x512']) {
    expect(icons.some((icon) => icon.sizes === size && icon.purpose !== 'maskable')).toBe(true);
    expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
  }
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  // The worker registers once the page is idle, then installs the shell.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText('You are offline');
  await expect(notice).toContainText('Changes can’t be saved until you are back online.');
  await screenshot(page, 'installable-offline-phone');

  // A page never opened before opens from the cached shell too.
  await page.goto('/forgotPassword').catch(() => undefined);
  await expect(page.getByTestId('offline-notice')).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await screenshot(page, 'installable-online-phone');

  // Requests the app tried while the network was down are not app errors.
  const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|net::ERR/;
  const kept = consoleErrors.filter((message) => !offlineNoise.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
});
