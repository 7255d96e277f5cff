import { billingEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { PAYMENT_QUERY_KEY } from './keys';

/** `POST payment/cancleSubscription` (SPEC spelling): ends the plan at the period end. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => callApi(billingEndpoints.cancelSubscription),
    onSuccess: ({ data }) => queryClient.setQueryData(PAYMENT_QUERY_KEY, data),
  });
}
