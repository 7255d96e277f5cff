import { calendarEndpoints, type TCalendarMoveSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/**
 * `PUT calendarEvent/move`: an item dragged to a new day or time, moved by the module that owns it
 * (a deadline needs the right to edit its product); a refusal leaves it where it was.
 */
export function moveCalendarItem(input: TCalendarMoveSchema) {
  return callApi(calendarEndpoints.move, { body: input });
}

export function useMoveCalendarItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCalendarItem,
    // The product, the reminder or the event changed: their own pages refetch on their events.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
