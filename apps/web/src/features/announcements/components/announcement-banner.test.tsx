import { DEFAULT_GENERAL_SETTINGS, type Announcement } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aTeam, aUser, OWNER_ID, policies, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-app';
import { AnnouncementBanner } from './announcement-banner';

const ID = 'a0a0a0a0-0000-4000-8000-000000000001';

function anAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    _id: ID,
    teamId: TEAM_ID,
    title: 'Studio closed Friday',
    body: 'Back on **Monday**.',
    pinned: false,
    expiresAt: null,
    author: { _id: OWNER_ID, name: 'Ada Lovelace' },
    dismissed: false,
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    policies: { edit: false, delete: false },
    ...overrides,
  };
}

const member = aTeam({ isOwner: false, policies: policies(['viewTeam']) });
const owner = aTeam();

function showBanner(
  team = member,
  list: Announcement[] | (() => Announcement[]),
  handlers: Record<string, MockAnswer | ((r: never) => MockAnswer)> = {},
) {
  signIn(aUser());
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: aUser() },
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    'GET /announcement': () => ({ data: typeof list === 'function' ? list() : list }),
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  return { ...renderWithProviders(<AnnouncementBanner team={team} />), fetchMock, user };
}

describe('the announcement banner', { timeout: 20_000 }, () => {
  it('renders Markdown without raw HTML, and only web and e-mail addresses as links', async () => {
    const body = [
      'Read **this**: [the brief](https://atelier.example/brief) or [write](mailto:a@b.example).',
      '',
      '[click me](javascript:alert(1)), [data](data:text/html,hi), [chat](xmpp:a@b.example)',
      '',
      '<script>alert(2)</script>',
      '',
      '<img src="x" onerror="alert(3)">',
    ].join('\n');
    showBanner(member, [anAnnouncement({ body })]);
    const card = await screen.findByRole('article', { name: 'Studio closed Friday' });

    expect(within(card).getByText('this').tagName).toBe('STRONG');
    expect(within(card).getByRole('link', { name: 'the brief' })).toHaveAttribute(
      'href',
      'https://atelier.example/brief',
    );
    expect(within(card).getByRole('link', { name: 'write' })).toHaveAttribute(
      'href',
      'mailto:a@b.example',
    );
    expect(within(card).getAllByRole('link')).toHaveLength(2);
    expect(within(card).getByText('click me').closest('a')).toBeNull();
    expect(within(card).getByText('data').closest('a')).toBeNull();
    expect(within(card).getByText('chat').closest('a')).toBeNull();
    expect(card.querySelector('script, img, [onerror]')).toBeNull();
    expect(card).toHaveTextContent('<script>alert(2)</script>');
    expect(card).toHaveTextContent('<img src="x" onerror="alert(3)">');
  });

  it('marks pinned ones and hides one the member dismisses', async () => {
    let dismissed = false;
    const { fetchMock, user } = showBanner(
      member,
      () => [
        anAnnouncement({ _id: ID, title: 'House rules', pinned: true, dismissed }),
        anAnnouncement({ _id: 'a0a0a0a0-0000-4000-8000-000000000002', title: 'Fit day' }),
      ],
      {
        [`POST /announcement/${ID}/dismiss`]: () => {
          dismissed = true;
          return { message: 'Announcement dismissed.', data: anAnnouncement({ dismissed }) };
        },
      },
    );
    const pinned = await screen.findByRole('article', { name: 'House rules' });
    expect(within(pinned).getByText('Pinned')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Fit day' })).queryByText('Pinned'),
    ).not.toBeInTheDocument();
    // A member who may not post sees no way to post, edit or delete.
    expect(screen.queryByRole('button', { name: 'New announcement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss announcement: House rules' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'House rules' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, `POST /announcement/${ID}/dismiss`)).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Fit day' })).toBeVisible();
  });

  it('shows nothing to a member while there is nothing to read, and refreshes live', async () => {
    let list: Announcement[] = [];
    const { realtime } = showBanner(member, () => list);
    await waitFor(() => expect(screen.queryByLabelText('Loading announcements')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();

    list = [anAnnouncement({ title: 'Fresh news' })];
    await realtime.serverEmit('announcementChanged', {
      teamId: TEAM_ID,
      announcementId: ID,
      change: 'created',
    });
    expect(await screen.findByRole('article', { name: 'Fresh news' })).toBeVisible();
  });

  it('lets the owner post one from the empty banner', async () => {
    const posted = anAnnouncement({ policies: { edit: true, delete: true } });
    const { fetchMock, user } = showBanner(owner, [], {
      'POST /announcement': { status: 201, message: 'Announcement posted.', data: posted },
    });
    expect(await screen.findByText(/No announcements right now/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    await user.click(within(dialog).getByRole('button', { name: 'Post announcement' }));
    expect(await within(dialog).findByText('Title is required.')).toBeVisible();
    expect(callsTo(fetchMock, 'POST /announcement')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Studio closed');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Announcement/ }),
      'See [[the plan](https://atelier.example)',
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    expect(within(dialog).getByRole('link', { name: 'the plan' })).toBeVisible();
    await user.click(within(dialog).getByRole('switch', { name: /Pin to the top/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Post announcement' }));

    expect(await screen.findByText('Announcement posted.')).toBeVisible();
    expect(callsTo(fetchMock, 'POST /announcement')[0]!.body).toEqual({
      teamId: TEAM_ID,
      title: 'Studio closed',
      body: 'See [the plan](https://atelier.example)',
      pinned: true,
      expiresAt: null,
    });
  });
});
