import { billingEndpoints, isSubscribedStatus, type Payment } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { PAYMENT_QUERY_KEY } from './keys';

/** `GET payment`: the account's plan, subscription status, seats and period end. */
export async function getPayment(): Promise<Payment> {
  return (await callApi(billingEndpoints.payment)).data;
}

export const paymentQueryOptions = () =>
  queryOptions({ queryKey: PAYMENT_QUERY_KEY, queryFn: getPayment });

export function usePayment() {
  return useQuery(paymentQueryOptions());
}

const POLL_MS = 1500;

/** Asks again every 1.5 s until the webhook has confirmed the subscription. */
export function usePaymentUntilSubscribed() {
  return useQuery({
    ...paymentQueryOptions(),
    refetchInterval: (query) =>
      query.state.data && isSubscribedStatus(query.state.data.status) ? false : POLL_MS,
  });
}
