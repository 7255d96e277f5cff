import { messages } from '@atelier/domain';
import { createAccount, PASSWORD, signIn, signUpInBrowser, typeCode } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, phoneScreenshot, test } from '../support/fixtures';
import { codeFor, subjectsTo, uniqueEmail } from '../support/outbox';

const STRANGER_PASSWORD = 'Stranger#2026';

test('signing up with a taken address gives nothing away and changes nothing', async ({
  page,
  request,
  consoleErrors,
  shot,
}) => {
  const owner = await createAccount(request, 'Owner');

  await page.goto('/signup');
  await signUpInBrowser(page, {
    fullName: 'Someone Else',
    email: owner.email,
    password: STRANGER_PASSWORD,
  });

  // The same screen a new address gets, with a word for the owner who forgot they signed up.
  await expect(page).toHaveURL(/\/otpVerification\?/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(/already has an Atelier account, we e-mailed you/)).toBeVisible();
  await shot('takeover-01-code-page');
  await phoneScreenshot(page, 'takeover-01-code-page-phone');
  await expectAccessible(page, 'code page for a taken address');
  await expectAccessibleOnPhone(page, 'code page for a taken address');
  await expect.poll(() => subjectsTo(owner.email)).toContain('You already have an Atelier account');

  // Signing in with the password just typed asks for the code, as for any unverified sign-up.
  await page.goto('/');
  await signIn(page, { email: owner.email, password: STRANGER_PASSWORD });
  await expect(page).toHaveURL(/\/otpVerification\?/);

  // The owner's own password still opens the account.
  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(consoleErrors).toEqual([]);
});

test('a second sign-up of an unverified address never takes it over', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = uniqueEmail('victim');
  await page.goto('/signup');
  await signUpInBrowser(page, { fullName: 'Real Owner', email, password: PASSWORD });
  await expect(page).toHaveURL(/\/otpVerification\?/);
  const code = await codeFor(email);

  // Someone else registers the same address with their own password before the code is typed.
  const again = await request.post('/api/v1/auth/register', {
    data: {
      fullName: 'Mallory',
      email,
      password: STRANGER_PASSWORD,
      confirmPassword: STRANGER_PASSWORD,
      acceptTerms: true,
    },
  });
  expect(again.status()).toBe(201);

  await typeCode(page, code);
  await expect(page).toHaveURL(/\/questions$/);

  const stranger = await request.post('/api/v1/auth/login', {
    data: { email, password: STRANGER_PASSWORD },
  });
  expect(stranger.status()).toBe(401);
  expect((await stranger.json()).responseMessage).toBe(messages.invalidCredentials);
  const owner = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(owner.status()).toBe(200);
  expect((await owner.json()).data.user.firstName).toBe('Real');
  expect(consoleErrors).toEqual([]);
});
