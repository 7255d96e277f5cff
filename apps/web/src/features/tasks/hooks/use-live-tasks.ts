import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { taskKeys } from '../api/keys';

/**
 * Tasks added, moved, commented or deleted by teammates appear without reload: the event carries
 * ids only, so lists and the open task ask again through the server's policy.
 */
export function useLiveTasks(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('taskChanged', (change) => {
    void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
    void queryClient.invalidateQueries({ queryKey: taskKeys.detail(change.taskId) });
    void queryClient.invalidateQueries({ queryKey: taskKeys.comments(change.taskId) });
  });
}
