import { messages } from '@atelier/domain';
import type { Page } from '@playwright/test';
import { createAccount, PASSWORD, signIn, typeCode } from '../support/accounts';
import { lookAt } from '../support/look';
import { expectAccessible } from '../support/axe';
import { expect, expectToast, newContext, screenshot, test } from '../support/fixtures';
import { codeFor, linkFor, uniqueEmail } from '../support/outbox';
import { addProduct, ownTeam } from '../support/teams';

/** The owner assigns the product on its page to the supplier. */
async function assign(page: Page, productId: string, supplier: string) {
  await page.goto(`/productDetail/${productId}`);
  const section = page.getByRole('region', { name: 'Suppliers' });
  const select = section.getByRole('combobox', { name: /Suppliers who see this product/ });
  await expect(select).toBeEnabled();
  await select.click();
  await page.getByRole('option', { name: supplier }).click();
  await page.keyboard.press('Escape');
  await section.getByRole('button', { name: 'Save suppliers' }).click();
  await expectToast(page, messages.productSuppliersSaved);
}

async function postComment(page: Page, text: string) {
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByLabel('Add a comment').fill(text);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  // In the thread list: the box may still hold the text a moment after the comment is in.
  await expect(comments.getByRole('list', { name: 'Comments' }).getByText(text)).toBeVisible();
  // The box empties once the comment is in: the next one starts from there.
  await expect(comments.getByLabel('Add a comment')).toHaveValue('');
}

