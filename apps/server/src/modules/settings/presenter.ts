/**
 * The only place settings responses are shaped. Stored groups are read field by field over the
 * defaults, so a missing group, a missing field or one no longer valid reads as its default.
 */
import {
  DEFAULT_COMPANY_SETTINGS,
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_GENERAL_SETTINGS,
  isLanguageCode,
  ZCompanySettings,
  ZEmailSettings,
  ZGeneralSettings,
} from '@atelier/domain';
import type {
  CompanySettings,
  EmailSettings,
  GeneralSettings,
  GeneralSettingsAnswer,
  MediaStatus,
} from '@atelier/domain';
import type { z } from 'zod';
import type { StoredCompany } from '../../db/schema/index.ts';
import { presentMedia } from '../../platform/media/media.ts';
import type { Storage } from '../../platform/storage/storage.ts';

function overDefaults<T extends object>(
  shape: Record<keyof T, z.ZodType>,
  defaults: T,
  stored: Partial<Record<keyof T, unknown>> | null | undefined,
): T {
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const parsed = shape[key].safeParse(stored?.[key]);
    if (parsed.success) result[key] = parsed.data as T[keyof T];
  }
  return result;
}

export function readCompany(stored: Partial<StoredCompany> | null | undefined): StoredCompany {
  return overDefaults<StoredCompany>(
    ZCompanySettings.shape,
    { ...DEFAULT_COMPANY_SETTINGS },
    stored,
  );
}

export function readEmail(stored: Partial<EmailSettings> | null | undefined): EmailSettings {
  return overDefaults(ZEmailSettings.shape, DEFAULT_EMAIL_SETTINGS, stored);
}

export function readGeneral(stored: Partial<GeneralSettings> | null | undefined): GeneralSettings {
  return overDefaults(ZGeneralSettings.shape, DEFAULT_GENERAL_SETTINGS, stored);
}

/** The settings and whether a language was ever chosen (until then the browser's is shown). */
export function presentGeneral(
  stored: Partial<GeneralSettings> | null | undefined,
): GeneralSettingsAnswer {
  return { ...readGeneral(stored), isLanguageChosen: isLanguageCode(stored?.language) };
}

export async function presentCompany(
  company: StoredCompany,
  logo: { path: string; status: MediaStatus | null } | null,
  storage: Storage,
): Promise<CompanySettings> {
  return {
    ...company,
    industry: company.industry as CompanySettings['industry'],
    logo: await presentMedia(storage, logo),
  };
}
