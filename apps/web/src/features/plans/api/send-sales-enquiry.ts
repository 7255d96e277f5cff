import { supportEndpoints, type SalesEnquiry } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `POST support/sales`: 'Contact sales' for the Teams plan, e-mailed to the sales team. */
export function useSendSalesEnquiry() {
  return useMutation({
    mutationFn: (enquiry: SalesEnquiry) => callApi(supportEndpoints.sales, { body: enquiry }),
  });
}
