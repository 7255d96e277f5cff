import { webhookEndpoints, type ZCreateWebhookSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { webhookKeys } from './keys';

export type CreateWebhookInput = z.output<typeof ZCreateWebhookSchema>;

/** `POST team/{teamId}/webhooks`: the endpoint's id and, this once, its signing secret. */
export function createWebhook(teamId: string, body: CreateWebhookInput) {
  return callApi(webhookEndpoints.create, { params: { teamId }, body });
}

export function useCreateWebhook(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookInput) => createWebhook(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.team(teamId) }),
  });
}
