import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { signIn, type Account } from './accounts';
import { linkFor } from './outbox';

export const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** The owner's team 'Spring studio' with the colleague in it, made through the API. */
export async function teamOf(request: APIRequestContext, owner: Account, colleague: Account) {
  const made = await request.post('/api/v1/team', {
    headers: auth(owner),
    data: { name: 'Spring studio', description: 'Womenswear SS27' },
  });
  expect(made.status()).toBe(201);
  const teamId = (await made.json()).data._id as string;
  const invited = await request.post(`/api/v1/team/${teamId}/invite`, {
    headers: auth(owner),
    data: { emails: [colleague.email] },
  });
  expect(invited.status()).toBe(200);
  const link = await linkFor(colleague.email, '/jointeam?token=');
  const token = new URL(link).searchParams.get('token');
  const joined = await request.post('/api/v1/team/join', {
    headers: auth(colleague),
    data: { token },
  });
  expect(joined.status()).toBe(200);
  return teamId;
}

/** Signs in and selects 'Spring studio' in the header, landing on the dashboard. */
export async function openTeam(page: Page, account: Account) {
  await page.goto('/');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('button', { name: /^Team: / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Spring studio' }).click();
}

/** A team of the owner's alone, made through the API: its id. */
export async function ownTeam(
  request: APIRequestContext,
  owner: Account,
  data = { name: 'Atelier Nord', description: 'Shirts and knits' },
) {
  const made = await request.post('/api/v1/team', { headers: auth(owner), data });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()).data._id as string;
}

/** A product of the team, made through the API: its id. */
export async function addProduct(
  request: APIRequestContext,
  owner: Account,
  data: { teamId: string; name: string } & Record<string, unknown>,
) {
  const made = await request.post('/api/v1/product', { headers: auth(owner), data });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()).data._id as string;
}
