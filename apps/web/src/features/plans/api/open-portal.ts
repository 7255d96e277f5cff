import { billingEndpoints } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `POST payment/portal`, then the browser goes to Stripe's billing portal (card, details). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () => (await callApi(billingEndpoints.portal)).data,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
