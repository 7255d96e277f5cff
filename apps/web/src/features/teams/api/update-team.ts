import type { Team, ZUpdateTeamSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

export type UpdateTeamInput = z.output<typeof ZUpdateTeamSchema>;

export function updateTeam({ teamId, ...input }: UpdateTeamInput & { teamId: string }) {
  return api.put<Team>(`/team/${encodeURIComponent(teamId)}`, input);
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
