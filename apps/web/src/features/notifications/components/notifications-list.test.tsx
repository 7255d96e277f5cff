import { messages } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aNotification, notificationsAnswer, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// 12 notifications, newest first; the three newest are unread.
const everything = Array.from({ length: 12 }, (_, index) =>
  aNotification({ message: `Update ${index + 1}`, isRead: index >= 3 }),
);

describe('/Notification', () => {
  it('lists everything a page at a time, and marks all as read', async () => {
    const user = signIn();
    let unread = 3;
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /notifications/userNotifications': ({ searchParams }) => {
        const page = Number(searchParams.get('page'));
        const limit = Number(searchParams.get('limit'));
        const items = everything
          .slice((page - 1) * limit, page * limit)
          .map((item) => (unread ? item : { ...item, isRead: true }));
        return notificationsAnswer(items, { unreadCount: unread, total: 12, page, limit });
      },
      'GET /notifications/markasRead': () => {
        unread = 0;
        return { data: { updated: 3 }, message: 'All notifications marked as read.' };
      },
    });
    const { user: actor } = renderApp('/Notification');

    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 3000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('Update 1')).toBeInTheDocument();
    expect(within(list).getAllByText(/^Unread/)).toHaveLength(3);
    expect(screen.getByText('12 notifications, 3 unread')).toBeInTheDocument();

    await actor.click(screen.getByRole('button', { name: '2' }));
    expect(await within(list).findByText('Update 11')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await actor.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await actor.click(await screen.findByRole('option', { name: '50' }));
    expect(await within(list).findByText('Update 1')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'GET /notifications/userNotifications').at(-1)?.searchParams.get('limit'),
    ).toBe('50');

    await actor.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('All notifications marked as read.')).toBeInTheDocument();
    expect(await screen.findByText('12 notifications, 0 unread')).toBeInTheDocument();
    expect(within(list).queryByText(/^Unread/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('offers another try when the list cannot be loaded, and says when it is empty', async () => {
    const user = signIn();
    let failing = true;
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /notifications/userNotifications': () =>
        failing
          ? { status: 429, message: 'Too many requests. Please wait a moment.' }
          : notificationsAnswer([]),
    });
    const { user: actor } = renderApp('/Notification');

    const alert = await screen.findByRole('alert', undefined, { timeout: 3000 });
    expect(alert).toHaveTextContent('Too many requests. Please wait a moment.');
    failing = false;
    await actor.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(messages.noNotifications)).toBeInTheDocument();
  });

  it('writes a comment’s, a like’s and a share’s notice in the reader’s language (issue 47 §4)', async () => {
    const user = signIn();
    const values = { actor: 'Ben Lovelace', product: 'Robe portefeuille' };
    const about = (key: string, message: string) =>
      aNotification({
        key: key === 'productLiked' ? 'likeProduct' : 'productComment',
        message,
        productId: 'p-1',
        payload: { productId: 'p-1', notice: { key, values } },
      });
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /notifications/userNotifications': notificationsAnswer([
        about('productLiked', 'Ben Lovelace liked your product Robe portefeuille.'),
        about('productMentioned', 'Ben Lovelace mentioned you on Robe portefeuille.'),
        // A row from before notices: its English text as recorded.
        aNotification({ key: 'shareProduct', message: 'Ada Lovelace shared Linen shirt.' }),
      ]),
    });
    renderApp('/Notification', { language: 'fr' });

    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 3000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Ben Lovelace a aimé votre produit Robe portefeuille.'),
      expect.stringContaining(
        'Ben Lovelace vous a mentionné dans un commentaire sur Robe portefeuille.',
      ),
      expect.stringContaining('Ada Lovelace shared Linen shirt.'),
    ]);
  });

  it('writes teams’, reminders’, tasks’, messages’, announcements’ and approvals’ notices in French', async () => {
    const user = signIn();
    const row = (key: string, values: Record<string, string>) =>
      aNotification({ message: `English ${key}`, payload: { notice: { key, values } } });
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /notifications/userNotifications': notificationsAnswer([
        row('teamJoinRequested', { actor: 'Ben Lovelace', team: 'Maison' }),
        row('teamPermissionsUpdated', { team: 'Maison' }),
        row('reminderDue', { title: 'Essayage', due: 'hours', count: '1', late: 'yes' }),
        row('taskAssigned', { actor: 'Amélie', task: 'Patronage robe', team: 'Maison' }),
        row('messageSent', { actor: 'Amélie' }),
        row('announcementPosted', { team: 'Maison', title: 'Atelier fermé vendredi' }),
        row('approvalRequested', { actor: 'Amélie', product: 'Robe', stage: 'sampling' }),
        row('approvalChangesRequested', {
          actor: 'Amélie',
          product: 'Robe',
          stage: 'production',
          comment: 'Raccourcir la manche',
        }),
      ]),
    });
    renderApp('/Notification', { language: 'fr' });

    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 3000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      [
        'Ben Lovelace a demandé à rejoindre Maison.',
        'Vos autorisations dans Maison ont été mises à jour.',
        'Rappel : Essayage arrive à échéance dans 1 heure (envoyé en retard).',
        'Amélie vous a assigné la tâche Patronage robe dans Maison.',
        'Amélie vous a envoyé un message.',
        'Nouvelle annonce dans Maison : Atelier fermé vendredi',
        'Amélie vous demande de valider le passage de Robe à l’étape Prototypage.',
        'Amélie demande des modifications sur Robe avant l’étape Production : Raccourcir la manche',
      ].map((text) => expect.stringContaining(text)),
    );
  });
});
