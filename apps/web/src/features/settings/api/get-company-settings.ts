import { settingsEndpoints, type CompanySettings } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** `GET general`: the company's name, logo, address, website and industry. */
export async function getCompanySettings(): Promise<CompanySettings> {
  const { data } = await callApi(settingsEndpoints.company);
  return data;
}

export const companySettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.company, queryFn: getCompanySettings });

export function useCompanySettings() {
  return useQuery(companySettingsQueryOptions());
}
