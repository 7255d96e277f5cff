import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { messages } from '@atelier/domain';
import { createAccount, signIn } from '../support/accounts';
import {
  expectAccessible,
  expectAccessibleOnPhone,
  expectAccessibleWithToast,
} from '../support/axe';
import { expect, expectToast, test } from '../support/fixtures';
import { PNG } from '../support/images';

test('a designer completes the personal settings with a picture', async ({
  page,
  request,
  shot,
}) => {
  const account = await createAccount(request, 'Hedy');
  await page.goto('/');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/setting/personal');
  await page.getByLabel('Job title').fill('Lead designer');
  await page.getByLabel(/linkedin/i).fill('https://example.com/hedy');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText(messages.linkedinIncorrect)).toBeVisible();
  await expectAccessible(page, 'personal settings with an error');
  await expectAccessibleOnPhone(page, 'personal settings with an error');

  await page.getByLabel(/linkedin/i).fill('https://www.linkedin.com/in/hedy-lamarr');
  const picture = path.join(os.tmpdir(), 'hedy.png');
  await writeFile(picture, PNG);
  await page.locator('input[type="file"]').setInputFiles(picture);
  await expect(page.getByRole('img', { name: /profile|avatar|hedy/i }).first()).toBeVisible();
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText(messages.userUpdated)).toBeVisible();
  await expectAccessibleWithToast(page, messages.userUpdated, 'personal settings');
  await shot('20-personal-settings');

  await page.reload();
  await expect(page.getByLabel('Job title')).toHaveValue('Lead designer');
  await page.getByRole('button', { name: /save/i }).click();
  await expectToast(page, messages.personalSettingsUnchanged);
});
