import { DEFAULT_NOTIFICATION_SETTINGS, messages } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aNotification,
  aUser,
  notificationsAnswer,
  OWNER_ID,
  signIn,
} from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

function openDashboard(
  notifications: MockAnswer,
  more: Record<string, MockAnswer> = {},
  language?: 'fr',
) {
  const user = signIn();
  const fetchMock = mockApi({
    ...more,
    'GET /auth/getProfile': { data: user },
    'GET /team/getUserTeamList': { data: [] },
    'GET /notifications/userNotifications': notifications,
    'GET /notifications/markasRead': {
      data: { updated: 2 },
      message: 'All notifications marked as read.',
    },
  });
  return { ...renderApp('/dashboard', language ? { language } : undefined), fetchMock };
}

describe('notification bell (SPEC §4)', () => {
  it('shows the unread count, and opening it lists the latest and marks all read', async () => {
    const { user, fetchMock } = openDashboard(
      notificationsAnswer([
        aNotification({ message: 'Olivia Owner added you to Knit lab.' }),
        aNotification({ key: 'joinTeamId', message: 'Ben joined Knit lab.' }),
        aNotification({ key: 'deleteTeamId', message: 'Cy deleted Denim.', isRead: true }),
      ]),
    );

    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 2 unread' },
      { timeout: 3000 },
    );
    await user.click(bell);

    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell);
    expect(callsTo(fetchMock, 'GET /notifications/markasRead')).toHaveLength(1);
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link')).toHaveAccessibleName(
      'Unread: Olivia Owner added you to Knit lab. 2 min ago',
    );
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/teamusers\//),
    );
    expect(items[1]).toHaveTextContent('Unread: Ben joined Knit lab.');
    // A deleted team leads nowhere; a read notification is not marked unread.
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/Notification');

    // Seen: closing takes the highlight away, and opening again asks the server nothing more.
    await user.keyboard('{Escape}');
    await user.click(bell);
    expect(await screen.findByText('Olivia Owner added you to Knit lab.')).toBeInTheDocument();
    expect(screen.queryByText(/^Unread/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /notifications/markasRead')).toHaveLength(1);
  });

  it('leads an invitation to the page that accepts or declines it', async () => {
    const { user } = openDashboard(
      notificationsAnswer([
        aNotification({
          message: 'Olivia Owner invited you to Denim.',
          payload: { teamId: 'denim', teamName: 'Denim', token: 'invite-token-1' },
        }),
      ]),
    );

    await user.click(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 3000 }),
    );

    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getByRole('link')).toHaveAttribute(
      'href',
      '/jointeam?token=invite-token-1',
    );
  });

  it('says so when there are none', async () => {
    const { user, fetchMock } = openDashboard(notificationsAnswer([]));

    await user.click(
      await screen.findByRole('button', { name: 'Notifications' }, { timeout: 3000 }),
    );

    expect(await screen.findByText(messages.noNotifications)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /notifications/markasRead')).toHaveLength(0);
  });

  it('adds live notifications for the user and every Reminder, and ignores the rest', async () => {
    const { user, fetchMock, realtime } = openDashboard(notificationsAnswer([]));
    await screen.findByRole('button', { name: 'Notifications' }, { timeout: 3000 });
    const teamListCalls = () => callsTo(fetchMock, 'GET /team/getUserTeamList').length;
    await expect.poll(teamListCalls).toBeGreaterThan(0);
    const before = teamListCalls();

    await realtime.serverEmit(
      'notification',
      aNotification({ user: 'someone-else', message: 'Not for Ada.' }),
    );
    await realtime.serverEmit(
      'notification',
      aNotification({ key: 'likeProduct', message: 'Ben liked Linen shirt.', productId: 'p-1' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    // A product event refreshes the team list (SPEC §4).
    await expect.poll(teamListCalls).toBeGreaterThan(before);

    await realtime.serverEmit(
      'notification',
      aNotification({ key: 'Reminder', user: 'someone-else', message: 'Fitting at 3 pm.' }),
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getByText('Fitting at 3 pm.')).toBeInTheDocument();
    expect(within(list).getByText('Ben liked Linen shirt.')).toBeInTheDocument();
    expect(within(list).queryByText('Not for Ada.')).not.toBeInTheDocument();
  });

  it('shows a Team Permissions notice, stores the updated user and reloads on close', async () => {
    const { user, fetchMock, realtime } = openDashboard(notificationsAnswer([]));
    await screen.findByRole('button', { name: 'Notifications' }, { timeout: 3000 });
    const teamListCalls = () => callsTo(fetchMock, 'GET /team/getUserTeamList').length;
    await expect.poll(teamListCalls).toBeGreaterThan(0);
    const before = teamListCalls();
    const updatedUser = aUser({
      teamRolePermissions: [{ teamId: 'team-1', permissionArr: ['canViewTeams'] }],
    });

    await realtime.serverEmit(
      'notification',
      aNotification({
        key: 'Team Permissions',
        user: OWNER_ID,
        message: 'Your permissions in Knit lab were updated.',
        payload: { updatedUser, teamId: 'team-1', permissionArr: ['canViewTeams'] },
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Team Permissions' });
    expect(within(dialog).getByText('Your permissions in Knit lab were updated.')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('userDetails') ?? 'null')).toEqual(updatedUser);
    await expect.poll(teamListCalls).toBeGreaterThan(before);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a Team Permissions notice in the reader’s language (issue 47 §4)', async () => {
    const { user, realtime } = openDashboard(notificationsAnswer([]), {}, 'fr');
    await screen.findByRole('banner', undefined, { timeout: 3000 });
    await realtime.serverEmit(
      'notification',
      aNotification({
        key: 'Team Permissions',
        user: OWNER_ID,
        message: 'Your permissions in Knit lab were updated.',
        payload: {
          teamId: 'team-1',
          notice: { key: 'teamPermissionsUpdated', values: { team: 'Knit lab' } },
        },
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Autorisations de l’équipe' });
    expect(
      within(dialog).getByText('Vos autorisations dans Knit lab ont été mises à jour.'),
    ).toBeVisible();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('points out unread notifications on first login', async () => {
    localStorage.setItem('initialLogin', 'true');
    openDashboard(notificationsAnswer([aNotification(), aNotification()]));

    expect(
      await screen.findByText('You have 2 unread notifications.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('shows a browser notification while the tab is hidden, where Web is on', async () => {
    const shown: { title: string; body?: string }[] = [];
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        onclick: (() => void) | null = null;
        constructor(title: string, options: NotificationOptions) {
          shown.push({ title, body: options.body });
        }
        close() {}
      },
    );
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const settings = DEFAULT_NOTIFICATION_SETTINGS.map((item) =>
      item.key === 'notifications'
        ? { ...item, itemActions: { emailEnable: false, webEnable: true } }
        : item,
    );
    const { realtime } = openDashboard(notificationsAnswer([]), {
      'GET /notificationSetting': { data: settings },
    });
    await screen.findByRole('button', { name: 'Notifications' }, { timeout: 3000 });

    await realtime.serverEmit(
      'notification',
      aNotification({ key: 'productComment', message: 'Cy commented on Linen shirt.' }),
    );
    const added = aNotification({ message: 'Added to Knit lab.' });
    await realtime.serverEmit('notification', added);
    // Delivered again (its job ran twice): shown once.
    await realtime.serverEmit('notification', added);

    await expect.poll(() => shown).toEqual([{ title: 'Atelier', body: 'Added to Knit lab.' }]);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });
});
