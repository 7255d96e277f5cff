import { socialEndpoints, type SocialProvider } from '@atelier/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const linkedAccountsKey = ['auth', 'identities'] as const;

export const linkedAccountsQueryOptions = () =>
  queryOptions({
    queryKey: linkedAccountsKey,
    queryFn: async () => (await callApi(socialEndpoints.identities)).data,
  });

export function useLinkedAccounts() {
  return useQuery(linkedAccountsQueryOptions());
}

/** Starts a trip to the provider that links it to this account; resolves with where to go. */
export function useLinkAccount() {
  return useMutation({
    mutationFn: async (provider: SocialProvider) =>
      (await callApi(socialEndpoints.link, { params: { provider } })).data.url,
  });
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) =>
      callApi(socialEndpoints.unlink, { params: { provider } }),
    onSuccess: ({ data }) => queryClient.setQueryData(linkedAccountsKey, data),
  });
}
