/** Help & Support (issue 14) and 'Contact sales' for the Teams plan (issue 15). */
import { z } from 'zod';
import { ZSalesEnquirySchema, ZSupportTicket } from '../support.ts';
import { endpoint } from './endpoint.ts';

const tag = 'support';

export const supportEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/support',
    summary: 'Write to support',
    description:
      'Any signed-in user. Multipart: `subject` and `message` first, then at most one `screenshot` image. E-mails the support team and answers the ticket; ten an hour.',
    tag,
    multipart: true,
    data: ZSupportTicket,
    status: 201,
  }),
  sales: endpoint({
    method: 'POST',
    path: '/support/sales',
    summary: 'Contact sales',
    description:
      'Anyone. E-mails a Teams plan enquiry to the sales team; a few an hour per address.',
    tag,
    public: true,
    body: ZSalesEnquirySchema,
    data: z.null(),
    status: 201,
  }),
};
