/** Query keys of reminders; invalidating `reminderKeys.all` refreshes every list. */
export const reminderKeys = {
  all: ['reminders'] as const,
  team: (teamId: string) => ['reminders', 'team', teamId] as const,
};
