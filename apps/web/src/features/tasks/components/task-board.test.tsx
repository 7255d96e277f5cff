import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aMember,
  asPerson,
  anOwnerMember,
  aTeam,
  aUser,
  signIn,
  TEAM_ID,
} from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';
import { aTask } from '../../../testing/task-fixtures';

const ben = { _id: aMember()._id, name: 'Ben Baker', profilePicture: null };

function openBoard(path = '/Tasks') {
  signIn(aUser());
  localStorage.setItem('selectedTeamId', TEAM_ID);
  const tasks = [
    aTask({ title: 'Grade the pattern', status: 'todo', priority: 'urgent', commentCount: 2 }),
    aTask({
      title: 'Cut the toile',
      status: 'in_progress',
      assignees: [ben],
      dueAt: '2020-01-01T10:00:00.000Z',
    }),
    aTask({
      title: 'Press the sample',
      status: 'in_progress',
      assignees: [ben],
      createdBy: ben,
      policies: { edit: false, changeStatus: false, delete: false, comment: true },
    }),
  ];
  const moving = tasks[0]!;
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: aUser() },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    [`GET /team/${TEAM_ID}/people`]: { data: [asPerson(anOwnerMember()), asPerson(aMember())] },
    'GET /product': { data: [], extra: { pagination: { page: 1, limit: 100, total: 0 } } },
    'GET /task': ({ searchParams }) => {
      const found = tasks.filter((task) => task.status === searchParams.get('status'));
      return { data: found, extra: { pagination: { page: 1, limit: 100, total: found.length } } };
    },
    [`GET /task/${moving._id}`]: { data: moving },
    [`GET /task/${moving._id}/comments`]: { data: [] },
    [`PUT /task/${moving._id}`]: {
      message: 'Task updated successfully.',
      data: { ...moving, status: 'done' },
    },
  });
  return { ...renderApp(path), fetchMock, moving };
}

describe('the task board', { timeout: 20_000 }, () => {
  beforeAll(() => preloadScreens('tasks'));

  it('shows a column per status with its tasks, and marks those the user may not move', async () => {
    const { fetchMock } = openBoard();
    const doing = await screen.findByRole('region', { name: 'In progress' });
    const cut = await within(doing).findByRole('article', { name: 'Cut the toile' });
    expect(within(doing).getByLabelText('2 tasks')).toBeInTheDocument();
    expect(within(cut).getByText(/Overdue · was due/)).toBeInTheDocument();
    expect(within(cut).getByRole('group', { name: 'Assigned to Ben Baker' })).toBeInTheDocument();
    const press = within(doing).getByRole('article', { name: 'Press the sample' });
    expect(within(press).getByLabelText('You may not move this task')).toBeInTheDocument();
    const todo = screen.getByRole('region', { name: 'To do' });
    const grade = within(todo).getByRole('article', { name: 'Grade the pattern' });
    expect(within(grade).getByText('Urgent')).toBeInTheDocument();
    expect(within(grade).getByLabelText('2 comments')).toBeInTheDocument();
    expect(within(grade).getByLabelText('Move Grade the pattern')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Done' })).getByText('Nothing here yet'),
    ).toBeInTheDocument();
    // My tasks by default: one query per status, for this team.
    const asked = callsTo(fetchMock, 'GET /task').map((call) => call.searchParams);
    expect(asked.map((params) => params.get('status')).sort()).toEqual([
      'done',
      'in_progress',
      'todo',
    ]);
    expect(asked.every((params) => params.get('teamId') === TEAM_ID)).toBe(true);
    expect(asked.every((params) => params.get('mine') === 'true')).toBe(true);
  });

  it('asks for everyone’s tasks when told to', async () => {
    const { user, fetchMock } = openBoard();
    await screen.findByRole('region', { name: 'To do' });
    await user.click(screen.getByRole('radio', { name: 'Everyone’s' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /task').some((call) => call.searchParams.get('mine') === null),
      ).toBe(true),
    );
  });

  it('opens a task in its drawer and moves it from there', async () => {
    const { user, fetchMock, moving } = openBoard();
    await user.click(await screen.findByRole('button', { name: 'Grade the pattern' }));
    const drawer = await screen.findByRole('dialog', { name: 'Grade the pattern' });
    expect(
      within(drawer).getByText('No comments yet. Ask a question or note what changed.'),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT /task/${moving._id}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT /task/${moving._id}`)[0]!.body).toEqual({ status: 'done' });
    expect(await screen.findByText('Task updated successfully.')).toBeInTheDocument();
  });
});
