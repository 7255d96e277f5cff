/** Accounts made through the real API, for journeys that start signed up. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { codeFor, uniqueEmail } from './outbox';

export const PASSWORD = 'Sketch#2026';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  token: string;
}

export async function createAccount(
  request: APIRequestContext,
  firstName = 'Ada',
): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase());
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      fullName: `${firstName} Lovelace`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const otp = await codeFor(email);
  const verified = await request.post('/api/v1/auth/verifyOtp', {
    data: { email, otp, purpose: 'signup' },
  });
  expect(verified.status()).toBe(200);
  const { token } = (await verified.json()).data;
  return { email, password: PASSWORD, firstName, token };
}

/** Fills the sign-up form as a person does and sends it. */
export async function signUpInBrowser(
  page: Page,
  person: { fullName: string; email: string; password: string },
) {
  await page.getByLabel('Full name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Types a code into the six boxes, the way a person does. */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}
