/** Help & Support (issue 14) and 'Contact sales' for the Teams plan (issue 15). */
import { z } from 'zod';
import { ZSalesEnquirySchema, ZSupportTicket } from '../support.ts';
import { endpoint } from './endpoint.ts';

const tag = 'support';

export const supportEndpoints = {
  /** Multipart: `subject` and `message` first, then at most one `screenshot` image. */
  send: endpoint({
    method: 'POST',
    path: '/support',
    tag,
    multipart: true,
    data: ZSupportTicket,
    status: 201,
  }),
  sales: endpoint({
    method: 'POST',
    path: '/support/sales',
    tag,
    public: true,
    body: ZSalesEnquirySchema,
    data: z.null(),
    status: 201,
  }),
};
