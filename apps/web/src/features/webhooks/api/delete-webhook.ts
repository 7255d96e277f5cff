import { webhookEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { webhookKeys } from './keys';

/** `DELETE team/{teamId}/webhooks/{id}`: nothing more is sent to it; its log goes with it. */
export function deleteWebhook(teamId: string, id: string) {
  return callApi(webhookEndpoints.remove, { params: { teamId, id } });
}

export function useDeleteWebhook(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWebhook(teamId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.team(teamId) }),
  });
}
