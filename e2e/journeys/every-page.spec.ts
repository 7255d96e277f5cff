import type { Page } from '@playwright/test';
import { createAccount, type Account } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** Pages no other journey walks through, each checked with axe at desktop and phone width. */
const PUBLIC_PAGES = [
  ['plans', '/plans'],
  ['terms of service', '/termsOfService'],
  ['privacy policy', '/privacyPolicy'],
  ['cancellation policy', '/cancellation'],
] as const;

const SIGNED_IN_PAGES = [
  ['settings', '/setting'],
  ['company settings', '/setting/company'],
  ['e-mail settings', '/setting/email'],
  ['roles settings', '/setting/role'],
  ['notification settings', '/setting/notification'],
  ['team settings', '/setting/team'],
  ['billing settings', '/setting/billing'],
  ['pricing', '/pricing'],
  ['teams', '/teams'],
  ['teams list', '/teamslist'],
  ['add a user', '/createuser'],
  ['tags', '/tags'],
  ['seasons', '/seasons'],
  ['wall', '/Wall'],
] as const;

/** Waits for the page's first heading and for its data (no loading placeholder left). */
async function pageReady(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

for (const [label, path] of PUBLIC_PAGES) {
  test(`the ${label} page passes axe`, async ({ page }) => {
    await page.goto(path);
    await pageReady(page);
    await expectAccessible(page, `${label} page`);
    await expectAccessibleOnPhone(page, `${label} page`);
  });
}

test.describe('signed in, working in a team', () => {
  let owner: Account;
  let teamId: string;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    owner = await createAccount(request, 'Iris');
    const team = await request.post('/api/v1/team', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { name: 'Atelier Sud', description: 'Knitwear' },
    });
    expect(team.status()).toBe(201);
    teamId = (await team.json()).data._id;
    await request.dispose();
  });

  test.beforeEach(async ({ page, request }) => {
    const profile = await request.get('/api/v1/auth/getProfile', {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const user = (await profile.json()).data;
    await page.addInitScript(
      (session) => {
        localStorage.setItem('token', session.token);
        localStorage.setItem('userDetails', JSON.stringify(session.user));
        localStorage.setItem('selectedTeamId', session.teamId);
      },
      { token: owner.token, user, teamId },
    );
  });

  for (const [label, path] of SIGNED_IN_PAGES) {
    test(`the ${label} page passes axe`, async ({ page }) => {
      await page.goto(path);
      await pageReady(page);
      await expectAccessible(page, `${label} page`);
      await expectAccessibleOnPhone(page, `${label} page`);
    });
  }
});