test('a supplier invited by e-mail sees only the products assigned to it and the comments shared with it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Thea');
  const teamId = await ownTeam(request, owner, {
    name: 'Spring studio',
    description: 'Womenswear SS27',
  });
  const shirt = await addProduct(request, owner, { teamId, name: 'Relaxed linen shirt' });
  const dress = await addProduct(request, owner, { teamId, name: 'Bias wrap dress' });
  await addProduct(request, owner, { teamId, name: 'Secret capsule coat' });
  const supplierEmail = uniqueEmail('ola');

  // The owner invites the knitwear factory from team settings.
  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('button', { name: /^Team: / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Spring studio' }).click();
  await page.goto('/setting/team');
  const suppliers = page.getByRole('region', { name: 'Suppliers' });
  await expect(suppliers.getByText(/No suppliers yet\./)).toBeVisible();
  await suppliers.getByRole('button', { name: 'Invite supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a supplier to Spring studio' });
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText(messages.supplierNameRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Supplier name/ }).fill('Nord Knitwear');
  await dialog.getByLabel('Email addresses of their people').fill(supplierEmail);
  await page.keyboard.press('Enter');
  await expectAccessible(page, 'invite supplier dialog');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expectToast(page, messages.supplierInvited);
  const nord = suppliers.getByRole('listitem', { name: 'Nord Knitwear' });
  await expect(nord.getByText(supplierEmail)).toBeVisible();
  await expect(nord.getByText('Invited')).toBeVisible();
  await lookAt(page, '47-suppliers-team-settings', 'team settings with suppliers');

  // The supplier's person follows the e-mailed link, signs up and joins.
  const supplierContext = await newContext(browser, { viewport: { width: 1440, height: 900 } });
  const supplierPage = await supplierContext.newPage();
  const link = new URL(await linkFor(supplierEmail, '/jointeam?token='));
  await supplierPage.goto(link.pathname + link.search);
  await supplierPage.getByRole('link', { name: 'Create account' }).click();
  await supplierPage.getByLabel('Full name').fill('Ola Nordmann');
  await expect(supplierPage.getByLabel('Email')).toHaveValue(supplierEmail);
  await supplierPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await supplierPage.getByLabel('Confirm password').fill(PASSWORD);
  await supplierPage.getByRole('checkbox').check();
  await supplierPage.getByRole('button', { name: 'Create account' }).click();
  await typeCode(supplierPage, await codeFor(supplierEmail));
  await supplierPage.getByRole('button', { name: 'Join Spring studio' }).click();
  await expect(supplierPage).toHaveURL(new RegExp(`/wall/${teamId}$`, 'i'));

  // The owner assigns two of the three products, and writes one internal and one shared comment.
  await assign(page, shirt, 'Nord Knitwear');
  await assign(page, dress, 'Nord Knitwear');
  await page.goto(`/productDetail/${shirt}`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByRole('radio', { name: 'Internal' })).toBeChecked();
  await postComment(page, 'Margin is thin on this one, keep it between us.');
  await comments.getByText('Shared with suppliers').click();
  await postComment(page, 'Please use the 2 cm hem on the first sample.');
  await expect(comments.getByRole('radio', { name: 'Internal' })).toBeChecked();
  await lookAt(page, '47-suppliers-owner-product', 'product page with suppliers and comments');

  // The supplier sees the two products alone, and only the shared comment.
  await supplierPage.goto(`/wall/${teamId}`);
  const main = supplierPage.getByRole('main');
  await expect(main.getByText('Relaxed linen shirt').first()).toBeVisible();
  await expect(main.getByText('Bias wrap dress').first()).toBeVisible();
  await expect(main.getByText('Secret capsule coat')).toHaveCount(0);
  await expect(supplierPage.getByText('Supplier: Nord Knitwear').first()).toBeVisible();
  const nav = supplierPage.getByRole('navigation', { name: 'Main' });
  // The wall, the sample requests and designmate (which answers them within their scope).
  await expect(nav.getByRole('link')).toHaveCount(3);
  await lookAt(supplierPage, '47-suppliers-supplier-wall', 'a supplier’s wall');

  await supplierPage.goto(`/productDetail/${shirt}`);
  const seen = supplierPage.getByRole('region', { name: 'Comments' });
  await expect(seen.getByText('Please use the 2 cm hem on the first sample.')).toBeVisible();
  await expect(seen.getByText('Margin is thin on this one, keep it between us.')).toHaveCount(0);
  await expect(seen.getByRole('radiogroup')).toHaveCount(0);
  await expect(supplierPage.getByRole('region', { name: 'Bill of materials' })).toHaveCount(0);
  await postComment(supplierPage, 'Noted. The first sample ships on Monday.');
  await lookAt(supplierPage, '47-suppliers-supplier-product', 'a supplier’s product page');

  // designmate answers them from the shared thread alone, and says costs are not theirs.
  await supplierPage.getByRole('link', { name: 'Ask designmate' }).click();
  await expect(supplierPage).toHaveURL(/\/designmate\?conversation=/);
  await expect(supplierPage.getByText('Ask designmate about your products').first()).toBeVisible();
  await expect(supplierPage.getByRole('button', { name: 'Add images' })).toHaveCount(0);
  const box = supplierPage.getByRole('textbox', { name: 'Message designmate' });
  const said = supplierPage.getByRole('list', { name: 'Messages' });
  await box.fill('What did they ask us to change?');
  await box.press('Enter');
  const thread = said.getByRole('listitem', { name: 'designmate', exact: true }).last();
  await expect(
    thread.getByRole('link', { name: 'Use the 2 cm hem on the first sample.', exact: true }),
  ).toBeVisible();
  await expect(said.getByText(/Margin is thin/)).toHaveCount(0);
  await box.fill('What does the shirt cost?');
  // Send is offered again once the first answer has finished arriving.
  await expect(supplierPage.getByRole('button', { name: 'Send' })).toBeEnabled();
  await box.press('Enter');
  await expect(said.getByText(messages.designmateNotForSuppliers)).toBeVisible();
  await lookAt(supplierPage, '47-suppliers-supplier-designmate', 'a supplier’s designmate');

  // Their dashboard is their wall; their settings open without a refusal shown.
  await supplierPage.goto('/dashboard');
  await expect(supplierPage).toHaveURL(new RegExp(`/wall/${teamId}$`, 'i'));
  for (const [path, label] of [
    ['/setting', 'a supplier’s settings'],
    ['/setting/team', 'a supplier’s team settings'],
  ] as const) {
    await supplierPage.goto(path);
    await expect(supplierPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      supplierPage.getByText(/could not be loaded|Suppliers cannot do this|No Record Found/),
    ).toHaveCount(0);
    await expectAccessible(supplierPage, label);
  }
  await expect(supplierPage.getByRole('region', { name: 'Suppliers' })).toHaveCount(0);
  await screenshot(supplierPage, '47-suppliers-supplier-team-settings');

  // The owner sees the supplier's comment, marked as shared.
  await page.reload();
  const reply = comments
    .getByRole('listitem')
    .filter({ hasText: 'Noted. The first sample ships on Monday.' });
  await expect(reply.getByText('Shared', { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, '47-suppliers-owner-sees-reply');

  await supplierContext.close();
});
