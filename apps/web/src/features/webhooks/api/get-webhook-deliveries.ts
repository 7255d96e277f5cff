import { webhookEndpoints } from '@atelier/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { webhookKeys } from './keys';

/** Deliveries read a page at a time: a log is long, and its newest page matters most. */
export const DELIVERIES_PAGE_SIZE = 10;

/** `GET team/{teamId}/webhooks/{id}/deliveries?page=`: newest first, each with its attempts. */
export async function getWebhookDeliveries(
  teamId: string,
  id: string,
  page: number,
  signal?: AbortSignal,
) {
  const answer = await callApi(webhookEndpoints.deliveries, {
    params: { teamId, id },
    query: { page, limit: DELIVERIES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return { items: answer.data, page, total: answer.pagination?.total ?? answer.data.length };
}

export function useWebhookDeliveries(teamId: string, id: string | null) {
  return useInfiniteQuery({
    queryKey: webhookKeys.deliveries(teamId, id ?? ''),
    queryFn: ({ pageParam, signal }) => getWebhookDeliveries(teamId, id!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((count, page) => count + page.items.length, 0) < last.total &&
      last.items.length > 0
        ? last.page + 1
        : undefined,
    enabled: id !== null,
  });
}
