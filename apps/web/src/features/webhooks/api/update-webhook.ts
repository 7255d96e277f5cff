import { webhookEndpoints, type ZUpdateWebhookSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { webhookKeys } from './keys';

export type UpdateWebhookInput = z.output<typeof ZUpdateWebhookSchema>;

/** `PATCH team/{teamId}/webhooks/{id}`: its URL, events, costs, or turning it on again. */
export function updateWebhook(teamId: string, id: string, body: UpdateWebhookInput) {
  return callApi(webhookEndpoints.update, { params: { teamId, id }, body });
}

export function useUpdateWebhook(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookInput }) =>
      updateWebhook(teamId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.team(teamId) }),
  });
}
