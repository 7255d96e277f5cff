import { createAccount, signIn } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expect, screenshot, test } from '../support/fixtures';

test('a designer presses Ctrl+K, types three letters and lands on the product; the results page filters', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Nadia');
  const auth = { authorization: `Bearer ${owner.token}` };
  const team = await request.post('/api/v1/team', {
    headers: auth,
    data: { name: 'Atelier Nord', description: 'Shirts and knits' },
  });
  const teamId = (await team.json()).data._id as string;
  const made = async (name: string, description: string) => {
    const product = await request.post('/api/v1/product', {
      headers: auth,
      data: { teamId, name, description },
    });
    expect(product.status()).toBe(201);
    return (await product.json()).data._id as string;
  };
  const shirtId = await made('Linen shirt', 'Camp collar, mother-of-pearl buttons');
  await made('Wool coat', 'Double-faced, unlined');
  const comment = await request.post('/api/v1/product/productComments', {
    headers: auth,
    data: { productId: shirtId, text: 'The supplier asked for a heavier linen weight.' },
  });
  expect(comment.status()).toBe(201);
  // Another team's linen never shows.
  const stranger = await createAccount(request, 'Otto');
  const strangerTeam = await request.post('/api/v1/team', {
    headers: { authorization: `Bearer ${stranger.token}` },
    data: { name: 'Elsewhere' },
  });
  await request.post('/api/v1/product', {
    headers: { authorization: `Bearer ${stranger.token}` },
    data: { teamId: (await strangerTeam.json()).data._id, name: 'Linen trousers' },
  });

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The shortcut is heard once the header is in place.
  await expect(
    page.getByRole('heading', { name: /Good (morning|afternoon|evening), Nadia/ }),
  ).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('textbox', { name: 'Search Atelier' });
  await expect(palette).toBeFocused();
  await expect(page.getByRole('button', { name: 'Go to the wall' })).toBeVisible();
  await screenshot(page, '80-palette-before-typing');
  // Esc closes it and gives focus back to the header's search, not to the page (issue 44 §14).
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Control+K');
  await palette.fill('lin');
  await expect(page.getByRole('button', { name: /^Linen shirt/ })).toBeVisible();
  await expect(page.getByText('Linen trousers')).toHaveCount(0);
  await expectAccessible(page, 'command palette');
  await screenshot(page, '81-palette-results');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/productDetail/${shirtId}$`));
  await expect(page.getByRole('heading', { name: 'Linen shirt' })).toBeVisible();

  // `/` opens it too; a phrase finds the comment, and the last entry opens every result.
  await page.locator('body').click();
  await page.keyboard.press('/');
  await palette.fill('supplier asked');
  await expect(page.getByRole('button', { name: /Comment on Linen shirt/ })).toBeVisible();
  await page.getByRole('button', { name: 'Open the results page' }).click();
  await expect(page).toHaveURL(/\/globalSearch\?q=supplier\+asked$/);
  await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
  // The page's own list, not the palette still closing over it.
  await expect(page.getByRole('main').getByText('asked', { exact: true })).toBeVisible();
  await expect(palette).toBeHidden();

  const box = page.getByRole('textbox', { name: 'Search', exact: true });
  await box.fill('lin');
  await box.press('Enter');
  // The team's starter points of measure say how to measure along a 'line' (issue 45 §1).
  await expect(page.getByRole('radio', { name: 'All 4' })).toBeChecked();
  await expect(page.getByText('Points of measure 2')).toBeVisible();
  await page.getByText('Comments 1').click();
  await expect(page).toHaveURL(/kind=comment/);
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectAccessible(page, 'search results');
  await screenshot(page, '82-search-results');

  await box.fill('nothing like this');
  await box.press('Enter');
  await expect(page.getByText('Nothing found for “nothing like this”')).toBeVisible();

  // A hex code finds the nearest swatch of the library.
  const colour = await request.post('/api/v1/colour', {
    headers: auth,
    data: { teamId, name: 'Poppy red', code: 'PR-01', hexCode: '#D32C2A' },
  });
  expect(colour.status()).toBe(201);
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'Search Atelier' }).fill('#D22B2B');
  await expect(page.getByRole('button', { name: /^Poppy red/ })).toContainText('ΔE');
  await screenshot(page, '84-palette-hex');
  // Opening it switches to its team and opens the library searched for it.
  await page.getByRole('button', { name: /^Poppy red/ }).click();
  await expect(page).toHaveURL(/\/ColorLibrary\?search=Poppy\+red$/);
  await expect(page.getByLabel('Search colours')).toHaveValue('Poppy red');
  await expect(page.getByRole('cell', { name: 'PR-01' })).toBeVisible();

  // On a phone the header's search is a button that opens the same palette.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('textbox', { name: 'Search Atelier' }).fill('wool');
  await expect(page.getByRole('button', { name: /Wool coat/ })).toBeVisible();
  await screenshot(page, '83-palette-phone');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});
