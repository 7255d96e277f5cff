import type { SalesEnquiry } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST support/sales`: 'Contact sales' for the Teams plan, e-mailed to the sales team. */
export function useSendSalesEnquiry() {
  return useMutation({
    mutationFn: (enquiry: SalesEnquiry) => api.post<null>('/support/sales', enquiry),
  });
}
