import { DEFAULT_GENERAL_SETTINGS, type Reminder } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aTeam, aUser, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { preloadScreens } from '../../../testing/preload-screens';
import { renderApp } from '../../../testing/render-app';

const REMINDERS = `GET /reminder/reminderByTeam/${TEAM_ID}`;

function openReminders(path: string, handlers: Record<string, MockAnswer> = {}) {
  signIn(aUser());
  localStorage.setItem('selectedTeamId', TEAM_ID);
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: aUser() },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    'GET /generalSetting': {
      data: { ...DEFAULT_GENERAL_SETTINGS, dateFormat: 'yyyy-mm-dd', timeFormat: '12 Hour' },
    },
    'GET /product': { data: [], extra: { pagination: { page: 1, limit: 100, total: 0 } } },
    [REMINDERS]: { data: [], extra: { pagination: { page: 1, limit: 100, total: 0 } } },
    ...handlers,
  });
  return { ...renderApp(path), fetchMock };
}

const added: Reminder = {
  _id: 'c0c0c0c0-0000-4000-8000-000000000001',
  teamId: TEAM_ID,
  type: 'Team Reminder',
  title: 'Fit session',
  note: '',
  dueAt: '2030-01-01T10:00:00.000Z',
  nextAt: '2030-01-01T10:00:00.000Z',
  repeat: null,
  repeatUntil: null,
  repeatCount: null,
  rrule: null,
  leadMinutes: 0,
  timeZone: 'UTC',
  product: null,
  createdBy: { _id: 'a', name: 'Ada Lovelace' },
  isSnoozed: false,
  isDone: false,
  doneAt: null,
  lastFiredAt: null,
  createdAt: '2029-12-01T10:00:00.000Z',
  updatedAt: '2029-12-01T10:00:00.000Z',
  policies: { edit: true, delete: true },
};

describe('the reminder form', { timeout: 20_000 }, () => {
  beforeAll(() => preloadScreens('reminders'));

  it("opens from the Create menu's link, checks the title, and adds a team reminder", async () => {
    const { user, fetchMock } = openReminders('/wall/reminders?create=1', {
      'POST /reminder': { status: 201, message: 'Reminder added successfully.', data: added },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Reminder' });
    // The picker follows the general settings: year first, 12-hour clock.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Due/ }).textContent).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:00 (AM|PM)$/,
      ),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /reminder')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Title/), 'Fit session');
    await user.click(within(dialog).getByRole('radio', { name: 'Team Reminder' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /reminder')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST /reminder')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      teamId: TEAM_ID,
      title: 'Fit session',
      type: 'Team Reminder',
      leadMinutes: 0,
      repeat: null,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // The local time picked, sent as an instant in UTC.
    expect(body.dueAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(new Date(body.dueAt as string).getMinutes()).toBe(0);
    expect(await screen.findByText('Reminder added successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends how the reminder repeats and how long ahead it reminds', async () => {
    const { user, fetchMock } = openReminders('/wall/reminders?create=1', {
      'POST /reminder': { status: 201, message: 'Reminder added successfully.', data: added },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Reminder' });
    expect(within(dialog).getByRole('combobox', { name: 'Repeat' })).toHaveValue('Does not repeat');
    await user.type(within(dialog).getByLabelText(/Title/), 'Fit session');
    await user.click(within(dialog).getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Every week' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Remind me' }));
    await user.click(await screen.findByRole('option', { name: '1 hour before' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /reminder')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /reminder')[0]!.body).toMatchObject({
      repeat: 'weekly',
      leadMinutes: 60,
    });
  });

  it("shows the server's refusal on its field", async () => {
    const { user } = openReminders('/wall/reminders?create=1', {
      'POST /reminder': {
        status: 400,
        message: 'Choose a due time in the future.',
        data: { errors: [{ field: 'dueAt', message: 'Choose a due time in the future.' }] },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Reminder' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Sample due');
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    expect(await within(dialog).findByText('Choose a due time in the future.')).toBeInTheDocument();
  });
});
