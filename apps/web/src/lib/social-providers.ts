import { socialEndpoints } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * Which sign-in providers this server offers (`GET auth/providers`). In lib, not in a feature,
 * because the sign-in page shows their buttons and personal settings links them.
 */
export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: async () => (await callApi(socialEndpoints.providers)).data,
    staleTime: Infinity,
  });

/** None while unknown, so no button flickers in and out. */
export function useSocialProviders() {
  return useQuery(socialProvidersQueryOptions());
}
