import { notificationEndpoints, type NotificationSettingItem } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** The seven notification settings of SPEC §3, in their order, with the user's choices. */
export async function getNotificationSettings(): Promise<NotificationSettingItem[]> {
  const { data } = await callApi(notificationEndpoints.settings);
  return data;
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: getNotificationSettings,
    // Changed only on the settings page, which updates the cache itself.
    staleTime: 5 * 60_000,
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
