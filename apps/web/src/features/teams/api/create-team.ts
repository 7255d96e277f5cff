import { teamEndpoints, type Team, type ZCreateTeamSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { setSelectedTeamId } from '../../../lib/selected-team';
import { teamKeys } from './keys';

export type CreateTeamInput = z.output<typeof ZCreateTeamSchema>;

export function createTeam(input: CreateTeamInput) {
  return callApi(teamEndpoints.create, { body: input });
}

/** A team just created becomes the selected one, so its Manage pages open without asking. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(teamKeys.detail(data._id), data);
      // Listed at once: a selection the cached list does not hold would be dropped as stale.
      queryClient.setQueryData<Team[]>(
        teamKeys.list(),
        (teams) => teams && [data, ...teams.filter((team) => team._id !== data._id)],
      );
      setSelectedTeamId(data._id);
      return queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}
