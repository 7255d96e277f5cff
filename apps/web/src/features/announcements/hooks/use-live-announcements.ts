import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { announcementKeys } from '../api/keys';

/**
 * Announcements posted, edited or deleted by teammates appear without reload: the event carries
 * ids only, so the banner asks again through the server's policy.
 */
export function useLiveAnnouncements(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('announcementChanged', (change) => {
    void queryClient.invalidateQueries({ queryKey: announcementKeys.team(change.teamId) });
  });
}
