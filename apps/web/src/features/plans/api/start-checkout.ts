import type { Redirect, TAddSubscriptionSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST payment/addSubscription`, then the browser goes to Stripe Checkout. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (input: TAddSubscriptionSchema) =>
      (await api.post<Redirect>('/payment/addSubscription', input)).data,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
