import { userEndpoints, type ZUpdatePermissionsSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

export type UpdatePermissionsInput = z.output<typeof ZUpdatePermissionsSchema>;

/** Only the team owner may (the server answers 'Only Team Owner can change permission.'). */
export function updatePermissions(input: UpdatePermissionsInput) {
  return callApi(userEndpoints.updatePermissions, { body: input });
}

export function useUpdatePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePermissions,
    onSuccess: (_result, { teamId }) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
  });
}
