import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { constructionKeys } from '../api/keys';

/**
 * Callouts and notes a teammate changed appear without reload: they are asked for again through
 * the server's policy (the notes editor keeps unsaved text of its own over them).
 */
export function useLiveConstruction(productId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('constructionChanged', (change) => {
    if (change.productId !== productId) return;
    void queryClient.invalidateQueries({ queryKey: constructionKeys.product(productId) });
  });
}
