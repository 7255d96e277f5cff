import type { EmailSettings, ZUpdateEmailSettingsSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export type UpdateEmailSettingsInput = z.output<typeof ZUpdateEmailSettingsSchema>;

/** `PUT emailSetting`: 'Email settings are already updated.' when nothing changed. */
export function updateEmailSettings(input: UpdateEmailSettingsInput) {
  return api.put<EmailSettings>('/emailSetting', input);
}

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailSettings,
    onSuccess: ({ data }) => queryClient.setQueryData(settingsKeys.email, data),
  });
}
