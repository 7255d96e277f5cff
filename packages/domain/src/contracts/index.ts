export * from './endpoint.ts';
export * from './teams.ts';
export * from './reminders.ts';
export * from './tasks.ts';
export * from './announcements.ts';
export * from './conversations.ts';
export * from './calendar.ts';
export * from './notifications.ts';
