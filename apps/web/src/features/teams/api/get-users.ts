import { userEndpoints, type Person } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

export interface UsersQuery {
  page: number;
  limit: number;
  search: string;
}

/** People the user works with, in any of their teams, a page at a time. */
export async function getUsers(query: UsersQuery): Promise<{ people: Person[]; total: number }> {
  const { page, limit } = query;
  const search = query.search.trim() || undefined;
  const { data, pagination } = await callApi(userEndpoints.list, {
    query: { page, limit, search },
  });
  return { people: data, total: pagination?.total ?? data.length };
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: userKeys.page(query), queryFn: () => getUsers(query) });

export function useUsers(query: UsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
