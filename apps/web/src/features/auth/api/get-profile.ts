import { authEndpoints, type UserDetails } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from '../../../lib/query-client';
import { saveUserDetails } from '../../../lib/session';

export async function getProfile(): Promise<UserDetails> {
  const { data } = await callApi(authEndpoints.profile);
  // The stored userDetails are what the whole app reads; keep them as fresh as the server.
  saveUserDetails(data);
  return data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: getProfile,
    // Team permissions change when an owner edits them: look again whenever the page regains focus.
    refetchOnWindowFocus: 'always',
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
