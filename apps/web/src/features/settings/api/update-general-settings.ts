import type { GeneralSettingsAnswer, ZUpdateGeneralSettingsSchema } from '@atelier/domain';
import { DEFAULT_GENERAL_SETTINGS, settingsEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { GENERAL_SETTINGS_QUERY_KEY } from '../../../lib/general-settings';

export type UpdateGeneralSettingsInput = z.output<typeof ZUpdateGeneralSettingsSchema>;

/**
 * `PUT generalSetting`: 'General settings are already updated.' when nothing changed. The answer
 * replaces the settings every screen formats with (lib/format.ts), so the app follows at once,
 * in a newly chosen language too (lib/i18n.tsx repaints without a reload).
 */
export function updateGeneralSettings(input: UpdateGeneralSettingsInput) {
  return callApi(settingsEndpoints.updateGeneral, { body: input });
}

export function useUpdateGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGeneralSettings,
    onSuccess: ({ data }) =>
      queryClient.setQueryData<GeneralSettingsAnswer>(GENERAL_SETTINGS_QUERY_KEY, {
        ...DEFAULT_GENERAL_SETTINGS,
        ...data,
      }),
  });
}
