import { sampleRoundEndpoints, type TSaveSampleRoundsSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sampleRoundKeys } from '../../../api/get-sample-rounds';
import { callApi } from '../../../lib/api-client';
import { SPEC_QUERY_KEY } from '../../../lib/query-client';

/**
 * `PUT team/{teamId}/sampleRounds`: the whole list in its new order. Renaming a round renames the
 * team's fit sessions of it, so the sheets' sessions are read again.
 */
export function useSaveSampleRounds(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rounds: TSaveSampleRoundsSchema['rounds']) =>
      callApi(sampleRoundEndpoints.save, { params: { teamId }, body: { rounds } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(sampleRoundKeys.team(teamId), data);
      return queryClient.invalidateQueries({ queryKey: SPEC_QUERY_KEY });
    },
  });
}
