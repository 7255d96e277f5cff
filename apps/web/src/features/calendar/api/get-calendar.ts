import { calendarEndpoints, type CalendarItem } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { browserTimeZone } from '../lib/dates';
import { calendarKeys } from './keys';

export interface CalendarRange {
  /** ISO instants: [from, to). */
  from: string;
  to: string;
}

/**
 * `GET calendarEvent?teamId&from&to&timeZone`: every dated item of the team in the range that the
 * user may see — deadlines, reminder occurrences and events — each with its `kind`.
 */
export async function getCalendar(teamId: string, range: CalendarRange): Promise<CalendarItem[]> {
  const { data } = await callApi(calendarEndpoints.list, {
    query: { teamId, from: range.from, to: range.to, timeZone: browserTimeZone() },
  });
  return data;
}

export const calendarQueryOptions = (teamId: string, range: CalendarRange) =>
  queryOptions({
    queryKey: calendarKeys.range(teamId, range.from, range.to),
    queryFn: () => getCalendar(teamId, range),
  });

/** The team's calendar in a range; the previous range stays on screen while the next loads. */
export function useCalendar(teamId: string, range: CalendarRange | null) {
  return useQuery({
    ...calendarQueryOptions(teamId, range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
