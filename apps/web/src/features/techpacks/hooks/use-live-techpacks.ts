import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { techpackKeys } from '../api/keys';

/** A revision a teammate released appears in the list without a reload. */
export function useLiveTechpacks(productId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('techpackReleased', (release) => {
    if (release.productId !== productId) return;
    void queryClient.invalidateQueries({ queryKey: techpackKeys.product(productId) });
  });
}
