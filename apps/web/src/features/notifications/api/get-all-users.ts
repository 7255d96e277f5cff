import type { PersonSummary } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ALL_USERS_QUERY_KEY } from '../../../lib/query-client';

/** Everyone the user works with, compact: who may notify them about new products. */
export async function getAllUsers(): Promise<PersonSummary[]> {
  const { data } = await api.get<PersonSummary[]>('/users/allUsers');
  return data;
}

// The key is shared with the teams feature, which reads the same list for its invite field.
export const allUsersQueryOptions = () =>
  queryOptions({ queryKey: ALL_USERS_QUERY_KEY, queryFn: getAllUsers });

export function useAllUsers() {
  return useQuery(allUsersQueryOptions());
}
