import { notificationEndpoints, type ZUpdateNotificationSettingsSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type UpdateNotificationSettingsInput = z.output<typeof ZUpdateNotificationSettingsSchema>;

/** Answers 'Notification settings updated successfully.' or '… are already updated.' */
export function updateNotificationSettings(input: UpdateNotificationSettingsInput) {
  return callApi(notificationEndpoints.updateSettings, { body: input });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: ({ data }) => queryClient.setQueryData(notificationKeys.settings, data),
  });
}
