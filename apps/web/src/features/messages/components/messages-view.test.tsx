import type { ChatMessage, Conversation } from '@atelier/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

const CHANNEL = 'c0c0c0c0-0000-4000-8000-000000000001';
const ben = { _id: aMember()._id, name: 'Ben Baker', profilePicture: null };

const channel: Conversation = {
  _id: CHANNEL,
  teamId: TEAM_ID,
  kind: 'channel',
  with: null,
  unread: 0,
  lastMessageAt: null,
};

function aMessage(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    _id: 'a0a0a0a0-0000-4000-8000-000000000001',
    teamId: TEAM_ID,
    conversationId: CHANNEL,
    author: ben,
    text: 'Hello',
    mentions: [],
    attachments: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    deleted: false,
    ...overrides,
  };
}

function openMessages(items: ChatMessage[]) {
  signIn(aUser());
  localStorage.setItem('selectedTeamId', TEAM_ID);
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: aUser() },
    'GET /team/getUserTeamList': { data: [aTeam()] },
    [`GET /team/${TEAM_ID}/people`]: { data: [asPerson(anOwnerMember()), asPerson(aMember())] },
    'GET /message/conversations': { data: [channel] },
    'GET /message/unread': { data: { unread: 0 } },
    'POST /message/read': { data: { unread: 0 } },
    'GET /message': { data: { items, nextCursor: null } },
    'POST /message': ({ body }) => ({
      status: 201,
      message: 'Message sent.',
      data: aMessage({
        _id: 'a0a0a0a0-0000-4000-8000-000000000009',
        author: { _id: aUser()._id, name: 'Ada Lovelace', profilePicture: null },
        text: (body as { text: string }).text,
        createdAt: '2026-11-20T11:00:00.000Z',
      }),
    }),
  });
  return { ...renderApp('/messages'), fetchMock };
}

/** The upload's XMLHttpRequest: stores each file at once and answers as the server does. */
class StoredUpload {
  static sent: { url: string }[] = [];
  upload = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror = null;
  onabort = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    StoredUpload.sent.push({ url: this.url });
    const file = form.get('files') as File;
    this.status = 201;
    this.responseText = JSON.stringify({
      responseCode: 201,
      responseMessage: 'Files uploaded.',
      data: [
        {
          path: `messages/t/${file.name}`,
          name: file.name,
          ext: 'png',
          size: file.size,
          url: '/files/x',
          thumbnail: null,
        },
      ],
    });
    setTimeout(() => this.onload?.(), 0);
  }
}

describe('the messages page', { timeout: 20_000 }, () => {
  beforeAll(() => preloadScreens('messages'));
  afterEach(() => {
    vi.unstubAllGlobals();
    StoredUpload.sent = [];
  });

  it('shows the text as written: HTML stays text and only web links are links', async () => {
    openMessages([
      aMessage({
        text: '<img src=x onerror=alert(1)> see javascript:alert(1) and https://example.com/a',
      }),
    ]);
    const log = await screen.findByRole('log', { name: 'Messages in # Spring studio' });
    const message = await within(log).findByRole('article', { name: 'Message from Ben Baker' });
    expect(message).toHaveTextContent('<img src=x onerror=alert(1)> see javascript:alert(1)');
    expect(message.querySelector('img[src="x"]')).toBeNull();
    expect(
      within(message)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://example.com/a']);
  });

  it('sends with Enter, shows the message, and marks the channel read', async () => {
    const { fetchMock } = openMessages([]);
    const log = await screen.findByRole('log', { name: 'Messages in # Spring studio' });
    expect(await within(log).findByText('No messages yet')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message # Spring studio' });
    await userEvent.type(box, 'Fit at 3{Enter}');
    expect(await within(log).findByText('Fit at 3')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /message')[0]?.body).toEqual({
      teamId: TEAM_ID,
      conversationId: CHANNEL,
      text: 'Fit at 3',
      mentions: [],
      attachments: [],
    });
    await waitFor(() => expect(callsTo(fetchMock, 'POST /message/read').length).toBeGreaterThan(0));
    expect(box).toHaveValue('');
  });

  it('shows attached pictures as thumbnails and other files by name and size, each a link', async () => {
    const file = { ext: 'png', size: 2048, thumbnail: null };
    openMessages([
      aMessage({
        text: '',
        attachments: [
          { ...file, path: 'messages/a.png', name: 'front.png', url: '/files/a.png?sig=1' },
          {
            ...file,
            path: 'messages/b.pdf',
            name: 'spec.pdf',
            ext: 'pdf',
            size: 3_500_000,
            url: '/files/b.pdf?sig=2',
          },
        ],
      }),
    ]);
    const files = await screen.findByRole('list', { name: 'Attached files' });
    const picture = within(files).getByRole('listitem', { name: 'front.png, 2 KB' });
    expect(picture).toHaveAttribute('href', '/files/a.png?sig=1');
    expect(picture.querySelector('img')).toHaveAttribute('src', '/files/a.png?sig=1');
    const sheet = within(files).getByRole('listitem', { name: 'spec.pdf, 3.3 MB' });
    expect(sheet).toHaveAttribute('href', '/files/b.pdf?sig=2');
    expect(sheet).toHaveTextContent('spec.pdf');
  });

  it('uploads a pasted screenshot at once and sends it with the message', async () => {
    vi.stubGlobal('XMLHttpRequest', StoredUpload);
    const { fetchMock } = openMessages([]);
    await screen.findByRole('log', { name: 'Messages in # Spring studio' });
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    const box = screen.getByRole('textbox', { name: 'Message # Spring studio' });
    const screenshot = new File(['png'], 'image.png', { type: 'image/png' });
    fireEvent.paste(box, { clipboardData: { files: [screenshot] } });
    const tray = await screen.findByRole('list', { name: 'Files to send' });
    expect(within(tray).getByRole('listitem')).toHaveTextContent('image.png');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(StoredUpload.sent[0]?.url).toBe(`/api/v1/message/attachment?teamId=${TEAM_ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /message')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /message')[0]?.body).toMatchObject({
      text: '',
      attachments: [{ path: 'messages/t/image.png', name: 'image.png' }],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull());
  });
});
