import { DEFAULT_NOTIFICATION_SETTINGS } from '@atelier/domain';
import type { NotificationSettingItem, TUpdateNotificationSettingsSchema } from '@atelier/domain';

type Changes = TUpdateNotificationSettingsSchema['items'];

/** The seven items in their default order, with what the user stored (or changes) applied. */
export function mergeSettings(
  stored: readonly Pick<
    NotificationSettingItem,
    'key' | 'itemActions' | 'selectedTeamMembers'
  >[] = [],
): NotificationSettingItem[] {
  return DEFAULT_NOTIFICATION_SETTINGS.map((item) => {
    const own = stored.find((candidate) => candidate.key === item.key);
    if (!own) return structuredClone(item);
    return {
      ...item,
      itemActions: { ...own.itemActions },
      ...(item.selectedTeamMembers
        ? { selectedTeamMembers: own.selectedTeamMembers ?? item.selectedTeamMembers }
        : {}),
    };
  });
}

export function applyChanges(current: NotificationSettingItem[], changes: Changes) {
  return mergeSettings([...changes, ...current]);
}
