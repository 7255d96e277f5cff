import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettingItem } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMember, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const ben = aMember({ _id: 'b0b0b0b0-0000-4000-8000-000000000002', firstName: 'Ben' });

describe('/setting/notification', () => {
  it('saves the switches and team members, and shows what the server answered', async () => {
    const requestPermission = vi.fn(async () => 'denied' as const);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const user = signIn();
    let stored: NotificationSettingItem[] = structuredClone([...DEFAULT_NOTIFICATION_SETTINGS]);
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /notificationSetting': () => ({ data: stored }),
      'GET /users/allUsers': { data: [ben] },
      'PUT /notificationSetting': ({ body }) => {
        const { items } = body as { items: NotificationSettingItem[] };
        const next = stored.map((item) => ({
          ...item,
          ...items.find((changed) => changed.key === item.key),
        }));
        const same = JSON.stringify(next) === JSON.stringify(stored);
        stored = next;
        return {
          data: stored,
          message: same
            ? 'Notification settings are already updated.'
            : 'Notification settings updated successfully.',
        };
      },
    });
    const { user: actor } = renderApp('/setting/notification');

    const projects = await screen.findByRole('group', { name: 'Projects' }, { timeout: 3000 });
    expect(within(projects).getByText('Project created')).toBeInTheDocument();
    for (const group of ['General', 'Calendar', 'Messages']) {
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('switch', { name: /^E-mail for / })).toHaveLength(7);
    expect(screen.getAllByRole('switch', { name: /^Web for / })).toHaveLength(7);

    await actor.click(screen.getByRole('switch', { name: 'E-mail for Project created' }));
    await actor.click(screen.getByRole('switch', { name: 'Web for Notifications' }));
    // The browser is asked once; a refusal is explained.
    expect(await screen.findByText(/Your browser blocks notifications/)).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await actor.click(screen.getByRole('combobox', { name: 'Team members' }));
    await actor.click(await screen.findByRole('option', { name: 'Ben Baker' }));

    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Notification settings updated successfully.'),
    ).toBeInTheDocument();
    const [request] = callsTo(fetchMock, 'PUT /notificationSetting');
    const items = (request?.body as { items: NotificationSettingItem[] }).items;
    expect(items[0]).toEqual({
      key: 'projectCreated',
      itemActions: { emailEnable: true, webEnable: false },
      selectedTeamMembers: [ben._id],
    });
    expect(items.find((item) => item.key === 'notifications')?.itemActions).toEqual({
      emailEnable: false,
      webEnable: true,
    });

    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Notification settings are already updated.'),
    ).toBeInTheDocument();
  });
});
