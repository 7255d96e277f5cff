/** Query keys of the calendar; invalidating `calendarKeys.all` refreshes every open view. */
export const calendarKeys = {
  all: ['calendar'] as const,
  team: (teamId: string) => ['calendar', 'team', teamId] as const,
  range: (teamId: string, from: string, to: string) =>
    ['calendar', 'team', teamId, from, to] as const,
  event: (id: string) => ['calendar', 'event', id] as const,
  feed: ['calendar', 'feed'] as const,
};
