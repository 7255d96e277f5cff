import { messages } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HelpSupportRoute } from './help-support';
import { signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-app';
import { HELP_ANSWERS } from '../../../features/help/lib/answers';

const TICKET = {
  _id: '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  ticketNumber: 'AT-000042',
  subject: 'Pins move',
  hasScreenshot: true,
  createdAt: '2026-11-23T09:00:00.000Z',
};

function openHelp() {
  signIn();
  const fetchMock = mockApi({
    'POST /support': { status: 201, message: messages.supportSent, data: TICKET },
  });
  renderWithProviders(<HelpSupportRoute />);
  return { user: userEvent.setup({ delay: null }), fetchMock };
}

const questions = () =>
  screen.queryAllByRole('button', { name: /\?/ }).map((button) => button.textContent);

describe('Help & Support', () => {
  it('narrows the answers as one types, and says so when nothing matches', async () => {
    const { user } = openHelp();
    const search = screen.getByRole('searchbox', { name: 'Search the answers' });
    expect(questions()).toHaveLength(HELP_ANSWERS.length);

    await user.type(search, 'supplier');
    expect(questions()).toHaveLength(2);
    await user.type(search, ' clïent');
    expect(questions()).toEqual([
      expect.stringContaining('How do I share a design with a supplier or client?'),
    ]);
    expect(screen.getByText('1 answer found')).toBeInTheDocument();
    const question = screen.getByRole('button', { name: /share a design with a supplier/ });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Can comment and view also lets the visitor/)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'teleportation');
    expect(questions()).toEqual([]);
    expect(screen.getByText('No answers match “teleportation”')).toBeInTheDocument();
  });

  it('lists the keyboard shortcuts', () => {
    openHelp();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Turn Add pin on or off')).toBeInTheDocument();
    expect(within(table).getByText('Post the comment (Cmd + Enter on a Mac)')).toBeInTheDocument();
  });

  it('asks for a subject and a message and keeps them to their limits, sending nothing', async () => {
    const { user, fetchMock } = openHelp();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.supportSubjectRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.supportMessageRequired)).toBeInTheDocument();

    await user.click(screen.getByLabelText(/Subject/));
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.supportSubjectTooLong)).toBeInTheDocument();
    expect(screen.getByText('121/120')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /support')).toHaveLength(0);
  });

  it('refuses a screenshot that is not an image before anything is sent', async () => {
    const { user, fetchMock } = openHelp();
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Screenshot'), notes);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.imageType);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(callsTo(fetchMock, 'POST /support')).toHaveLength(0);
  });

  it('sends the form with the screenshot and shows the ticket number', async () => {
    const { user, fetchMock } = openHelp();
    await user.type(screen.getByLabelText(/Subject/), 'Pins move');
    await user.type(screen.getByLabelText(/Message/), 'When I zoom, pin 2 moves.');
    const shot = new File([new Uint8Array([137, 80, 78, 71])], 'zoom.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Screenshot'), shot);
    expect(await screen.findByText('zoom.png, sent with your message.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Ticket AT-000042');
    const [call] = callsTo(fetchMock, 'POST /support');
    const body = call!.body as FormData;
    expect(body.get('subject')).toBe('Pins move');
    expect(body.get('message')).toBe('When I zoom, pin 2 moves.');
    expect((body.get('screenshot') as File).name).toBe('zoom.png');
    // Ready for the next message.
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
  });
});
