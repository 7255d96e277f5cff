import { settingsEndpoints, type ZUpdateEmailSettingsSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export type UpdateEmailSettingsInput = z.output<typeof ZUpdateEmailSettingsSchema>;

/** `PUT emailSetting`: 'Email settings are already updated.' when nothing changed. */
export function updateEmailSettings(input: UpdateEmailSettingsInput) {
  return callApi(settingsEndpoints.updateEmail, { body: input });
}

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailSettings,
    onSuccess: ({ data }) => queryClient.setQueryData(settingsKeys.email, data),
  });
}
