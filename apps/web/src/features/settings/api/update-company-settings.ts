import { settingsEndpoints, type ZUpdateCompanySettingsSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export type UpdateCompanySettingsInput = z.output<typeof ZUpdateCompanySettingsSchema>;

/** `PUT general`: fields left out keep their value; `logo: null` removes the logo. */
export function updateCompanySettings(input: UpdateCompanySettingsInput) {
  return callApi(settingsEndpoints.updateCompany, { body: input });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: ({ data }) => queryClient.setQueryData(settingsKeys.company, data),
  });
}
