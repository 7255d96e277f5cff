import { userEndpoints, type PersonSummary } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { ALL_USERS_QUERY_KEY } from '../lib/query-client';

/**
 * `GET users/allUsers`: everyone the user works with, compact. Two features read it (the invite
 * field suggests their addresses; notification settings pick whose products notify), so it
 * lives here, once, under one query key.
 */
export async function getAllUsers(): Promise<PersonSummary[]> {
  const { data } = await callApi(userEndpoints.all);
  return data;
}

export const allUsersQueryOptions = () =>
  queryOptions({ queryKey: ALL_USERS_QUERY_KEY, queryFn: getAllUsers });

export function useAllUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...allUsersQueryOptions(), enabled });
}
