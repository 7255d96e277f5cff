import { calendarEndpoints, type CalendarEvent } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** `GET calendarEvent/{id}`: one event with its attendees and what the user may do with it. */
export async function getCalendarEvent(id: string): Promise<CalendarEvent> {
  const { data } = await callApi(calendarEndpoints.getEvent, { params: { id } });
  return data;
}

export const calendarEventQueryOptions = (id: string) =>
  queryOptions({ queryKey: calendarKeys.event(id), queryFn: () => getCalendarEvent(id) });

export function useCalendarEvent(id: string | null) {
  return useQuery({ ...calendarEventQueryOptions(id ?? ''), enabled: id !== null });
}
