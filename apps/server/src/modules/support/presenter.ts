import { ticketNumber } from '@atelier/domain';
import type { SupportTicket } from '@atelier/domain';
import type { SupportTicketRow } from '../../db/schema/index.ts';

export function presentTicket(row: SupportTicketRow): SupportTicket {
  return {
    _id: row.id,
    ticketNumber: ticketNumber(row.number),
    subject: row.subject,
    hasScreenshot: row.attachmentPath !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
