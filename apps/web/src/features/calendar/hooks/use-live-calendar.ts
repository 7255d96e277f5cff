import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { calendarKeys } from '../api/keys';

/**
 * What teammates add, move or delete shows without reload: events, products (deadlines) and
 * reminders and tasks announce their changes with ids only, so the calendar asks again through the policy.
 */
export function useLiveCalendar(teamId: string): void {
  const queryClient = useQueryClient();
  const refresh = (changedTeamId: string) => {
    if (changedTeamId === teamId) {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.team(teamId) });
    }
  };
  useRealtimeEvent('calendarEventChanged', (change) => {
    refresh(change.teamId);
    void queryClient.invalidateQueries({ queryKey: calendarKeys.event(change.eventId) });
  });
  useRealtimeEvent('productChanged', (change) => refresh(change.teamId));
  useRealtimeEvent('reminderChanged', (change) => refresh(change.teamId));
  useRealtimeEvent('taskChanged', (change) => refresh(change.teamId));
}
