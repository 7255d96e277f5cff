import {
  DEFAULT_GENERAL_SETTINGS,
  settingsEndpoints,
  type GeneralSettingsAnswer,
} from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from './api-client';
import { useLocale } from './i18n';
import { useSession } from './session';

/**
 * The signed-in user's general settings (`GET generalSetting`): how dates, times, numbers and
 * prices are shown, the first day of the week and the default page size. It lives in lib, not in
 * the settings feature, because every screen formats with it (lib/format.ts); the settings page
 * writes the saved answer back under this key.
 */
export const GENERAL_SETTINGS_QUERY_KEY = ['generalSetting'] as const;

export async function getGeneralSettings(): Promise<GeneralSettingsAnswer> {
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

/**
 * Shows the person's saved language once their settings are in, and the browser's while they
 * never chose one (decisions.md, Languages). The signed-in layout calls it: the sign-in page
 * reads no settings.
 */
export function useFollowSavedLanguage() {
  const { data } = useGeneralSettings();
  const { setSavedLanguage } = useLocale();
  const saved = data ? (data.isLanguageChosen ? data.language : null) : undefined;
  useEffect(() => {
    if (saved !== undefined) setSavedLanguage(saved);
  }, [saved, setSavedLanguage]);
}
