import { DEFAULT_GENERAL_SETTINGS, settingsEndpoints, type GeneralSettings } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useSession } from './session';

/**
 * The signed-in user's general settings (`GET generalSetting`): how dates, times, numbers and
 * prices are shown, the first day of the week and the default page size. It lives in lib, not in
 * the settings feature, because every screen formats with it (lib/format.ts); the settings page
 * writes the saved answer back under this key.
 */
export const GENERAL_SETTINGS_QUERY_KEY = ['generalSetting'] as const;

export async function getGeneralSettings(): Promise<GeneralSettings> {
  const { data } = await callApi(settingsEndpoints.general);
  // Anything the server leaves out keeps its default.
  return { ...DEFAULT_GENERAL_SETTINGS, ...data };
}

export const generalSettingsQueryOptions = () =>
  queryOptions({
    queryKey: GENERAL_SETTINGS_QUERY_KEY,
    queryFn: getGeneralSettings,
    staleTime: 5 * 60_000,
  });

/** Asked only with a session; signed out, everything formats with the defaults. */
export function useGeneralSettings() {
  const { token } = useSession();
  return useQuery({ ...generalSettingsQueryOptions(), enabled: Boolean(token) });
}
