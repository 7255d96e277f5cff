import { messages } from '@atelier/domain';
import type { Locator, Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone, toastsGone } from '../support/axe';
import {
  atPhoneWidth,
  expect,
  expectToast,
  screenshot,
  test,
  transitionsDone,
} from '../support/fixtures';

/** A month of its own, so the journey does not depend on today's date. */
const MONTH = '2027-03';
const DEADLINE = `${MONTH}-10`;
const MOVED_TO = `${MONTH}-17`;
const EVENT_DAY = `${MONTH}-24`;

const dayCell = (page: Page, date: string) =>
  page.locator(`td.fc-daygrid-day[data-date="${date}"]`);

/** Drags an item with the mouse, as a person does, onto the middle of another day. */
async function dragTo(page: Page, item: Locator, target: Locator) {
  const from = await item.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag, or nowhere to drop it');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('the calendar shows a deadline, moves it by dragging, adds an event and exports the .ics feed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createAccount(request, 'Ines');
  const auth = { authorization: `Bearer ${owner.token}` };
  const team = await request.post('/api/v1/team', {
    headers: auth,
    data: { name: 'Maison Nord', description: 'Autumn tailoring' },
  });
  expect(team.status()).toBe(201);
  const teamId = (await team.json()).data._id as string;
  const product = await request.post('/api/v1/product', {
    headers: auth,
    data: { teamId, name: 'Linen wrap dress', deadline: DEADLINE },
  });
  expect(product.status()).toBe(201);
  const productId = (await product.json()).data._id as string;

  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate((id) => localStorage.setItem('selectedTeamId', id), teamId);

  // The Reminders page leads to the calendar; the sidebar's Reminder entry stays current.
  await page.goto('/wall/reminders');
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reminder', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The product's deadline is on its day of the month.
  await page.goto(`/calendar?date=${MONTH}-01`);
  await expect(page.getByRole('heading', { name: 'March 2027' })).toBeVisible();
  const deadline = dayCell(page, DEADLINE).getByText('Linen wrap dress');
  await expect(deadline).toBeVisible();
  await transitionsDone(page);
  await screenshot(page, '105-calendar-month');
  await expectAccessible(page, 'calendar, month');

  // Dragged to another day, the product's deadline moves there.
  await dragTo(page, deadline, dayCell(page, MOVED_TO));
  await expectToast(page, messages.calendarItemMoved);
  await expect(dayCell(page, MOVED_TO).getByText('Linen wrap dress')).toBeVisible();
  await expect(dayCell(page, DEADLINE).getByText('Linen wrap dress')).toHaveCount(0);
  const moved = await request.get(`/api/v1/product/${productId}`, { headers: auth });
  expect((await moved.json()).data.deadline).toBe(MOVED_TO);
  await toastsGone(page);

  // Selecting a day adds an event on it.
  await dayCell(page, EVENT_DAY)
    .locator('.fc-daygrid-day-frame')
    .click({ position: { x: 40, y: 60 } });
  const dialog = page.getByRole('dialog', { name: 'Add event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'All day' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog.getByText(messages.eventTitleRequired)).toBeVisible();
  await dialog.getByLabel(/Title/).fill('Fit session');
  await dialog.getByLabel('Location').fill('Studio 2');
  await transitionsDone(page);
  await screenshot(page, '106-calendar-event-form');
  await expectAccessible(page, 'calendar, event form');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expectToast(page, messages.calendarEventAdded);
  await expect(dialog).toBeHidden();
  const event = dayCell(page, EVENT_DAY).getByText('Fit session');
  await expect(event).toBeVisible();
  await toastsGone(page);

  // A click opens the event.
  await event.click();
  const details = page.getByRole('dialog', { name: 'Fit session' });
  await expect(details.getByText('Studio 2')).toBeVisible();
  await expect(details.getByText('The whole team')).toBeVisible();
  await expectAccessible(page, 'calendar, event details');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // The week and agenda views follow the same items.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await expectAccessible(page, 'calendar, week');
  await page.getByRole('button', { name: 'Agenda', exact: true }).click();
  await expect(page.locator('.fc-list').getByText('Linen wrap dress')).toBeVisible();
  await expect(page.locator('.fc-list').getByText('Fit session')).toBeVisible();
  await toastsGone(page);
  await transitionsDone(page);
  await screenshot(page, '107-calendar-agenda');
  await expectAccessible(page, 'calendar, agenda');

  // The .ics address: made, fetched by a calendar app without signing in, revoked.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const feedDialog = page.getByRole('dialog', { name: 'Subscribe in your calendar app' });
  await feedDialog.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = feedDialog.getByLabel('Your calendar address');
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/feed\/.+\.ics$/);
  await expectAccessible(page, 'calendar, feed');
  const url = await address.inputValue();
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain(`DTSTART;VALUE=DATE:${MOVED_TO.replaceAll('-', '')}`);
  expect(ics).toContain('SUMMARY:Deadline: Linen wrap dress');
  expect(ics).toContain('SUMMARY:Fit session');
  await toastsGone(page);
  await feedDialog.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke your calendar address?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expectToast(page, messages.calendarFeedRevoked);
  expect((await request.get(url)).status()).toBe(404);
  await page.keyboard.press('Escape');
  await toastsGone(page);

  // On a phone the calendar opens on the agenda; a deadline leads to its product.
  await atPhoneWidth(page, async () => {
    await page.goto(`/calendar?date=${MONTH}-01`);
    const agenda = page.locator('.fc-list');
    await expect(agenda.getByText('Linen wrap dress')).toBeVisible();
    await transitionsDone(page);
    await screenshot(page, '108-calendar-phone');
    await expectAccessible(page, 'calendar (phone)');
    await agenda.getByText('Linen wrap dress').click();
    await expect(page).toHaveURL(new RegExp(`/productDetail/${productId}$`));
  });

  // The dashboard glances at what is due this week and leads to the calendar.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Due this week' })).toBeVisible();
  await expectAccessibleOnPhone(page, 'dashboard with what is due this week');
  await page.getByRole('link', { name: 'Open calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});
