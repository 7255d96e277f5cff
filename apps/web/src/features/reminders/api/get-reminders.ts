import { reminderEndpoints, type Reminder } from '@atelier/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reminderKeys } from './keys';

export const REMINDERS_PAGE_SIZE = 100;

export interface RemindersPage {
  reminders: Reminder[];
  page: number;
  total: number;
}

/** `GET reminder/reminderByTeam/{teamId}?page&limit`: open ones by their next time, then done. */
export async function getReminders(teamId: string, page: number): Promise<RemindersPage> {
  const { data, pagination } = await callApi(reminderEndpoints.listByTeam, {
    params: { teamId },
    query: { page, limit: REMINDERS_PAGE_SIZE },
  });
  return { reminders: data, page, total: pagination?.total ?? data.length };
}

export const remindersQueryOptions = (teamId: string) =>
  infiniteQueryOptions({
    queryKey: reminderKeys.team(teamId),
    queryFn: ({ pageParam }) => getReminders(teamId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * REMINDERS_PAGE_SIZE < last.total ? last.page + 1 : undefined,
  });

/** The team's reminders the user sees, 100 at a time. */
export function useReminders(teamId: string) {
  return useInfiniteQuery(remindersQueryOptions(teamId));
}
