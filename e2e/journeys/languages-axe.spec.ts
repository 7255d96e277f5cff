import type { Page } from '@playwright/test';
import { createAccount, type Account } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { addProduct, auth, ownTeam } from '../support/teams';

/**
 * Issue 47: every page passes axe in English (every-page.spec.ts and the other journeys), and in
 * Chinese and Turkish here — the pages a team and its suppliers use most, each in the person's
 * saved language, its `<html lang>` following.
 */
const PAGES = [
  ['dashboard', '/dashboard'],
  ['wall', '/Wall'],
  ['sample board', '/samples'],
  ['product', '/productDetail/:product'],
  ['notifications', '/Notification'],
  ['settings', '/setting'],
  ['general settings', '/setting/general'],
  ['team settings', '/setting/team'],
  ['points of measure', '/measurements'],
  ['colour library', '/ColorLibrary'],
  ['reminders', '/wall/reminders'],
  ['tasks', '/Tasks'],
] as const;

const LANGUAGES = [
  ['zh-Hans', 'Chinese'],
  ['tr', 'Turkish'],
] as const;

async function pageReady(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^(Loading|加载|Yükleniyor)/ })).toHaveCount(0);
}

for (const [language, name] of LANGUAGES) {
  test.describe(`in ${name}`, () => {
    let owner: Account;
    let teamId: string;
    let productId: string;

    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({
        baseURL: test.info().project.use.baseURL,
      });
      owner = await createAccount(request, 'Mei');
      teamId = await ownTeam(request, owner, { name: 'Atelier Est', description: 'Denim' });
      productId = await addProduct(request, owner, { teamId, name: 'Straight jean' });
      const saved = await request.put('/api/v1/generalSetting', {
        headers: auth(owner),
        data: { language },
      });
      expect(saved.status()).toBe(200);
      await request.dispose();
    });

    test.beforeEach(async ({ page, request }) => {
      const profile = await request.get('/api/v1/auth/getProfile', { headers: auth(owner) });
      const user = (await profile.json()).data;
      await page.addInitScript(
        (session) => {
          localStorage.setItem('token', session.token);
          localStorage.setItem('userDetails', JSON.stringify(session.user));
          localStorage.setItem('selectedTeamId', session.teamId);
          localStorage.setItem('atelier.language', session.language);
        },
        { token: owner.token, user, teamId, language },
      );
    });

    test(`the team's pages pass axe in ${name}`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const [label, path] of PAGES) {
        await page.goto(path.replace(':product', productId));
        await pageReady(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectAccessible(page, `${label} page in ${name}`);
      }
    });
  });
}
