import { teamEndpoints, type ZInviteSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

export type InviteInput = z.output<typeof ZInviteSchema>;

/** Everyone is e-mailed a link to /jointeam and joins by accepting; accounts are also notified. */
export function inviteTeamMembers({ teamId, ...input }: InviteInput & { teamId: string }) {
  return callApi(teamEndpoints.invite, { params: { teamId }, body: input });
}

export function useInviteTeamMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMembers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
