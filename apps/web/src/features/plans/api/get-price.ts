import type { Price } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { priceQueryKey } from './keys';

/** `GET price/{id}`: a configured Stripe price's plan, period and amount per seat. */
export function usePrice(priceId: string | null) {
  return useQuery({
    queryKey: priceQueryKey(priceId ?? ''),
    queryFn: async () => (await api.get<Price>(`/price/${encodeURIComponent(priceId!)}`)).data,
    enabled: priceId !== null,
  });
}
