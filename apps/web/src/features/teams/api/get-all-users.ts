import type { PersonSummary } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** Everyone the user works with, compact: the invite field suggests their addresses. */
export async function getAllUsers(): Promise<PersonSummary[]> {
  const { data } = await api.get<PersonSummary[]>('/users/allUsers');
  return data;
}

export const allUsersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.everyone, queryFn: getAllUsers });

export function useAllUsers({ enabled = true } = {}) {
  return useQuery({ ...allUsersQueryOptions(), enabled });
}
