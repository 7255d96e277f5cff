import type { CompanySettings, ZUpdateCompanySettingsSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export type UpdateCompanySettingsInput = z.output<typeof ZUpdateCompanySettingsSchema>;

/** `PUT general`: fields left out keep their value; `logo: null` removes the logo. */
export function updateCompanySettings(input: UpdateCompanySettingsInput) {
  return api.put<CompanySettings>('/general', input);
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: ({ data }) => queryClient.setQueryData(settingsKeys.company, data),
  });
}
