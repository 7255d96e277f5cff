import type { Payment, TSeatsSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST payment/seats`: the owner buys more seats, charged pro rata by the card provider. */
export function useAddSeats() {
  return useMutation({
    mutationFn: (input: TSeatsSchema) => api.post<Payment>('/payment/seats', input),
  });
}
