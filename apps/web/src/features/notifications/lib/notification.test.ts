import { describe, expect, it } from 'vitest';
import { aNotification } from '../../../testing/fixtures';
import { notificationLink } from './notification';

describe('where a task notification leads', () => {
  it('opens the task on the list of all the user’s tasks, whichever team is selected', () => {
    const notice = aNotification({ key: 'assignTask', payload: { taskId: 't-1' } });
    expect(notificationLink(notice)).toBe('/Tasks/GlobalTask?task=t-1');
    expect(notificationLink(aNotification({ key: 'assignTask', payload: {} }))).toBe(
      '/Tasks/GlobalTask',
    );
  });
});

describe('where an announcement notification leads', () => {
  it('opens the dashboard with the announcement’s team selected', () => {
    const notice = aNotification({ key: 'announcement', teamId: 'team-1' });
    expect(notificationLink(notice)).toBe('/dashboard?team=team-1');
  });
});
