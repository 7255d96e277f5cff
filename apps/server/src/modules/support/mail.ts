/** The e-mails to the support and sales desks. */
import { escape, layout } from '../../platform/mail/layout.ts';

/**
 * A Help & Support message (issue 14) for the support address: the ticket number leads the
 * subject so replies thread by it, and answering goes to the person who wrote.
 */
export function supportMail(input: {
  to: string;
  ticketNumber: string;
  subject: string;
  message: string;
  fromName: string;
  fromEmail: string;
  userId: string;
  screenshot: { filename: string; contentType: string; key: string } | null;
}) {
  const who = `${input.fromName} <${input.fromEmail}> (user ${input.userId})`;
  const attached = input.screenshot ? 'A screenshot is attached.' : 'No screenshot was attached.';
  const title = `${input.ticketNumber}: ${input.subject}`;
  return {
    to: input.to,
    replyTo: input.fromEmail,
    subject: `[${input.ticketNumber}] ${input.subject}`,
    text: [`Ticket ${input.ticketNumber} from ${who}`, input.message, attached].join('\n\n'),
    html: layout(title, [
      escape(`Ticket ${input.ticketNumber} from ${who}`),
      `<span style="white-space:pre-wrap">${escape(input.message)}</span>`,
      escape(attached),
    ]),
    ...(input.screenshot ? { attachments: [input.screenshot] } : {}),
  };
}

/** 'Contact sales' for the Teams plan (issue 15), to the support address; replies go to the asker. */
export function salesEnquiryMail(input: {
  to: string;
  name: string;
  email: string;
  company: string;
  teamSize: number;
  message: string;
}) {
  const people = input.teamSize === 1 ? '1 person' : `${input.teamSize} people`;
  const who = `${input.name} <${input.email}> of ${input.company}, for ${people}`;
  const said = input.message || 'No message was written.';
  return {
    to: input.to,
    replyTo: input.email,
    subject: `Sales enquiry: Teams plan for ${input.company}`,
    text: [`Teams plan enquiry from ${who}`, said].join('\n\n'),
    html: layout(`Teams plan enquiry: ${input.company}`, [
      escape(`Teams plan enquiry from ${who}`),
      `<span style="white-space:pre-wrap">${escape(said)}</span>`,
    ]),
  };
}
