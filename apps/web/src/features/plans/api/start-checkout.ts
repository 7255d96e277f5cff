import { billingEndpoints, type TAddSubscriptionSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `POST payment/addSubscription`, then the browser goes to Stripe Checkout. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (input: TAddSubscriptionSchema) =>
      (await callApi(billingEndpoints.addSubscription, { body: input })).data,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
