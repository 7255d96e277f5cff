import { userEndpoints, type ZCreateTeamUserSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teamKeys, userKeys } from './keys';

export type CreateTeamUserInput = z.output<typeof ZCreateTeamUserSchema>;

/**
 * An account for a colleague, added to the team; they get an e-mail to set a password. An address
 * that already has an account is invited instead, with the same answer.
 */
export function createTeamUser(input: CreateTeamUserInput) {
  return callApi(userEndpoints.create, { body: input });
}

export function useCreateTeamUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
