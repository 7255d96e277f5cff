import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { dashboardKeys } from '../api/keys';

/**
 * The cards follow what teammates do without reload: a product added, edited, liked or deleted,
 * or a comment, can change any card, and the events carry ids only, so every card asks again.
 */
export function useLiveDashboard(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  useRealtimeEvent('productChanged', refresh);
  useRealtimeEvent('commentChanged', refresh);
}
