import { billingEndpoints, type TSeatsSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `POST payment/seats`: the owner buys more seats, charged pro rata by the card provider. */
export function useAddSeats() {
  return useMutation({
    mutationFn: (input: TSeatsSchema) => callApi(billingEndpoints.seats, { body: input }),
  });
}
