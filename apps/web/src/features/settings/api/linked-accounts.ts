import type { LinkedIdentities, SocialProvider } from '@atelier/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const linkedAccountsKey = ['auth', 'identities'] as const;

export const linkedAccountsQueryOptions = () =>
  queryOptions({
    queryKey: linkedAccountsKey,
    queryFn: async () => (await api.get<LinkedIdentities>('/auth/identities')).data,
  });

export function useLinkedAccounts() {
  return useQuery(linkedAccountsQueryOptions());
}

/** Starts a trip to the provider that links it to this account; resolves with where to go. */
export function useLinkAccount() {
  return useMutation({
    mutationFn: async (provider: SocialProvider) =>
      (await api.post<{ url: string }>(`/auth/identities/${provider}`)).data.url,
  });
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) =>
      api.delete<LinkedIdentities>(`/auth/identities/${provider}`),
    onSuccess: ({ data }) => queryClient.setQueryData(linkedAccountsKey, data),
  });
}
