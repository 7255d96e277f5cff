import { timelineEndpoints, type TimelineKind } from '@atelier/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi, downloadApi } from '../../../lib/api-client';
import { productKeys } from './keys';

const PAGE = 20;

/** `GET product/{id}/timeline`: newest first, a page at a time, of one kind or all. */
export function useTimeline(productId: string, kind: TimelineKind | null) {
  return useInfiniteQuery({
    queryKey: productKeys.timeline(productId, kind),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { data, pagination } = await callApi(timelineEndpoints.list, {
        params: { id: productId },
        query: { page: pageParam, limit: PAGE, ...(kind ? { kind } : {}) },
        signal,
      });
      return { entries: data, page: pageParam, total: pagination?.total ?? data.length };
    },
    getNextPageParam: (last) => (last.page * PAGE < last.total ? last.page + 1 : undefined),
  });
}

/** `GET product/{id}/timeline/export`: the whole timeline (of one kind) as a CSV file. */
export function exportTimeline(productId: string, productName: string, kind: TimelineKind | null) {
  return downloadApi(
    timelineEndpoints.export,
    { params: { id: productId }, query: kind ? { kind } : {} },
    `${productName} timeline.csv`,
  );
}
