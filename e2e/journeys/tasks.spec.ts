import { createAccount, signIn } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone, toastsGone } from '../support/axe';
import {
  expect,
  expectToast,
  newContext,
  phoneScreenshot,
  screenshot,
  test,
} from '../support/fixtures';
import { teamOf } from '../support/teams';

test('a task is assigned to a teammate, who finds it among all her tasks, and moves on the board', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createAccount(request, 'Coco');
  const colleague = await createAccount(request, 'Elsa');
  await teamOf(request, owner, colleague);

  // The owner reaches the tasks from the dashboard (SPEC's sidebar has no Tasks entry).
  await page.goto('/');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  const mine = page.getByRole('region', { name: 'Your tasks' });
  await expect(mine.getByText('0 overdue')).toBeVisible();
  await mine.getByRole('link', { name: 'Task board' }).click();
  await expect(page).toHaveURL(/\/Tasks$/);
  await page
    .getByRole('button', { name: /^Team: / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Spring studio' }).click();
  const todo = page.getByRole('region', { name: 'To do' });
  const doing = page.getByRole('region', { name: 'In progress' });
  await expect(todo.getByText('Nothing here yet')).toBeVisible();
  await expectAccessible(page, 'task board, empty');

  // Create Task: the owner is assigned at first; she adds Elsa and makes it urgent.
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Task' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill('Grade the pattern');
  await dialog.getByRole('combobox', { name: /Assignees/ }).click();
  await page.getByRole('option', { name: 'Elsa Lovelace' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await dialog.getByLabel('Description').fill('Sizes 34 to 44, the toile first.');
  // Due the 15th of next month at 09:30, in the default formats (dd-mm-yyyy, 24-hour clock).
  await dialog.getByRole('button', { name: /^Due/ }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: /^15 / }).click();
  await page.getByLabel('Hours').fill('09');
  await page.getByLabel('Minutes').fill('30');
  await expectAccessible(page, 'task form, due date picker');
  await page.getByRole('button', { name: 'Use this date and time' }).click();
  await expectAccessible(page, 'task form');
  await screenshot(page, '65-task-form');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expectToast(page, 'Task added successfully.');
  const card = todo.getByRole('article', { name: 'Grade the pattern' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Urgent')).toBeVisible();
  await expect(card.getByText(/^Due 15-\d\d-\d{4} 09:30$/)).toBeVisible();

  // Elsa, in a browser of her own, hears of it and finds it among all her tasks.
  const colleagueContext = await newContext(browser);
  const colleaguePage = await colleagueContext.newPage();
  await colleaguePage.goto('/');
  await signIn(colleaguePage, colleague);
  await expect(colleaguePage).toHaveURL(/\/dashboard$/);
  const bell = colleaguePage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  await colleaguePage
    .getByRole('link', { name: /Coco Lovelace assigned you Grade the pattern in Spring studio\./ })
    .click();
  await expect(colleaguePage).toHaveURL(/\/Tasks\/GlobalTask\?task=[0-9a-f-]{36}$/);
  const drawer = colleaguePage.getByRole('dialog', { name: 'Grade the pattern' });
  await expect(drawer.getByText('Sizes 34 to 44, the toile first.')).toBeVisible();
  await drawer.getByLabel('Add a comment').fill('Starting with the 38.');
  await drawer.getByRole('button', { name: 'Comment' }).click();
  await expectToast(colleaguePage, 'Comment added successfully.');
  await expect(drawer.getByText('Starting with the 38.')).toBeVisible();
  await screenshot(colleaguePage, '66-task-drawer');
  await colleaguePage.keyboard.press('Escape');
  const studio = colleaguePage.getByRole('region', { name: 'Spring studio' });
  await expect(
    studio.getByRole('button', { name: 'Grade the pattern', exact: true }),
  ).toBeVisible();
  await expect(studio.getByText('To do')).toBeVisible();
  await toastsGone(colleaguePage);
  await screenshot(colleaguePage, '66-global-tasks');
  await expectAccessible(colleaguePage, 'all my tasks');
  await expectAccessibleOnPhone(colleaguePage, 'all my tasks');
  await phoneScreenshot(colleaguePage, '66-global-tasks-phone');

  // The owner drags it to In progress, from the keyboard on its grip; Elsa's list follows live.
  await toastsGone(page);
  const handle = card.getByRole('button', { name: 'Move Grade the pattern' });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expectToast(page, 'Task updated successfully.');
  const moved = doing.getByRole('article', { name: 'Grade the pattern' });
  await expect(moved).toBeVisible();
  await expect(moved.getByLabel('1 comment')).toBeVisible();
  await expect(studio.getByText('In progress')).toBeVisible();
  await toastsGone(page);
  await screenshot(page, '67-task-board');
  await expectAccessible(page, 'task board');
  await expectAccessibleOnPhone(page, 'task board');
  await phoneScreenshot(page, '67-task-board-phone');

  // The list shows the same tasks; Elsa's due filter finds it later, not overdue.
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Tasks of Spring studio' })).toBeVisible();
  await screenshot(page, '68-task-list');
  await expectAccessible(page, 'task list');
  await colleaguePage.getByRole('combobox', { name: 'Due' }).click();
  await colleaguePage.getByRole('option', { name: 'Later' }).click();
  await expect(
    studio.getByRole('button', { name: 'Grade the pattern', exact: true }),
  ).toBeVisible();
  await colleaguePage.getByRole('combobox', { name: 'Due' }).click();
  await colleaguePage.getByRole('option', { name: 'Overdue' }).click();
  await expect(colleaguePage.getByText('No tasks match these filters')).toBeVisible();

  // Deleting asks first; Elsa's list empties.
  await page.getByRole('button', { name: 'Actions for Grade the pattern' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete task' }).click();
  await expectToast(page, 'Task deleted successfully.');
  await colleaguePage.getByRole('combobox', { name: 'Due' }).click();
  await colleaguePage.getByRole('option', { name: 'Any time' }).click();
  await expect(colleaguePage.getByText('Nothing is assigned to you')).toBeVisible();
  await screenshot(colleaguePage, '69-global-tasks-empty');
  await colleagueContext.close();
});
