import { sampleRoundEndpoints, type SampleRound } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

/**
 * A team's sample rounds (issue 45 §5). Team settings change them, the fit session form picks
 * from them and a file's new version is offered their names, so the read lives here, once.
 */
export const sampleRoundKeys = {
  all: ['sampleRounds'] as const,
  team: (teamId: string) => ['sampleRounds', teamId] as const,
};

/** `GET team/{teamId}/sampleRounds`: the team's rounds in its order (the six defaults at first). */
export async function getSampleRounds(teamId: string): Promise<SampleRound[]> {
  const { data } = await callApi(sampleRoundEndpoints.list, { params: { teamId } });
  return data;
}

export const sampleRoundsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: sampleRoundKeys.team(teamId), queryFn: () => getSampleRounds(teamId) });

export function useSampleRounds(teamId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sampleRoundsQueryOptions(teamId), enabled });
}
