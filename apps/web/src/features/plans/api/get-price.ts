import { billingEndpoints } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceQueryKey } from './keys';

/** `GET price/{id}`: a configured Stripe price's plan, period and amount per seat. */
export function usePrice(priceId: string | null) {
  return useQuery({
    queryKey: priceQueryKey(priceId ?? ''),
    queryFn: async () => (await callApi(billingEndpoints.price, { params: { id: priceId! } })).data,
    enabled: priceId !== null,
  });
}
