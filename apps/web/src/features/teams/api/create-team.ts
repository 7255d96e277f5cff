import type { Team, ZCreateTeamSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

export type CreateTeamInput = z.output<typeof ZCreateTeamSchema>;

export function createTeam(input: CreateTeamInput) {
  return api.post<Team>('/team', input);
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(teamKeys.detail(data._id), data);
      return queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}
