import { teamEndpoints, type ZUpdateTeamSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

export type UpdateTeamInput = z.output<typeof ZUpdateTeamSchema>;

export function updateTeam({ teamId, ...input }: UpdateTeamInput & { teamId: string }) {
  return callApi(teamEndpoints.update, { params: { teamId }, body: input });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(teamKeys.detail(data._id), data);
      return queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}
