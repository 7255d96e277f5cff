import { webhookEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { webhookKeys } from './keys';

/** `POST …/deliveries/{deliveryId}/resend`: the same event, same id, sent again now. */
export function resendWebhookDelivery(teamId: string, id: string, deliveryId: string) {
  return callApi(webhookEndpoints.resend, { params: { teamId, id, deliveryId } });
}

export function useResendWebhookDelivery(teamId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => resendWebhookDelivery(teamId, id, deliveryId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(teamId, id) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.team(teamId) }),
      ]),
  });
}
