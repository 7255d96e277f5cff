import { DEFAULT_GENERAL_SETTINGS, type CalendarEvent } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-app';
import type { SelectedSlot } from '../lib/event-form';
import { EventFormModal } from './event-form-modal';

const PEOPLE = [
  { value: 'a0a0a0a0-0000-4000-8000-000000000001', label: 'Olga Owner' },
  { value: 'a0a0a0a0-0000-4000-8000-000000000002', label: 'Vera Viewer' },
];

const saved: CalendarEvent = {
  _id: 'e0e0e0e0-0000-4000-8000-000000000001',
  teamId: TEAM_ID,
  title: 'Fit session',
  startAt: '2030-03-04T09:00:00.000Z',
  endAt: '2030-03-04T10:30:00.000Z',
  allDay: false,
  location: '',
  attendees: [],
  createdBy: { _id: 'a', name: 'Ada Lovelace' },
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
  policies: { edit: true, delete: true },
};

function openForm(
  options: { slot?: SelectedSlot | null; event?: CalendarEvent | null },
  handlers: Record<string, MockAnswer> = {},
) {
  signIn(aUser());
  const fetchMock = mockApi({
    'GET /generalSetting': {
      data: { ...DEFAULT_GENERAL_SETTINGS, dateFormat: 'yyyy-mm-dd', timeFormat: '12 Hour' },
    },
    ...handlers,
  });
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <EventFormModal
      teamId={TEAM_ID}
      opened
      event={options.event ?? null}
      slot={options.slot ?? null}
      people={PEOPLE}
      onClose={onClose}
    />,
  );
  return { fetchMock, onClose, user };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  callsTo(fetchMock, key)[0]!.body as Record<string, unknown>;

describe('the event form', { timeout: 20_000 }, () => {
  it('adds an event in the selected slot, for the chosen attendees, after checking the title', async () => {
    const slot = {
      start: new Date(2030, 2, 4, 9, 0),
      end: new Date(2030, 2, 4, 10, 30),
      allDay: false,
    };
    const { fetchMock, onClose, user } = openForm(
      { slot },
      { 'POST /calendarEvent': { status: 201, message: 'Event added successfully.', data: saved } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    // The pickers follow the general settings: year first, 12-hour clock.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Starts/ }).textContent).toBe(
        '2030-03-04 09:00 AM',
      ),
    );
    expect(within(dialog).getByRole('button', { name: /Ends/ }).textContent).toBe(
      '2030-03-04 10:30 AM',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add event' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /calendarEvent')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Title/), 'Fit session');
    await user.type(within(dialog).getByLabelText('Location'), 'Studio 2');
    await user.click(within(dialog).getByPlaceholderText('The whole team'));
    await user.click(await screen.findByRole('option', { name: 'Vera Viewer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add event' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /calendarEvent')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST /calendarEvent')).toEqual({
      teamId: TEAM_ID,
      title: 'Fit session',
      // The local times picked, sent as instants in UTC.
      startAt: slot.start.toISOString(),
      endAt: slot.end.toISOString(),
      allDay: false,
      location: 'Studio 2',
      attendeeIds: [PEOPLE[1]!.value],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByText('Event added successfully.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps an all-day event to its days: the last day shown, the day after sent', async () => {
    const { fetchMock, user } = openForm(
      {
        slot: { start: new Date(2030, 2, 4), end: new Date(2030, 2, 7), allDay: true },
      },
      { 'POST /calendarEvent': { status: 201, message: 'Event added successfully.', data: saved } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    expect(within(dialog).getByRole('switch', { name: 'All day' })).toBeChecked();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Ends/ }).textContent).toBe('2030-03-06'),
    );
    await user.type(within(dialog).getByLabelText(/Title/), 'Trade fair');
    await user.click(within(dialog).getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /calendarEvent')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST /calendarEvent')).toMatchObject({
      title: 'Trade fair',
      allDay: true,
      startAt: '2030-03-04',
      endAt: '2030-03-07',
      attendeeIds: [],
    });
  });

  it('turns a timed event all-day and back, keeping its days', async () => {
    const { user } = openForm({
      slot: { start: new Date(2030, 2, 4, 14, 0), end: new Date(2030, 2, 4, 15, 0), allDay: false },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Starts/ }).textContent).toBe('2030-03-04'),
    );
    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Starts/ }).textContent).toBe(
        '2030-03-04 09:00 AM',
      ),
    );
  });

  it("edits an event without its team, and shows the server's refusal on its field", async () => {
    const { fetchMock, user } = openForm(
      { event: saved },
      {
        [`PUT /calendarEvent/${saved._id}`]: {
          status: 400,
          message: 'The end cannot be before the start.',
          data: { errors: [{ field: 'endAt', message: 'The end cannot be before the start.' }] },
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Fit session');
    await user.clear(within(dialog).getByLabelText(/Title/));
    await user.type(within(dialog).getByLabelText(/Title/), 'Fit session II');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The end cannot be before the start.'),
    ).toBeInTheDocument();
    const body = bodyOf(fetchMock, `PUT /calendarEvent/${saved._id}`);
    expect(body).not.toHaveProperty('teamId');
    expect(body).toMatchObject({
      title: 'Fit session II',
      startAt: saved.startAt,
      endAt: saved.endAt,
      allDay: false,
    });
  });
});
