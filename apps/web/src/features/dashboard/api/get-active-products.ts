import { dashboardEndpoints } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** `GET dashboard/activeProducts`: the products still being worked on, and every stage's count. */
export const activeProductsQueryOptions = (teamId: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.card('activeProducts', teamId),
    queryFn: async ({ signal }) => {
      const { data, countsByStage } = await callApi(dashboardEndpoints.activeProducts, {
        query: { teamId },
        signal,
      });
      return { products: data, countsByStage };
    },
  });

export function useActiveProducts(teamId: string | undefined) {
  return useQuery(activeProductsQueryOptions(teamId));
}
