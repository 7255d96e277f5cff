import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { productKeys } from '../api/keys';

/**
 * Products added, edited, liked or deleted by teammates, and their comments, appear without
 * reload: the events carry ids only, so the pages ask again through the server's policy.
 */
export function useLiveProducts(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('productChanged', (change) => {
    void queryClient.invalidateQueries({ queryKey: productKeys.lists });
    void queryClient.invalidateQueries({ queryKey: productKeys.detail(change.productId) });
    // A deleted product's open page asks for it once more and says it is not found; its files
    // are not asked for again (they would only answer 404).
    if (change.change === 'deleted') return;
    void queryClient.invalidateQueries({ queryKey: productKeys.files(change.productId) });
  });
  useRealtimeEvent('commentChanged', ({ productId, fileId }) => {
    const queryKey = fileId
      ? productKeys.imageComments(productId, fileId)
      : productKeys.comments(productId);
    void queryClient.invalidateQueries({ queryKey, exact: true });
  });
  // Work in the product's other rooms writes its timeline too: the open timeline reads again.
  const timelineOf = ({ productId }: { productId: string }) =>
    void queryClient.invalidateQueries({
      queryKey: [...productKeys.detail(productId), 'timeline'],
    });
  useRealtimeEvent('specChanged', timelineOf);
  useRealtimeEvent('bomChanged', timelineOf);
  useRealtimeEvent('constructionChanged', timelineOf);
  useRealtimeEvent('techpackReleased', timelineOf);
}
