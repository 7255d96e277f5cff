/** Query keys of the settings pages (general settings live in lib/general-settings.ts). */
export const settingsKeys = {
  company: ['general'] as const,
  email: ['emailSetting'] as const,
};
