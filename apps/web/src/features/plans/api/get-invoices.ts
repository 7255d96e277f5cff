import { billingEndpoints } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { INVOICES_QUERY_KEY } from './keys';

/** `GET payment/invoices`: the account's invoices from Stripe, newest first. */
export function useInvoices(enabled: boolean) {
  return useQuery({
    queryKey: INVOICES_QUERY_KEY,
    queryFn: async () => (await callApi(billingEndpoints.invoices)).data,
    enabled,
  });
}
