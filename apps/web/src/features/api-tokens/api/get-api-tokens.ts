import { apiTokenEndpoints } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiTokenKeys } from './keys';

/** `GET auth/tokens`: my tokens, newest first, never their secrets. */
export async function getApiTokens(signal?: AbortSignal) {
  return (await callApi(apiTokenEndpoints.list, signal ? { signal } : undefined)).data;
}

export function useApiTokens() {
  return useQuery({
    queryKey: apiTokenKeys.mine(),
    queryFn: ({ signal }) => getApiTokens(signal),
  });
}
