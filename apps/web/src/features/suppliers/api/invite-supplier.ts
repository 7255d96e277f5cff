import { supplierEndpoints, type ZInviteSupplierSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { supplierKeys } from './keys';

export type InviteSupplierInput = z.output<typeof ZInviteSupplierSchema>;

/** `POST team/{teamId}/suppliers`: names the supplier and e-mails each address an invitation. */
export function inviteSupplier(teamId: string, body: InviteSupplierInput) {
  return callApi(supplierEndpoints.invite, { params: { teamId }, body });
}

export function useInviteSupplier(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteSupplierInput) => inviteSupplier(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.team(teamId) }),
  });
}
