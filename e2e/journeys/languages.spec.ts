import { messages } from '@atelier/domain';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, expectToast, phoneScreenshot, test } from '../support/fixtures';

declare global {
  interface Window {
    /** Set once on the page: still there after a language change means no reload happened. */
    __samePage?: boolean;
  }
}

test('a designer reads Atelier in French, then in Simplified Chinese, without a reload', async ({
  page,
  request,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = await createAccount(request, 'Lucie');
  await page.goto('/');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Never chosen: the browser's language (Playwright's is en-US), English.
  await page.goto('/setting/general');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => {
    window.__samePage = true;
  });

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, messages.generalSettingsUpdated);
  await expect(page.getByRole('heading', { name: 'Paramètres généraux' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Premier jour de la semaine' })).toHaveValue(
    'lundi',
  );
  expect(await page.evaluate(() => window.__samePage)).toBe(true);
  await expectAccessible(page, 'general settings in French');
  await expectAccessibleOnPhone(page, 'general settings in French');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('172-languages-french');
  await phoneScreenshot(page, '173-languages-french-phone');

  // Saving again with nothing changed: the server's refusal, in French too.
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expectToast(page, 'Les paramètres généraux sont déjà à jour.');
  await shot('176-languages-french-server-toast');

  await page.getByRole('combobox', { name: 'Langue', exact: true }).click();
  await page.getByRole('option', { name: '简体中文' }).click();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  // What the server answers (issue 47 §4) is written in the page's language: it names its key,
  // the page writes it from its French server texts; the English stays in the answer.
  await expectToast(page, 'Paramètres généraux mis à jour.');
  await expect(page.getByRole('heading', { name: '通用设置' })).toBeVisible();
  await expect(page.getByRole('link', { name: '仪表板' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  expect(await page.evaluate(() => window.__samePage)).toBe(true);
  await expectAccessible(page, 'general settings in Simplified Chinese');
  await expectAccessibleOnPhone(page, 'general settings in Simplified Chinese');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('174-languages-chinese');

  // The shell with its navigation open, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '打开导航' }).click();
  await expect(page.getByRole('link', { name: '产品墙' })).toBeVisible();
  await shot('175-languages-chinese-phone-navigation');

  // The choice is the person's: it holds after a reload, on any page.
  await page.goto('/setting');
  await expect(page.getByRole('heading', { name: '设置', exact: true })).toBeVisible();
});
