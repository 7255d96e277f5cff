import type { APIRequestContext } from '@playwright/test';
import { createAccount, signIn, type Account } from '../support/accounts';
import { lookAt } from '../support/look';
import { expect, test } from '../support/fixtures';
import { linkFor } from '../support/outbox';
import { addProduct, auth, ownTeam, teamOf } from '../support/teams';

/** What Wei, at the factory, writes in Chinese (the OpenAI fake knows its English). */
const CHINESE = 'T01 胸围大了 1 厘米，请在 PP 样上改正。';
const ENGLISH = 'T01 chest is 1 cm too wide, please correct it on the PP sample.';
/** What Deniz, in the team, writes in Turkish (the fake knows its French). */
const TURKISH = 'Yaka ölçüsü T04 tolerans dışında, lütfen kontrol edin.';
const FRENCH = 'La mesure du col T04 est hors tolérance, merci de vérifier.';

async function api(
  request: APIRequestContext,
  account: Account,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
) {
  const res = await request[method](`/api/v1/${path}`, { headers: auth(account), data });
  const body = await res.json();
  expect(res.ok(), JSON.stringify(body)).toBe(true);
  return body.data;
}

/**
 * Thea's team (she reads English) and its factory Lucky Garments, whose person Wei reads and
 * writes Chinese; the shirt is assigned to the factory, and Wei has written on it in Chinese.
 */
async function studio(request: APIRequestContext) {
  const thea = await createAccount(request, 'Thea');
  await api(request, thea, 'put', 'generalSetting', { language: 'en' });
  const teamId = await ownTeam(request, thea, { name: 'Spring studio', description: 'SS27' });
  const shirt = await addProduct(request, thea, { teamId, name: 'Relaxed linen shirt' });
  const wei = await createAccount(request, 'Wei');
  const supplier = await api(request, thea, 'post', `team/${teamId}/suppliers`, {
    name: 'Lucky Garments',
    emails: [wei.email],
  });
  const token = new URL(await linkFor(wei.email, '/jointeam?token=')).searchParams.get('token');
  await api(request, wei, 'post', 'team/join', { token });
  await api(request, thea, 'put', `product/${shirt}/suppliers`, { supplierIds: [supplier._id] });
  await api(request, wei, 'put', 'generalSetting', { language: 'zh-Hans' });
  await api(request, wei, 'post', 'product/productComments', {
    productId: shirt,
    text: CHINESE,
    visibility: 'shared',
  });
  return { thea, shirt };
}

test.describe('with an AI provider', () => {
  // The app that has one (playwright.config.ts): the other keeps designmate offline.
  test.use({ baseURL: process.env.E2E_AI_URL });

  test('a comment the factory wrote in Chinese reads in English on asking, the original one click away', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { thea, shirt } = await studio(request);

    await page.goto('/');
    await signIn(page, thea);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/productDetail/${shirt}`);
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByText(CHINESE)).toBeVisible();

    await comments.getByRole('button', { name: 'Translate' }).click();
    await expect(comments.getByText(ENGLISH)).toBeVisible();
    await expect(comments.getByText(CHINESE)).toHaveCount(0);
    // The translation says whose it is, and is marked as English for screen readers.
    await expect(comments.getByText('Translated by AI from the original.')).toBeVisible();
    await expect(comments.getByText(ENGLISH)).toHaveAttribute('lang', 'en');
    await comments.getByText(ENGLISH).scrollIntoViewIfNeeded();
    await lookAt(page, '47-comment-translated', 'a comment translated by AI');

    await comments.getByRole('button', { name: 'Show original' }).click();
    await expect(comments.getByText(CHINESE)).toBeVisible();
    await expect(comments.getByText(ENGLISH)).toHaveCount(0);
    await expect(comments.getByText('Translated by AI from the original.')).toHaveCount(0);
    await lookAt(page, '47-comment-original', 'the comment’s original again');

    // Asking again shows the translation already made.
    await comments.getByRole('button', { name: 'Translate' }).click();
    await expect(comments.getByText(ENGLISH)).toBeVisible();
  });

  test('a teammate’s Turkish comment reads in French for a French reader', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const camille = await createAccount(request, 'Camille');
    const deniz = await createAccount(request, 'Deniz');
    await api(request, camille, 'put', 'generalSetting', { language: 'fr' });
    await api(request, deniz, 'put', 'generalSetting', { language: 'tr' });
    const teamId = await teamOf(request, camille, deniz);
    const dress = await addProduct(request, camille, { teamId, name: 'Robe portefeuille' });
    await api(request, deniz, 'post', 'product/productComments', {
      productId: dress,
      text: TURKISH,
    });

    await page.goto('/');
    await signIn(page, camille);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/productDetail/${dress}`);
    const comments = page.getByRole('region', { name: 'Commentaires' });
    await expect(comments.getByText(TURKISH)).toBeVisible();
    await comments.getByRole('button', { name: 'Traduire' }).click();
    await expect(comments.getByText(FRENCH)).toHaveAttribute('lang', 'fr');
    await expect(comments.getByText('Traduit par l’IA depuis l’original.')).toBeVisible();
    await comments.getByText(FRENCH).scrollIntoViewIfNeeded();
    await lookAt(page, '47-comment-translated-fr', 'a comment translated by AI, in French');
    await comments.getByRole('button', { name: 'Voir l’original' }).click();
    await expect(comments.getByText(TURKISH)).toBeVisible();
  });
});

test('without an AI provider a comment is not offered translated', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const thea = await createAccount(request, 'Thea');
  const teamId = await ownTeam(request, thea, { name: 'Spring studio', description: 'SS27' });
  const shirt = await addProduct(request, thea, { teamId, name: 'Relaxed linen shirt' });
  await api(request, thea, 'post', 'product/productComments', {
    productId: shirt,
    text: CHINESE,
    visibility: 'internal',
  });

  await page.goto('/');
  await signIn(page, thea);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/productDetail/${shirt}`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText(CHINESE)).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Translate' })).toHaveCount(0);
});
