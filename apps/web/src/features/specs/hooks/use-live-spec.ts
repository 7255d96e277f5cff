import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { specKeys } from '../api/keys';

/**
 * A revision a teammate saved appears without reload: the sheet, its revisions and its fit
 * sessions are asked for again through the server's policy (an open editor lays its own
 * unsaved changes over the new sheet itself).
 */
export function useLiveSpec(productId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('specChanged', (change) => {
    if (change.productId !== productId) return;
    void queryClient.invalidateQueries({ queryKey: specKeys.product(productId) });
  });
}
