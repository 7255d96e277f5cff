/** Notification keys of SPEC §3 (the web app reacts to each by key). */
export const NOTIFICATION_KEYS = [
  'reqTeamId',
  'joinTeamId',
  'deleteTeamId',
  'addExistingUserInTeam',
  'shareProduct',
  'likeProduct',
  'productComment',
  'Reminder',
  'Team Permissions',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
