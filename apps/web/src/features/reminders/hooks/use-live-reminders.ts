import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { reminderKeys } from '../api/keys';

/**
 * Reminders added, changed or fired by teammates (or by the clock) appear without reload: the
 * event carries ids only, so the list asks again through the server's policy.
 */
export function useLiveReminders(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('reminderChanged', (change) => {
    void queryClient.invalidateQueries({ queryKey: reminderKeys.team(change.teamId) });
  });
}
