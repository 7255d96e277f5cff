import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { sampleKeys } from '../api/keys';

/**
 * A request the other side answered (or the team received) shows its new state without a reload:
 * the lists and the request whole are read again.
 */
export function useLiveSamples(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('sampleChanged', () => {
    void queryClient.invalidateQueries({ queryKey: sampleKeys.all });
  });
}
