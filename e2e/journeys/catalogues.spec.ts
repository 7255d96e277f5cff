import { messages } from '@atelier/domain';
import { createAccount, signIn } from '../support/accounts';
import {
  expectAccessible,
  expectAccessibleOnPhone,
  expectAccessibleWithToast,
} from '../support/axe';
import { expect, expectToast, phoneScreenshot, screenshot, test } from '../support/fixtures';

/** A 2×2 burgundy PNG, as a swatch photo. */
const SWATCH_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4oOAARAwQCgAhjgSBBDMzpAAAAABJRU5ErkJggg==';

test('a designer builds the team’s catalogue and colour library, and chooses how dates read', async ({
  page,
  request,
}) => {
  // The longest journey: a dozen pages and dialogs, each checked with axe.
  test.slow();
  const owner = await createAccount(request, 'Coco');
  const team = await request.post('/api/v1/team', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: 'Atelier Nord', description: 'Outerwear for the north' },
  });
  expect(team.status()).toBe(201);

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A first sign-in works in the only team at once; once the selection is cleared, a catalogue
  // asks for one.
  await expect(page.getByRole('button', { name: 'Team: Atelier Nord' }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Team: / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Clear selection' }).click();
  await expect(page.getByRole('button', { name: 'Team: Select team' }).first()).toBeVisible();

  // Catalogues belong to a team: the page asks for one first.
  // The Manage pages are reached from the expanded navigation by keyboard alone.
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  const manage = page.getByRole('button', { name: 'Manage', expanded: false });
  await expect(manage).toBeVisible();
  await page.getByRole('link', { name: 'Reminder' }).focus();
  await page.keyboard.press('Tab');
  await expect(manage).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Manage', expanded: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Manage Categories' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByText('Choose a team')).toBeVisible();
  await expectAccessible(page, 'categories without a team');
  await expectAccessibleOnPhone(page, 'categories without a team');
  await page
    .getByRole('button', { name: /^Team: / })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Atelier Nord' })).toBeVisible();
  await expectAccessible(page, 'team menu');
  await page.getByRole('menuitem', { name: 'Atelier Nord' }).click();

  // A category, refused without a name, then added.
  await page.getByRole('button', { name: 'Add category' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(dialog.getByText(messages.categoryNameRequired)).toBeVisible();
  await expectAccessible(page, 'add-category form with an error');
  await expectAccessibleOnPhone(page, 'add-category form with an error');
  await dialog.getByLabel('Category name').fill('Dresses');
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(messages.categoryAdded)).toBeVisible();
  await expectAccessibleWithToast(page, messages.categoryAdded, 'categories');
  const categories = page.getByRole('table', { name: 'Categories' });
  await expect(categories.getByText('Dresses')).toBeVisible();

  // …with a sub-category inside it.
  await page.getByRole('button', { name: 'Show sub-categories of Dresses' }).click();
  await page.getByRole('button', { name: 'Add sub-category' }).click();
  await dialog.getByLabel('Sub-category name').fill('Maxi dresses');
  await dialog.getByRole('button', { name: 'Add sub-category' }).click();
  await expectToast(page, messages.subCategoryAdded);
  await expect(
    page.getByLabel('Sub-categories of Dresses').getByText('Maxi dresses'),
  ).toBeVisible();
  await screenshot(page, '50-categories');
  await phoneScreenshot(page, '50-categories-phone');
  await expectAccessible(page, 'categories with sub-categories');
  await expectAccessibleOnPhone(page, 'categories with sub-categories');

  // A fabric of the material library, with its composition, price and a swatch photo.
  await page.goto('/fabrics');
  await expect(page.getByRole('heading', { name: 'Manage Material' })).toBeVisible();
  await page.getByRole('button', { name: 'Add fabric' }).first().click();
  await dialog.getByLabel('Fabric name').fill('Silk crepe');
  await dialog.getByLabel('Composition').fill('100% silk');
  await dialog.getByLabel('Supplier').fill('Tessitura Monti');
  // Filled in one go, as a paste would: the comma is the decimal point, not a thousands mark.
  await dialog.getByLabel('Price per metre').fill('14,80');
  await dialog.getByLabel('Swatch image').setInputFiles({
    name: 'silk.png',
    mimeType: 'image/png',
    buffer: Buffer.from(SWATCH_PNG, 'base64'),
  });
  await expectAccessible(page, 'add-fabric form');
  await dialog.getByRole('button', { name: 'Add fabric' }).click();
  await expectToast(page, messages.fabricAdded);
  const fabrics = page.getByRole('table', { name: 'Fabrics' });
  await expect(fabrics.getByText('100% silk')).toBeVisible();
  await expect(fabrics.getByText('$14.80')).toBeVisible();
  // …and typed key by key with a dot, it reads the same.
  await fabrics.getByRole('button', { name: 'Edit Silk crepe' }).click();
  await dialog.getByLabel('Price per metre').clear();
  await dialog.getByLabel('Price per metre').pressSequentially('12.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, messages.fabricUpdated);
  await expect(fabrics.getByText('$12.50')).toBeVisible();
  await expect(fabrics.getByRole('img', { name: 'Swatch of Silk crepe' })).toBeVisible();
  await screenshot(page, '53-fabrics');
  await expectAccessible(page, 'materials');
  await expectAccessibleOnPhone(page, 'materials');

  // Deleting asks first; the question is accessible too.
  await fabrics.getByRole('button', { name: 'Delete Silk crepe' }).click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/categories');
  // Dates read the team's way: today's date in the default dd-mm-yyyy form…
  const now = new Date();
  const dd = String(now.getDate()).padStart(2, '0');
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const yyyy = String(now.getFullYear());
  await expect(categories.getByText(`${dd}-${mm}-${yyyy}`)).toBeVisible();

  // …until the general settings switch to yyyy-mm-dd.
  await page.goto('/setting/general');
  await expect(page.getByLabel('Date format')).toBeVisible();
  await expectAccessible(page, 'general settings');
  await expectAccessibleOnPhone(page, 'general settings');
  await page.getByLabel('Date format').click();
  await page.getByRole('option', { name: 'yyyy-mm-dd' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, messages.generalSettingsUpdated);
  await page.goto('/categories');
  await expect(
    page.getByRole('table', { name: 'Categories' }).getByText(`${yyyy}-${mm}-${dd}`),
  ).toBeVisible();

  // Colours: a bad hex is refused, good ones are added, one becomes a favourite.
  await page.goto('/ColorLibrary');
  await expect(page.getByRole('heading', { name: 'Colour Library' })).toBeVisible();
  await page.getByRole('button', { name: 'Add colour' }).first().click();
  await dialog.getByLabel('Colour name').fill('Bordeaux');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('19-1725 TCX');
  await dialog.getByLabel('Hex code').fill('#8A15');
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  await expect(dialog.getByText(messages.hexCodeIncorrect)).toBeVisible();
  await expectAccessible(page, 'add-colour form with an error');
  await dialog.getByLabel('Hex code').fill('#8A1538');
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  await expectToast(page, messages.colourAdded);

  await page.getByRole('button', { name: 'Add colour' }).first().click();
  await dialog.getByLabel('Colour name').fill('Saffron');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('14-1064 TCX');
  await dialog.getByLabel('Hex code').fill('#E8B04B');
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  await expect(page.getByText(messages.colourAdded).last()).toBeVisible();
  const colours = page.getByRole('table', { name: 'Colours' });
  await expect(colours.getByText('Saffron')).toBeVisible();

  await page.getByRole('button', { name: 'Favourite Bordeaux' }).click();
  await expectToast(page, messages.favoriteAdded);
  await expect(page.getByRole('button', { name: 'Favourite Bordeaux' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await screenshot(page, '51-colour-library');
  await expectAccessible(page, 'colour library');
  await expectAccessibleOnPhone(page, 'colour library');

  // Search works within my favourites too.
  await page.locator('label', { hasText: /^Favourites$/ }).click();
  const favourites = page.getByRole('table', { name: 'Favourite colours' });
  await page.getByLabel('Search colours').fill('bord');
  await expect(favourites.getByText('Bordeaux')).toBeVisible();
  await page.getByLabel('Search colours').fill('saff');
  await expect(page.getByText('No favourites match “saff”')).toBeVisible();

  // The grid shows the swatches; a click copies the hex.
  await page.goto('/ColorLibrary/ColorGrid');
  await expect(page.getByRole('button', { name: 'Copy #E8B04B (Saffron)' })).toBeVisible();
  await screenshot(page, '52-colour-grid');
  await expectAccessible(page, 'colour grid');
  await expectAccessibleOnPhone(page, 'colour grid');
});
