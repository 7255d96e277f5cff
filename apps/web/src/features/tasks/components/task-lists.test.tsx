import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aTeam, aUser, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';
import { aTask } from '../../../testing/task-fixtures';

const OTHER_TEAM = { _id: '22222222-2222-4222-8222-222222222222', name: 'Autumn atelier' };

describe('the task lists', { timeout: 20_000 }, () => {
  beforeAll(() => preloadScreens('globalTasks', 'tasks'));

  it('shows my tasks by team, filters them from the first page, and deletes one', async () => {
    signIn(aUser());
    const grading = aTask({ title: 'Grade the pattern' });
    const toile = aTask({ title: 'Cut the toile', teamId: OTHER_TEAM._id, team: OTHER_TEAM });
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: aUser() },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      'GET /task/global': {
        data: [grading, toile],
        extra: { pagination: { page: 1, limit: 10, total: 2 } },
      },
      [`DELETE /task/${grading._id}`]: { message: 'Task deleted successfully.', data: null },
    });
    const { user } = renderApp('/Tasks/GlobalTask');

    const spring = await screen.findByRole('region', { name: 'Spring studio' });
    expect(await within(spring).findByText('Grade the pattern')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Autumn atelier' })).toHaveTextContent(
      'Cut the toile',
    );

    await user.click(screen.getByRole('combobox', { name: 'Due' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /task/global').at(-1)?.searchParams.get('due')).toBe(
        'overdue',
      ),
    );
    expect(callsTo(fetchMock, 'GET /task/global').at(-1)?.searchParams.get('page')).toBe('1');

    await user.click(within(spring).getByRole('button', { name: 'Actions for Grade the pattern' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete task' }));
    expect(await screen.findByText('Task deleted successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /task/${grading._id}`)).toHaveLength(1);
  });

  it('lists a team’s tasks by status', async () => {
    signIn(aUser());
    localStorage.setItem('selectedTeamId', TEAM_ID);
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: aUser() },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /team/${TEAM_ID}/people`]: { data: [] },
      'GET /product': { data: [], extra: { pagination: { page: 1, limit: 100, total: 0 } } },
      'GET /task': {
        data: [aTask({ title: 'Press the sample' })],
        extra: { pagination: { page: 1, limit: 10, total: 1 } },
      },
    });
    const { user } = renderApp('/Tasks?view=list');

    expect(await screen.findByText('Press the sample')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /task').at(-1)?.searchParams.get('status')).toBe('done'),
    );
  });
});
