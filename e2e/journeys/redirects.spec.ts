import { EARLY_GETS } from '../../apps/web/src/lib/early-requests';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expect, phoneScreenshot, screenshot, test } from '../support/fixtures';

test.describe('redirects', () => {
  test('an anonymous visitor of a signed-in page is sent to the sign-in page', async ({ page }) => {
    await page.goto('/setting/personal');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectAccessible(page, 'sign-in page after a redirect');
  });

  test('a product link opened signed out returns to the product after sign-in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'Mary');
    await page.goto('/productDetail/4b7c1d2e/9f8e7d6c');
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/productDetail\/4b7c1d2e\/9f8e7d6c$/);
  });

  test('a signed-in designer opening a public page goes to the dashboard', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'Alan');
    await page.goto('/');
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown address is not found, with the way back', async ({ page, request }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await screenshot(page, '07-not-found-public');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);

    const account = await createAccount(request, 'Grace');
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/setting/nowhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await screenshot(page, '08-not-found-signed-in');
    await phoneScreenshot(page, '08-not-found-signed-in-phone');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A product that does not exist (deleted, mistyped, another team's) is no dead end either.
    await page.goto('/productDetail/6a1f0c3e-4b2d-4f7a-9c1e-2d3b4a5c6d7e');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText(/No Record Found\. It may have been deleted/)).toBeVisible();
    await expectAccessible(page, 'an unknown product');
    await screenshot(page, '09-unknown-product');
    await phoneScreenshot(page, '09-unknown-product-phone');
    await page.getByRole('link', { name: 'Back to the wall' }).click();
    // The wall opens on the team the header works in (issue 44 §4).
    await expect(page).toHaveURL(/\/Wall(\/[0-9a-f-]{36})?$/);
  });

  test("a signed-in page's first reads start with the page, and the app takes them over", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'Ada');
    await page.goto('/');
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The signed-in page's own reads are done: on a busy machine one still in flight was aborted by
    // the reload below and counted as a second read.
    await page.waitForLoadState('networkidle');
    const reads: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/v1/')) reads.push(url.pathname.slice(7) + url.search);
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: /set up your studio/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Each is read once. Some may ask again on purpose: the bell once the live connection is
    // ready, and the profile and the team list whenever the page regains focus (a reload on a busy
    // machine, with the other worker's browser beside it, can count as one: seen twice in full
    // runs on 2026-12-07, never alone).
    const askAgain = (path: string) =>
      path.startsWith('/notifications/') ||
      path === '/auth/getProfile' ||
      path.startsWith('/team/getUserTeamList');
    for (const path of EARLY_GETS) {
      const times = reads.filter((read) => read === path).length;
      const expected = askAgain(path) ? [1, 2] : [1];
      expect(expected, `${path} read ${times} times`).toContain(times);
    }
    // The app took every early answer instead of asking again.
    const left = await page.evaluate(() => Object.keys(window.__atelierEarlyResponses!.responses));
    expect(left).toEqual([]);
  });

  test('a revoked session signs the browser out on its next call', async ({ page, request }) => {
    const account = await createAccount(request, 'Katherine');
    await page.goto('/');
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await request.get('/api/v1/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/setting/personal');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
