/** Query keys of announcements; invalidating `announcementKeys.all` refreshes every banner. */
export const announcementKeys = {
  all: ['announcements'] as const,
  team: (teamId: string) => ['announcements', 'team', teamId] as const,
};
