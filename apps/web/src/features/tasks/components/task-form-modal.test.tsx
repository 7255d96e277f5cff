import { DEFAULT_GENERAL_SETTINGS, type Task } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aMember,
  asPerson,
  anOwnerMember,
  aTeam,
  aUser,
  OWNER_ID,
  signIn,
  TEAM_ID,
} from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';
import { aTask } from '../../../testing/task-fixtures';

const BEN = aMember();
const emptyPage = { data: [], extra: { pagination: { page: 1, limit: 100, total: 0 } } };

function openTasks(
  path: string,
  handlers: Record<string, MockAnswer | ((r: never) => MockAnswer)> = {},
) {
  signIn(aUser());
  localStorage.setItem('selectedTeamId', TEAM_ID);
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: aUser() },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    [`GET /team/${TEAM_ID}/people`]: { data: [asPerson(anOwnerMember()), asPerson(BEN)] },
    'GET /generalSetting': {
      data: { ...DEFAULT_GENERAL_SETTINGS, dateFormat: 'yyyy-mm-dd', timeFormat: '12 Hour' },
    },
    'GET /product': emptyPage,
    'GET /task': emptyPage,
    ...handlers,
  });
  return { ...renderApp(path), fetchMock };
}

describe('the task form', { timeout: 20_000 }, () => {
  beforeAll(() => preloadScreens('tasks'));

  it('starts with the user assigned, checks the title, and adds the task for two people', async () => {
    const added = aTask({ title: 'Grade the pattern', priority: 'high' });
    const { user, fetchMock } = openTasks('/Tasks?create=1', {
      'POST /task': { status: 201, message: 'Task added successfully.', data: added },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Task' });
    const assignees = within(dialog).getByRole('combobox', { name: /Assignees/ });
    // The user is the first assignee of what they add.
    await waitFor(() => expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /task')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Grade the pattern');
    await user.click(assignees);
    await user.click(await screen.findByRole('option', { name: 'Ben Baker' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /task')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /task')[0]!.body).toEqual({
      teamId: TEAM_ID,
      title: 'Grade the pattern',
      description: '',
      assigneeIds: [OWNER_ID, BEN._id],
      dueAt: null,
      status: 'todo',
      priority: 'high',
      productId: null,
    });
    expect(await screen.findByText('Task added successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a task without assignees before asking the server', async () => {
    const { user, fetchMock } = openTasks('/Tasks?create=1');
    const dialog = await screen.findByRole('dialog', { name: 'Create Task' });
    await waitFor(() => expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument());
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Cut');
    // Backspace in the box takes the last person off, as in any tag field.
    await user.click(within(dialog).getByRole('combobox', { name: /Assignees/ }));
    await user.keyboard('{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(
      await within(dialog).findByText('Assign the task to at least one person.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /task')).toHaveLength(0);
  });

  it("shows the server's refusal of an assignee on the field", async () => {
    const { user } = openTasks('/Tasks?create=1', {
      'POST /task': {
        status: 400,
        message: 'Assign people who can see this product.',
        data: {
          errors: [{ field: 'assigneeIds', message: 'Assign people who can see this product.' }],
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Task' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Fit');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(
      await within(dialog).findByText('Assign people who can see this product.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Task' })).toBeInTheDocument();
  });

  it('sends only what an edit changes', async () => {
    const task: Task = aTask({ title: 'Cut the toile', dueAt: '2030-01-01T10:00:00.000Z' });
    const { user, fetchMock } = openTasks(`/Tasks?task=${task._id}&view=list`, {
      'GET /task': { data: [task], extra: { pagination: { page: 1, limit: 10, total: 1 } } },
      [`GET /task/${task._id}`]: { data: task },
      [`GET /task/${task._id}/comments`]: { data: [] },
      [`PUT /task/${task._id}`]: {
        message: 'Task updated successfully.',
        data: { ...task, title: 'Cut the toile again' },
      },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Cut the toile' });
    // The due time reads in the user's formats.
    expect(within(drawer).getByText(/2030-01-01/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Cut the toile again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT /task/${task._id}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT /task/${task._id}`)[0]!.body).toEqual({
      title: 'Cut the toile again',
    });
  });
});
