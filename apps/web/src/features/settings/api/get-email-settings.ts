import { settingsEndpoints, type EmailSettings } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** `GET emailSetting`: what reaches the user's inbox. */
export async function getEmailSettings(): Promise<EmailSettings> {
  const { data } = await callApi(settingsEndpoints.email);
  return data;
}

export const emailSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.email, queryFn: getEmailSettings });

export function useEmailSettings() {
  return useQuery(emailSettingsQueryOptions());
}
