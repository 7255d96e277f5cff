import { sizeRangeEndpoints, type SizeRange } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { pomKeys } from './get-poms';

/** `GET sizeRange?teamId`: the team's size ranges, each with its sizes and base size. */
export async function getSizeRanges(teamId: string): Promise<SizeRange[]> {
  const { data } = await callApi(sizeRangeEndpoints.list, { query: { teamId } });
  return data;
}

export const sizeRangesQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: pomKeys.sizeRanges(teamId), queryFn: () => getSizeRanges(teamId) });

export function useSizeRanges(teamId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sizeRangesQueryOptions(teamId), enabled });
}
