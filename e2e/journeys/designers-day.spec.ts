import type { Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expect, screenshot, test } from '../support/fixtures';
import { moodBoard } from '../support/images';
import { addProduct, auth, ownTeam } from '../support/teams';

const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Checks the page with axe at desktop and phone width, with a screenshot of each. */
async function lookAt(page: Page, what: string, name: string) {
  await expectAccessible(page, what);
  await screenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${what} on a phone`);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

// Issue 44: a designer's day — the dashboard, the wall and designmate's five skills, at 1440 and
// 390 px, each page axe-clean.
test('a designer’s day: the dashboard, the wall and designmate’s five skills', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Nadia');
  const headers = auth(owner);
  const teamId = await ownTeam(request, owner, { name: 'Maison Sud', description: 'SS27' });
  const made = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api/v1/${path}`, { headers, data: { teamId, ...data } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).data._id as string;
  };
  const ss27 = await made('season', { name: 'SS27' });
  const aw27 = await made('season', { name: 'AW27' });
  const linen = await made('fabric', { name: 'Washed linen' });
  const poppy = await made('colour', { name: 'Poppy red', code: 'PR-01', hexCode: '#D32C2A' });
  await made('category', { name: 'Shirts' });
  const resort = await made('tag', { name: 'Resort' });
  await addProduct(request, owner, {
    teamId,
    name: 'Poppy Wrap Dress',
    description: 'A resort wrap dress in poppy red linen.',
    seasonId: ss27,
    fabricIds: [linen],
    colourIds: [poppy],
    tagIds: [resort],
    stage: 'sampling',
    deadline: isoDay(-3),
  });
  await addProduct(request, owner, {
    teamId,
    name: 'Wool parka',
    seasonId: aw27,
    stage: 'design',
    deadline: isoDay(-5),
  });
  const shirtId = await addProduct(request, owner, {
    teamId,
    name: 'Camp collar shirt',
    seasonId: ss27,
    fabricIds: [linen],
    stage: 'design',
    deadline: isoDay(2),
  });
  for (const text of [
    'Please move the buttons 1 cm up.',
    'The colour reads too orange.',
    'Agree on the hem.',
  ]) {
    const comment = await request.post('/api/v1/product/productComments', {
      headers,
      data: { productId: shirtId, text },
    });
    expect(comment.status(), await comment.text()).toBe(201);
  }

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The morning: what is late and what is due, on the dashboard.
  const active = page.getByRole('region', { name: 'Active products' });
  await expect(active.getByRole('link', { name: 'Poppy Wrap Dress' })).toBeVisible();
  const due = page.getByRole('region', { name: 'Due this week' });
  await expect(due.getByRole('link', { name: /Camp collar shirt/ })).toBeVisible();
  await lookAt(page, 'dashboard of a working day', '190-day-dashboard');

  // The wall shows the header's team, and flags what is late.
  await page.getByRole('link', { name: 'Wall', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/Wall/${teamId}$`));
  await expect(page.getByRole('button', { name: 'Team: Maison Sud' })).toBeVisible();
  const wall = page.getByRole('list', { name: 'Products' });
  await expect(wall.getByRole('link', { name: /Poppy Wrap Dress/ })).toContainText('Late');
  await lookAt(page, 'wall of a working day', '191-day-wall');

  // designmate: ask your data, with its qualifiers kept.
  await page.goto('/designmate');
  await page.getByRole('button', { name: 'New conversation' }).click();
  const box = page.getByRole('textbox', { name: 'Message designmate' });
  const messages = page.getByRole('list', { name: 'Messages' });
  await box.fill('Which of our SS27 pieces are running late?');
  await box.press('Enter');
  const late = messages.getByRole('table').last();
  await expect(late.getByRole('link', { name: 'Poppy Wrap Dress' })).toBeVisible();
  await expect(late.getByRole('link', { name: 'Wool parka' })).toHaveCount(0);

  // A brief, grounded in the product that is exactly that; the chip is for one message.
  await page.locator('label', { hasText: 'Design brief' }).click();
  await expect(page.getByRole('radio', { name: 'Design brief' })).toBeChecked();
  await box.fill('A resort capsule in poppy red linen');
  await box.press('Enter');
  const brief = messages.getByRole('listitem', { name: 'designmate', exact: true }).last();
  await expect(brief.getByRole('link', { name: 'Poppy Wrap Dress' }).first()).toBeVisible();
  await expect(brief.getByText(/brief:/i)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Design brief' })).not.toBeChecked();

  // The changes asked on a product: a request and a complaint, not the agreement.
  await box.fill('What did they ask to change on the Camp collar shirt?');
  await box.press('Enter');
  const changes = messages.getByRole('listitem', { name: 'designmate', exact: true }).last();
  await expect(
    changes.getByRole('link', { name: 'Move the buttons 1 cm up.', exact: true }),
  ).toBeVisible();
  await expect(
    changes.getByRole('link', { name: 'The colour reads too orange.', exact: true }),
  ).toBeVisible();
  await expect(changes.getByText(/Agree on the hem/)).toHaveCount(0);

  // Tag suggestions for a product named in the conversation.
  await box.fill('Suggest tags for the Camp collar shirt');
  await box.press('Enter');
  const tags = messages.getByRole('listitem', { name: 'designmate', exact: true }).last();
  await expect(tags.getByRole('button', { name: 'Apply Shirts' })).toBeVisible();
  await expect(tags.getByRole('button', { name: 'Apply Resort' })).toBeVisible();
  await tags.getByRole('button', { name: 'Apply Shirts' }).click();
  await expect(tags.getByText('Applied')).toBeVisible();

  // A mood board's palette.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'mood-board.png',
    mimeType: 'image/png',
    buffer: await moodBoard(page),
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByText(/^#D[0-9A-F]{5} · 60 %$/)).toBeVisible();
  await expect(messages.getByText(/^Poppy red · ΔE /)).toBeVisible();
  await lookAt(page, 'designmate after a day of questions', '192-day-designmate');
});
